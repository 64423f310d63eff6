import { describe, expect, it } from 'vitest';
import { EmbeddedCritic } from './critic.js';
import { seededRandom } from './random.js';
import { contextOf, productPage, products } from './test-pages.js';

describe('ValueNetwork.probabilitiesOf', () => {
  it('scores more inputs than one chunk holds in order, as smaller calls do', async () => {
    const critic = await EmbeddedCritic.create({ network: { seed: 5 } });
    const items = products(seededRandom(11), 300);
    const states = items.map((item, i) =>
      contextOf(
        i % 2 ? `What is the price of ${item.name}?` : `Add ${item.name} to the cart`,
        productPage(item),
      ),
    );
    const all = await critic.values(states);
    const halves = [
      ...(await critic.values(states.slice(0, 150))),
      ...(await critic.values(states.slice(150))),
    ];
    expect(all).toHaveLength(300);
    for (const [i, value] of all.entries()) expect(value).toBeCloseTo(halves[i]!, 6);
    expect(new Set(all.map((v) => v.toFixed(6))).size).toBeGreaterThan(10);
    await critic.close();
  });
});
