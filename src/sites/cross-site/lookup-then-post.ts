// Cross-site tasks that look something up and post about it in the forum, like WebArena's "find …
// in the shop and post about it": a price in the shop, a project's stars on the code host, or which
// of two places is nearer on the map decides which of the intent's two titles the post gets.

import { CODE_HOST_DB, projectFacts, taskProjects } from '../code-host/templates/code-host-data.js';
import { openProject } from '../code-host/templates/code-host-steps.js';
import { findablePlaces, MAP_DB, MODE_PHRASES, shownRoute } from '../map/templates/map-data.js';
import { openDirections, routeSummary, routeWith } from '../map/templates/map-steps.js';
import { exit } from '../oracle/actions.js';
import { findElement } from '../oracle/find-element.js';
import { OracleError } from '../oracle/solver.js';
import { scrollUntil } from '../oracle/steps.js';
import { SHOP_DB, shopProducts } from '../shop/templates/shop-data.js';
import { firstText, openProduct, PRICE } from '../shop/templates/shop-steps.js';
import { defineTemplate } from '../tasks/task-template.js';
import { forumPostEval, HOME, postableForums } from './cross-data.js';
import { backToHome, openFromHome, postInForum } from './cross-steps.js';

type PriceVars = { product: string; amount: string; forum: string };

export const priceCheckPost = defineTemplate<PriceVars>({
  key: 'cross-site/shop-price-post',
  id: 9004,
  sites: ['shopping', 'reddit'],
  intentTemplate:
    'Check the price of "{{product}}" in OneStopShop. If it is under {{amount}}, post in the {{forum}} forum with the title "Deal: {{product}} is under {{amount}}"; otherwise use the title "{{product}} costs {{amount}} or more".',
  complexity: 3,
  counts: { test: 1 },
  instances: ({ db, rng }) => {
    const forums = postableForums(db, ['gadgets', 'personalfinance', 'technology', 'DIY', 'food']);
    const products = shopProducts(db(SHOP_DB)).filter((p) => !p.name.includes('"') && p.price_cents >= 500);
    return rng.sample(products, 80).map((p) => {
      // A round amount a clear margin above or below the price.
      const factor = rng.chance(0.5) ? 0.6 + rng.next() * 0.25 : 1.15 + rng.next() * 0.35;
      const dollars = Math.max(1, Math.round((p.price_cents / 100) * factor));
      const amount = `$${dollars}`;
      const forum = rng.pick(forums);
      const title =
        p.price_cents < dollars * 100
          ? `Deal: ${p.name} is under ${amount}`
          : `${p.name} costs ${amount} or more`;
      return { vars: { product: p.name, amount, forum }, startUrl: HOME, eval: forumPostEval(forum, title) };
    });
  },
  *solve(task, home) {
    const { product, amount, forum } = task.instantiation_dict as PriceVars;
    const page = yield* openProduct(yield* openFromHome(home, 'OneStopShop'), product);
    const [price, shown] = yield* scrollUntil(page, (o) => firstText(o, PRICE), 'the price');
    const cents = Math.round(Number(price.replace(/[$,]/g, '')) * 100);
    const limit = Number(amount.slice(1)) * 100;
    const title =
      cents < limit ? `Deal: ${product} is under ${amount}` : `${product} costs ${amount} or more`;
    const back = yield* backToHome(shown, home.url);
    yield* postInForum(yield* openFromHome(back, 'Postmill'), forum, title);
    yield exit('');
  },
});

type StarsVars = { project: string; stars: number; forum: string };

