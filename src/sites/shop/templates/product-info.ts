// Information seeking about one product (price, rating, number of reviews, who wrote a review),
// answered from the product page, like WebArena's "What is the price of …" shopping intents; and a
// training-only yes-or-no question about the price.

import { approvedReviews, formatRating } from '../../magento/catalog-queries.js';
import { formatMoney } from '../../magento/store-format.js';
import { click, exit } from '../../oracle/actions.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval, yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { SHOP, SHOP_DB, shopProducts } from './shop-data.js';
import { firstText, openProduct, PRICE } from './shop-steps.js';

type ProductVars = { product: string };

export const productPrice = defineTemplate<ProductVars>({
  key: 'shopping/product-price',
  id: 1001,
  sites: ['shopping'],
  intentTemplate: 'What is the price of "{{product}}"?',
  complexity: 1,
  instances: ({ db }) =>
    shopProducts(db(SHOP_DB)).map((p) => ({
      vars: { product: p.name },
      startUrl: SHOP,
      eval: stringMatchEval({ must_include: [formatMoney(p.price_cents).slice(1)] }),
    })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const page = yield* openProduct(first, product);
    const [price] = yield* scrollUntil(page, (o) => firstText(o, PRICE), 'the price');
    yield exit(price);
  },
});

type BelowVars = ProductVars & { amount: number };

export const priceBelow = defineTemplate<BelowVars>({
  key: 'shopping/price-below-yes-no',
  id: 1035,
  sites: ['shopping'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: "${{amount}}" is a dollar sign before a WebArena slot.
  intentTemplate: 'Does "{{product}}" cost less than ${{amount}}? Answer yes or no.',
  complexity: 2,
  // Training only: the test set asks yes-or-no questions (of other templates) that training should show.
  counts: { test: 0, train: 12 },
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB)).map((p) => {
      // Yes and no equally often, the amount a whole dollar figure at least 20 % from the price.
      const yes = rng.chance(0.5);
      const factor = yes ? 1.2 + 0.4 * rng.next() : 0.4 + 0.4 * rng.next();
      const amount = Math.max(
        1,
        yes ? Math.ceil((p.price_cents * factor) / 100) : Math.floor((p.price_cents * factor) / 100),
      );
      return {
        vars: { product: p.name, amount },
        startUrl: SHOP,
        eval: yesOrNoEval(p.price_cents < amount * 100),
      };
    }),
  *solve(task, first) {
    const { product, amount } = task.instantiation_dict as BelowVars;
    const page = yield* openProduct(first, product);
    const [price] = yield* scrollUntil(page, (o) => firstText(o, PRICE), 'the price');
    const cents = Math.round(Number(price.replace(/[$,]/g, '')) * 100);
    yield exit(cents < Number(amount) * 100 ? 'yes' : 'no');
  },
});

export const productRating = defineTemplate<ProductVars>({
  key: 'shopping/product-rating',
  id: 1002,
  sites: ['shopping'],
  intentTemplate: 'What is the average customer rating of "{{product}}", out of 5 stars?',
  complexity: 1,
  instances: ({ db }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.rating !== null)
      .map((p) => ({
        vars: { product: p.name },
        startUrl: SHOP,
        eval: stringMatchEval({ must_include: [formatRating(p.rating)] }),
      })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const page = yield* openProduct(first, product);
    const [rating] = yield* scrollUntil(page, (o) => firstText(o, /^\d\.\d$/), 'the rating');
    yield exit(rating);
  },
});

export const productReviewCount = defineTemplate<ProductVars>({
  key: 'shopping/product-review-count',
  id: 1003,
  sites: ['shopping'],
  intentTemplate: 'How many customer reviews does "{{product}}" have?',
  complexity: 1,
  instances: ({ db }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.review_count > 0)
      .map((p) => ({
        vars: { product: p.name },
        startUrl: SHOP,
        eval: stringMatchEval({ must_include: [String(p.review_count)] }),
      })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const page = yield* openProduct(first, product);
    const [count] = yield* scrollUntil(
      page,
      (o) => o.elements.map((e) => /^(\d+) Reviews?$/.exec(e.text)?.[1]).find(Boolean),
      'the review count',
    );
    yield exit(count);
  },
});

type QuoteVars = { product: string; quote: string };

export const reviewAuthor = defineTemplate<QuoteVars>({
  key: 'shopping/review-author',
  id: 1004,
  sites: ['shopping'],
  intentTemplate: 'Who wrote the review of "{{product}}" that says "{{quote}}"?',
  complexity: 2,
  instances: ({ db }) =>
    shopProducts(db(SHOP_DB)).flatMap((p) => {
      const reviews = approvedReviews(db(SHOP_DB), p.id);
      // A clause of one review that no other review of the product repeats.
      for (const review of reviews) {
        const clause = review.detail.split(/[.,] /)[0]!.replace(/\.$/, '');
        const unique =
          reviews.filter((r) => r.detail.toLowerCase().includes(clause.toLowerCase())).length === 1;
        if (unique && clause.split(' ').length >= 4) {
          return [
            {
              vars: { product: p.name, quote: clause },
              startUrl: SHOP,
              eval: stringMatchEval({ must_include: [review.nickname] }),
            },
          ];
        }
      }
      return [];
    }),
  *solve(task, first) {
    const { product, quote } = task.instantiation_dict as QuoteVars;
    const page = yield* openProduct(first, product);
    const [tab] = yield* scrollUntil(
      page,
      (o) => o.elements.find((e) => e.role === 'tab' && /^Reviews \(\d+\)$/.test(e.text)),
      'the Reviews tab',
    );
    const reviews = yield click(tab);
    // Each review reads: title, rating, text, "Review by", author, "Posted on", date.
    const [author] = yield* scrollUntil(
      reviews,
      (o) => {
        const texts = o.texts.map((t) => t.text);
        const at = texts.findIndex((t) => t.toLowerCase().includes(quote.toLowerCase()));
        if (at < 0) return undefined;
        const by = texts.indexOf('Review by', at);
        return by >= 0 ? texts[by + 1] : undefined;
      },
      `the review saying "${quote}"`,
    );
    yield exit(author);
  },
});
