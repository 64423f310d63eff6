// Review moderation (WebArena's "Modify the status of the review belonging to Sueann to become
// Pending", "Change the review status … to 'Not Approved'"), checked on the review's edit form; and,
// for training only, deleting a review ("Delete all reviews from the scammer Arden"), checked on the
// review grid filtered to the product.
import { exit } from '../../oracle/actions.js';
import { clickElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { formatAdminDateTime } from '../admin-format.js';
import {
  type AdminReviewRow,
  adminReviews,
  REVIEW_STATUS_IDS,
  REVIEW_STATUS_LABELS,
  reviewType,
} from '../queries/admin-reviews.js';
import { ADMIN, ADMIN_DB, distinctProducts, inputValueOf, uniqueValues } from './admin-data.js';
import { choose, fill, fillAndSubmit, openMenu, openRow, press } from './admin-steps.js';

type ReviewVars = { title: string; nickname: string; status: string };

/** Where each status moves to in the tasks: pending ones get decided, decided ones get revisited. */
const TARGETS: Record<string, readonly string[]> = {
  pending: ['approved', 'not_approved'],
  approved: ['not_approved', 'pending'],
  not_approved: ['approved', 'pending'],
};

export const setReviewStatus = defineTemplate<ReviewVars>({
  key: 'shopping_admin/set-review-status',
  id: 1140,
  sites: ['shopping_admin'],
  intentTemplate: 'Change the status of the review "{{title}}" by {{nickname}} to {{status}}',
  complexity: 2,
  instances: ({ db, rng }) => {
    const reviews = adminReviews(db(ADMIN_DB));
    // The nickname and title filters match text anywhere, so a pair must not be part of another pair.
    const unique = uniqueValues(reviews.map((r) => `${r.nickname}\u0000${r.title}`));
    const candidates = reviews.filter(
      (r) =>
        unique.has(`${r.nickname}\u0000${r.title}`) &&
        reviews.filter(
          (o) =>
            o.nickname.toLowerCase().includes(r.nickname.toLowerCase()) &&
            o.title.toLowerCase().includes(r.title.toLowerCase()),
        ).length === 1,
    );
    // Most pending and not-approved reviews, and some approved ones.
    const chosen = [
      ...candidates.filter((r) => r.status !== 'approved'),
      ...rng.sample(
        candidates.filter((r) => r.status === 'approved'),
        20,
      ),
    ];
    return chosen.map((r) => {
      const target = rng.pick(TARGETS[r.status]!);
      return {
        vars: { title: r.title, nickname: r.nickname, status: REVIEW_STATUS_LABELS[target]! },
        startUrl: ADMIN,
        eval: programHtmlEval({
          url: `${ADMIN}/review/product/edit/id/${r.id}/`,
          locator: inputValueOf('[name="status_id"]'),
          required_contents: { exact_match: REVIEW_STATUS_IDS[target]! },
        }),
      };
    });
  },
  *solve(task, first) {
    const { title, nickname, status } = task.instantiation_dict as ReviewVars;
    let grid = yield* fill(yield* openMenu(first, 'Marketing', 'All Reviews'), 'Nickname', nickname);
    grid = yield* fillAndSubmit(grid, 'Title', title);
    const form = yield* openRow(grid, [title, nickname], 'Edit');
    yield* press(yield* choose(form, 'Status', status), 'Save Review');
    yield exit('');
  },
});

type DeleteVars = { nickname: string; product: string };

/** The text a review's row shows in the review grid, lowercased. */
function rowText(r: AdminReviewRow): string {
  const status = REVIEW_STATUS_LABELS[r.status] ?? r.status;
  const cells = [r.id, formatAdminDateTime(r.created_at), status, r.title, r.nickname, r.detail];
  return [...cells, reviewType(r), r.product_name, r.sku, 'Edit'].join('\t').toLowerCase();
}

export const deleteReview = defineTemplate<DeleteVars>({
  key: 'shopping_admin/delete-review',
  id: 1145,
  sites: ['shopping_admin'],
  intentTemplate: 'Delete the review by {{nickname}} of "{{product}}"',
  complexity: 1,
  counts: { train: 12, test: 0 },
  instances: ({ db }) => {
    const reviews = adminReviews(db(ADMIN_DB));
    // The Product filter matches text anywhere, so a product whose name is in no other one lists
    // exactly its own reviews; the grid shows at most 14 of them, on one page.
    return distinctProducts(db(ADMIN_DB)).flatMap((p) => {
      const listed = reviews.filter((r) => r.product_id === p.id);
      const grid = `${ADMIN}/review/product/?${new URLSearchParams({ 'filters[name]': p.name })}`;
      const locator = outerTextOf('#reviewGrid_table tbody');
      return listed.flatMap((r) => {
        const others = listed.filter((o) => o !== r);
        // Other reviews must stay listed, and must not show the deleted review's nickname or title
        // (so the Nickname filter finds only this review of the product and must_exclude is fair).
        const remaining = others.map(rowText).join('\n');
        if (
          others.length === 0 ||
          remaining.includes(r.nickname.toLowerCase()) ||
          remaining.includes(r.title.toLowerCase())
        )
          return [];
        return [
          {
            vars: { nickname: r.nickname, product: p.name },
            startUrl: ADMIN,
            eval: programHtmlEval(
              { url: grid, locator, required_contents: { must_exclude: [r.nickname, r.title] } },
              {
                url: grid,
                locator,
                required_contents: { must_include: [...new Set(others.map((o) => o.nickname))] },
              },
            ),
          },
        ];
      });
    });
  },
  *solve(task, first) {
    const { nickname, product } = task.instantiation_dict as DeleteVars;
    let grid = yield* fill(yield* openMenu(first, 'Marketing', 'All Reviews'), 'Nickname', nickname);
    grid = yield* fillAndSubmit(grid, 'Product', product);
    // The filters leave this one row (a row's text may be cut off before its product).
    const form = yield* openRow(grid, [nickname], 'Edit');
    const confirm = yield* press(form, 'Delete Review');
    yield* clickElement(confirm, { role: 'button', text: 'OK' });
    yield exit('');
  },
});
