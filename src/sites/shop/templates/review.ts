// Writing a review with a rating, nickname, summary and text — checked through the Magento REST API
// by WebArena's canonical review helpers plus the shop's review-title helper.

import { FIRST_NAMES, NICKNAMES } from '../../magento/people.js';
import { exit, typeInto } from '../../oracle/actions.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { SHOP, SHOP_DB, shopProducts } from './shop-data.js';
import { openProduct } from './shop-steps.js';

type ReviewVars = { stars: number; product: string; nickname: string; title: string; text: string };

const TITLES = {
  good: ['Works great', 'Really happy with it', 'Worth every penny', 'Exceeded my expectations'],
  bad: ['Not worth it', 'Broke quickly', 'Very disappointed', 'Would not recommend'],
};

export const writeReview = defineTemplate<ReviewVars>({
  key: 'shopping/write-review',
  id: 1020,
  sites: ['shopping'],
  intentTemplate:
    'Write a {{stars}}-star review of "{{product}}" with the nickname "{{nickname}}", the summary "{{title}}" and the text "{{text}}".',
  complexity: 4,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB)).map((p) => {
      const stars = rng.pick([1, 2, 4, 5]);
      const good = stars >= 4;
      const nickname = rng.chance(0.5) ? rng.pick(NICKNAMES) : rng.pick(FIRST_NAMES);
      const title = rng.pick(good ? TITLES.good : TITLES.bad);
      const text = good
        ? `I use it every day and it does exactly what the ${p.brand} listing promised.`
        : `It stopped working after two weeks and ${p.brand} support never answered.`;
      const check = (helper: string, expected: string) => ({
        url: 'last',
        locator: `func:${helper}('${p.sku}')`,
        required_contents: { exact_match: expected },
      });
      return {
        vars: { stars, product: p.name, nickname, title, text },
        startUrl: SHOP,
        eval: programHtmlEval(
          check('shopping_get_sku_latest_review_author', nickname),
          check('shopping_get_sku_latest_review_rating', String(stars * 20)),
          check('shopping_get_sku_latest_review_title', title),
        ),
      };
    }),
  *solve(task, first) {
    const { stars, product, nickname, title, text } = task.instantiation_dict as ReviewVars;
    const page = yield* openProduct(first, product);
    let form = yield* clickElement(page, { role: 'link', text: 'Add Your Review' });
    form = yield* clickElement(form, {
      role: 'radio',
      attributes: { title: `${stars} ${stars === 1 ? 'star' : 'stars'}` },
    });
    for (const [label, value] of [
      ['Nickname', nickname],
      ['Summary', title],
      ['Review', text],
    ] as const) {
      const [field] = yield* scrollToElement(form, { role: 'textbox', attributes: { title: label } });
      form = yield typeInto(field, value);
    }
    yield* clickElement(form, { role: 'button', text: 'Submit Review' });
    yield exit('');
  },
});
