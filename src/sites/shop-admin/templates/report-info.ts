// Information seeking through reports: the product at a rank of a period's bestsellers (after
// WebArena's "top-3 best-selling product in Jan 2023", one product per task so that the answer is one
// text of the report), the number of orders in a period, and how often a search term was used.

import type { Observation } from '../../../core/index.js';
import { exit } from '../../oracle/actions.js';
import type { SolverStep } from '../../oracle/solver.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { formatTypedDate } from '../admin-format.js';
import { bestsellersReport, salesReport } from '../queries/admin-reports.js';
import { ADMIN, ADMIN_DB } from './admin-data.js';
import {
  choose,
  fill,
  fillAndSubmit,
  findGridRow,
  type GridRow,
  gridRows,
  openMenu,
  press,
} from './admin-steps.js';

/** A report range within one calendar year: whole months and quarters of the store's history. */
export interface ReportRange {
  from: string;
  to: string;
}

const LAST_DAY = '2023-06-12';

function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Spans of whole months within one calendar year, from January 2022 up to the store's today. */
export function reportRanges(): ReportRange[] {
  const ranges: ReportRange[] = [];
  // Single months, two-month spans, quarters, halves and whole years.
  const spans: [number, number][] = [];
  for (let m = 1; m <= 12; m++) spans.push([m, m]);
  for (let m = 1; m <= 11; m++) spans.push([m, m + 1]);
  for (const q of [1, 4, 7, 10]) spans.push([q, q + 2]);
  spans.push([1, 6], [7, 12], [1, 12]);
  for (const year of [2022, 2023]) {
    for (const [first, last] of spans) {
      const from = `${year}-${String(first).padStart(2, '0')}-01`;
      if (from <= LAST_DAY) ranges.push({ from, to: monthEnd(year, last) });
    }
  }
  return ranges;
}

/** Opens a Reports page and shows it for a range grouped by year (one row group per report). */
function* showReport(first: Observation, item: string, from: string, to: string): SolverStep<Observation> {
  let page = yield* openMenu(first, 'Reports', item);
  page = yield* choose(page, 'Period', 'Year');
  page = yield* fill(page, 'From', from);
  page = yield* fill(page, 'To', to);
  return yield* press(page, 'Show Report');
}

type RankVars = { rank: number; from: string; to: string };

export const bestsellerAtRank = defineTemplate<RankVars>({
  key: 'shopping_admin/bestseller-at-rank',
  id: 1101,
  sites: ['shopping_admin'],
  intentTemplate: 'Which product ranked #{{rank}} among the best-selling products from {{from}} to {{to}}?',
  complexity: 2,
  instances: ({ db }) =>
    reportRanges().flatMap((range) => {
      const qty = bestsellersReport(db(ADMIN_DB), { ...range, period: 'year' });
      // Only ranks the quantities decide: strictly fewer sold above, strictly more than below.
      return [1, 2, 3].flatMap((rank) => {
        const row = qty[rank - 1];
        const above = qty[rank - 2];
        const below = qty[rank];
        if (!row || (above && above.qty === row.qty) || (below && below.qty === row.qty)) return [];
        return [
          {
            vars: { rank, from: formatTypedDate(range.from), to: formatTypedDate(range.to) },
            startUrl: ADMIN,
            eval: stringMatchEval({ must_include: [row.product] }),
          },
        ];
      });
    }),
  *solve(task, first) {
    const { rank, from, to } = task.instantiation_dict as RankVars;
    const report = yield* showReport(first, 'Bestsellers', from, to);
    const [rows] = yield* scrollUntil(
      report,
      (o) => {
        const found = gridRows(o).filter((r: GridRow) => r.Product);
        return found.length >= Number(rank) ? found : undefined;
      },
      `the first ${rank} bestsellers`,
    );
    yield exit(rows[Number(rank) - 1]!.Product!);
  },
});

type RangeVars = { from: string; to: string };

export const ordersInPeriod = defineTemplate<RangeVars>({
  key: 'shopping_admin/orders-in-period',
  id: 1102,
  sites: ['shopping_admin'],
  intentTemplate:
    'How many orders did the store receive from {{from}} to {{to}}, not counting canceled orders?',
  complexity: 2,
  instances: ({ db }) =>
    reportRanges().flatMap((range) => {
      const [row] = salesReport(db(ADMIN_DB), { ...range, period: 'year' });
      if (!row) return [];
      return [
        {
          vars: { from: formatTypedDate(range.from), to: formatTypedDate(range.to) },
          startUrl: ADMIN,
          eval: stringMatchEval({ must_include: [String(row.orders)] }),
        },
      ];
    }),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as RangeVars;
    const report = yield* showReport(first, 'Orders', from, to);
    const [row] = yield* findGridRow(
      report,
      (r) => r.Orders !== undefined && r.Interval !== 'Total',
      'the report row',
    );
    yield exit(row.Orders!);
  },
});

type TermVars = { term: string };

export const searchTermUses = defineTemplate<TermVars>({
  key: 'shopping_admin/search-term-uses',
  id: 1109,
  sites: ['shopping_admin'],
  intentTemplate: 'How many times have customers searched for "{{term}}" in my store?',
  complexity: 1,
  instances: ({ db }) =>
    db(ADMIN_DB)
      .all<{ query: string; uses: number }>('SELECT query, uses FROM search_terms ORDER BY id')
      .map((t) => ({
        vars: { term: t.query },
        startUrl: ADMIN,
        eval: stringMatchEval({ must_include: [String(t.uses)] }),
      })),
  *solve(task, first) {
    const { term } = task.instantiation_dict as TermVars;
    const grid = yield* fillAndSubmit(
      yield* openMenu(first, 'Marketing', 'Search Terms'),
      'Search Query',
      term,
    );
    const [row] = yield* findGridRow(grid, (r) => r['Search Query'] === term, `the row of "${term}"`);
    yield exit(row.Uses ?? '');
  },
});