export const popularProjectPost = defineTemplate<StarsVars>({
  key: 'cross-site/project-stars-post',
  id: 9005,
  sites: ['gitlab', 'reddit'],
  intentTemplate:
    'If the GitLab project {{project}} has more than {{stars}} stars, post in the {{forum}} forum with the title "{{project}} is popular on GitLab"; otherwise use the title "{{project}} needs more stars".',
  complexity: 3,
  counts: { test: 1 },
  instances: ({ db, rng }) => {
    const forums = postableForums(db, [
      'technology',
      'InternetIsBeautiful',
      'MachineLearning',
      'programming',
    ]);
    return taskProjects(db(CODE_HOST_DB)).map((p) => {
      const stars = Math.max(0, p.stars + (rng.chance(0.5) ? -rng.int(1, 3) : rng.int(1, 3)));
      const forum = rng.pick(forums);
      const title = p.stars > stars ? `${p.label} is popular on GitLab` : `${p.label} needs more stars`;
      return {
        vars: { project: p.label, stars, forum },
        startUrl: HOME,
        eval: forumPostEval(forum, title),
        oracle: projectFacts(p),
      };
    });
  },
  *solve(task, home) {
    const { project, stars, forum } = task.instantiation_dict as StarsVars;
    const page = yield* openProject(yield* openFromHome(home, 'GitLab'), task);
    const count = findElement(page, { attributes: { title: 'Starrers' } });
    if (!count) throw new OracleError(`no star count on ${page.url}`);
    const title =
      Number(count.text) > Number(stars) ? `${project} is popular on GitLab` : `${project} needs more stars`;
    const back = yield* backToHome(page, home.url);
    yield* postInForum(yield* openFromHome(back, 'Postmill'), forum, title);
    yield exit('');
  },
});

type CloserVars = { origin: string; a: string; b: string };

/** Metres of a shown distance ("653m", "1.4km"). */
function metersOf(distance: string): number {
  const value = Number.parseFloat(distance);
  return distance.endsWith('km') ? value * 1000 : value;
}

export const closerOnFootPost = defineTemplate<CloserVars>({
  key: 'cross-site/map-closer-post',
  id: 9006,
  sites: ['map', 'reddit'],
  intentTemplate:
    'Which is closer to {{origin}} on foot, {{a}} or {{b}}? Post the answer in the pittsburgh forum with the title "{{a}} is closer to {{origin}}" or "{{b}} is closer to {{origin}}", whichever is true.',
  complexity: 4,
  testOnly: true,
  counts: { test: 3 },
  instances: ({ db, rng }) => {
    const map = db(MAP_DB);
    const places = findablePlaces(map);
    const out = [];
    for (let attempt = 0; attempt < 200 && out.length < 30; attempt++) {
      const [origin, a, b] = rng.sample(places, 3) as [
        (typeof places)[0],
        (typeof places)[0],
        (typeof places)[0],
      ];
      const toA = shownRoute(map, 'foot', origin, a);
      const toB = shownRoute(map, 'foot', origin, b);
      // Distances at least 10% apart as shown, so rounding never decides.
      if (!toA || !toB || Math.abs(metersOf(toA.distance) - metersOf(toB.distance)) < 0.1 * toA.meters)
        continue;
      const closer = metersOf(toA.distance) < metersOf(toB.distance) ? a : b;
      out.push({
        vars: { origin: origin.name, a: a.name, b: b.name },
        startUrl: HOME,
        eval: forumPostEval('pittsburgh', `${closer.name} is closer to ${origin.name}`),
      });
    }
    return out;
  },
  *solve(task, home) {
    const { origin, a, b } = task.instantiation_dict as CloserVars;
    const form = yield* openDirections(yield* openFromHome(home, 'OpenStreetMap'));
    const routeA = yield* routeWith(form, { from: origin, to: a }, MODE_PHRASES.foot.engine);
    const routeB = yield* routeWith(routeA, { to: b }, MODE_PHRASES.foot.engine);
    const closer = metersOf(routeSummary(routeA).distance) < metersOf(routeSummary(routeB).distance) ? a : b;
    const back = yield* backToHome(routeB, home.url);
    yield* postInForum(
      yield* openFromHome(back, 'Postmill'),
      'pittsburgh',
      `${closer} is closer to ${origin}`,
    );
    yield exit('');
  },
});
