// Synthetic demonstrations on the hand-built shop pages of test-pages.ts, for tests of learning and
// generalisation before (and independently of) the built-in sites: a few task templates, each with
// an oracle action sequence, instantiated with seeded products. Only test and bench code imports it.
import { type Action, formatAction, type Observation, type Trajectory } from '../../core/index.js';
import { productPage, products, shopPage, type TestProduct } from './test-pages.js';

/** A template: an instruction and the pages and actions that solve it. */
export interface SyntheticTemplate {
  name: string;
  build(
    target: TestProduct,
    others: TestProduct[],
    pick: (n: number) => number,
  ): { intent: string; steps: [Observation, Action][] };
}

const COLORS = ['Black', 'White', 'Green'];

function searchResults(
  target: TestProduct,
  others: TestProduct[],
  pick: (n: number) => number,
): { page: Observation; id: number } {
  const shown = [...others.slice(0, 4)];
  shown.splice(pick(shown.length + 1), 0, target);
  const page = shopPage(shown);
  const id = page.elements.find((e) => e.text === target.name)!.id;
  return { page: { ...page, url: `http://127.0.0.1:8000/search?q=${encodeURIComponent(target.name)}` }, id };
}

function searchStep(target: TestProduct, others: TestProduct[]): [Observation, Action] {
  return [
    shopPage(others.slice(4, 10)),
    { kind: 'do', action: 'Search', argument: target.name, element: '2' },
  ];
}

export const SYNTHETIC_TEMPLATES: SyntheticTemplate[] = [
  {
    name: 'product-price',
    build(target, others, pick) {
      const results = searchResults(target, others, pick);
      return {
        intent: `What is the price of "${target.name}"?`,
        steps: [
          searchStep(target, others),
          [results.page, { kind: 'do', action: 'Click', element: String(results.id) }],
          [productPage(target), { kind: 'exit', message: target.price }],
        ],
      };
    },
  },
  {
    name: 'add-to-cart-colour',
    build(target, others, pick) {
      const results = searchResults(target, others, pick);
      const color = COLORS[pick(COLORS.length)]!;
      const page = productPage(target);
      return {
        intent: `Add the ${color} ${target.name} to my cart`,
        steps: [
          searchStep(target, others),
          [results.page, { kind: 'do', action: 'Click', element: String(results.id) }],
          [page, { kind: 'do', action: 'Select Dropdown Option', argument: color, element: '2' }],
          [page, { kind: 'do', action: 'Click', element: '4' }],
          [page, { kind: 'exit', message: 'Done' }],
        ],
      };
    },
  },
  {
    name: 'product-rating',
    build(target, others, pick) {
      const results = searchResults(target, others, pick);
      return {
        intent: `Tell me the average rating of ${target.name}`,
        steps: [
          searchStep(target, others),
          [results.page, { kind: 'do', action: 'Click', element: String(results.id) }],
          [productPage(target), { kind: 'exit', message: '4.5' }],
        ],
      };
    },
  },
  {
    name: 'open-product',
    build(target, others, pick) {
      const results = searchResults(target, others, pick);
      return {
        intent: `Open the product page of ${target.name}`,
        steps: [
          [results.page, { kind: 'do', action: 'Click', element: String(results.id) }],
          [productPage(target), { kind: 'exit', message: 'Done' }],
        ],
      };
    },
  },
];

/** An unseen template for generalisation tests: a paraphrased question with another answer. */
export const HELD_OUT_TEMPLATE: SyntheticTemplate = {
  name: 'product-cost-paraphrase',
  build(target, others, pick) {
    const results = searchResults(target, others, pick);
    return {
      intent: `How much does the ${target.name} cost?`,
      steps: [
        searchStep(target, others),
        [results.page, { kind: 'do', action: 'Click', element: String(results.id) }],
        [productPage(target), { kind: 'exit', message: target.price }],
      ],
    };
  },
};

/** Demonstrations: `count` instances spread over the templates, products drawn from `random`. */
export function syntheticDemonstrations(
  templates: readonly SyntheticTemplate[],
  count: number,
  random: () => number,
): Trajectory[] {
  const pool = products(random, Math.max(12, count + 11));
  const pick = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, (_, i) => {
    const target = pool[i]!;
    const others = pool.filter((p) => p !== target).sort(() => random() - 0.5);
    const { intent, steps } = templates[i % templates.length]!.build(target, others, pick);
    return trajectoryOf(i, intent, steps);
  });
}

function trajectoryOf(taskId: number, intent: string, steps: [Observation, Action][]): Trajectory {
  const last = steps.at(-1)!;
  return {
    taskId,
    taskSet: 'synthetic',
    intent,
    sites: ['shopping'],
    steps: steps.map(([observation, action], index) => ({
      index,
      prompt: intent,
      observation,
      response: formatAction(action),
      action,
    })),
    finalObservation: last[0],
    answer: last[1].kind === 'exit' ? last[1].message : null,
    stopReason: 'exit',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 0,
  };
}
