import { describe, expect, it } from 'vitest';
import type { Observation } from '../../core/index.js';
import { answerVeto, VETOED_PROBABILITY } from './answer-checks.js';
import { EmbeddedRewardModel } from './reward-model.js';

describe('answerVeto', () => {
  it('vetoes a question left unanswered, unless it also asks for something to be done', () => {
    expect(answerVeto('What version does the package.json file of the board repository have?', '')).toBe(
      'unanswered',
    );
    expect(answerVeto('How many stars does the PyTorch-GAN repository have?', null)).toBe('unanswered');
    const postIt =
      'Which is closer to Mellon Park on foot, Bluebird Food Co-op or Ember Coffee? Post the answer in the pittsburgh forum.';
    expect(answerVeto(postIt, '')).toBeNull();
  });

  it('vetoes an answer that only repeats the instruction, but not the pick of an "X or Y" question', () => {
    const rating = 'What is the average customer rating of "Kestrel Audio Bluetooth Sport Earphones"?';
    expect(answerVeto(rating, 'Kestrel Audio Bluetooth Sport Earphones')).toBe('echo');
    expect(answerVeto(rating, '4.5')).toBeNull();
    const choice =
      'Starting from Morning Glory Burgers, which takes less time to reach by bike: Fresh Foods or Pinecone Coffee House?';
    expect(answerVeto(choice, 'Fresh Foods')).toBeNull();
    expect(answerVeto('Is the issue "Broken link" open or closed?', 'Open')).toBeNull();
    expect(answerVeto('Is there a review that says "no"?', 'No')).toBeNull();
  });

  it('vetoes money for a count and a price without a number', () => {
    expect(answerVeto('How many customer reviews does "Scriptura Planner" have?', '$32.99')).toBe(
      'count-got-money',
    );
    expect(answerVeto('How many customer reviews does "Scriptura Planner" have?', '12')).toBeNull();
    expect(answerVeto('What is the price of "Optivo Camera"?', 'In stock')).toBe('price-without-number');
    expect(answerVeto('What is the price of "Optivo Camera"?', '$87.95')).toBeNull();
  });

  it('leaves tasks that are not questions to be judged by what they changed', () => {
    expect(answerVeto('Add "Ugrove Charger" to my wish list.', '')).toBeNull();
    expect(
      answerVeto('Make "Silverleaf Anklet" as out of stock', 'Make "Silverleaf Anklet" as out of stock'),
    ).toBeNull();
  });
});

describe('EmbeddedRewardModel with answer checks', () => {
  const page: Observation = {
    url: 'http://shop.test/p/1',
    title: 'Scriptura Planner',
    html: '',
    elements: [],
    texts: [],
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url: 'http://shop.test/p/1', title: 'Scriptura Planner' }],
    activeTab: 0,
  };
  const exit = (message: string) => ({
    response: `exit(message="${message}")`,
    action: { kind: 'exit' as const, message },
    url: page.url,
  });

  it('caps a vetoed trajectory at a failure and leaves the others to the network', async () => {
    const orm = await EmbeddedRewardModel.create();
    try {
      const intent = 'How many customer reviews does "Scriptura Planner" have?';
      const [vetoed, judged] = await orm.scores([
        { intent, history: [exit('$32.99')], finalObservation: page },
        { intent, history: [exit('12')], finalObservation: page },
      ]);
      expect(vetoed).toBeLessThanOrEqual(VETOED_PROBABILITY);
      expect(judged).toBeGreaterThan(VETOED_PROBABILITY);
    } finally {
      await orm.close();
    }
  });
});
