import { describe, expect, it } from 'vitest';
import type { Observation } from '../../core/index.js';
import { analyzeOutcome, answerFit, grounding } from './outcome-features.js';

describe('answerFit', () => {
  it('flags a question answered with nothing, and a count answered without a number', () => {
    expect(answerFit('How many subscribers does the pics forum have?', '').questionUnanswered).toBe(true);
    expect(answerFit('How many subscribers does the pics forum have?', null).questionUnanswered).toBe(true);
    const wrongKind = answerFit('Tell me the grand total of order 000000187.', 'gabriel.brown@yahoo.com');
    expect(wrongKind).toMatchObject({ questionAnswered: true, numberWantedNoDigit: true });
    expect(answerFit('What is the zip code of Morning Glory Inn?', 'https://x.example/').answerIsUrl).toBe(
      true,
    );
    expect(answerFit('Who wrote the latest commit?', '2').personWantedGotNumber).toBe(true);
  });

  it('sees a state change with an empty message as asking nothing and answering nothing', () => {
    const fit = answerFit('Add 4 units of "Purelune Face Moisturizer" to my shopping cart.', '');
    expect(Object.values(fit).every((v) => v === false)).toBe(true);
    expect(answerFit('Add it to my cart.', 'Done').unaskedAnswer).toBe(true);
  });
});

describe('grounding', () => {
  const page = (texts: string[], url = 'http://shop.test/wishlist/'): Observation => ({
    url,
    title: 'My Wish List',
    html: '',
    elements: [],
    texts: texts.map((text) => ({
      text,
      tag: 'p',
      bbox: [0, 0, 10, 10] as [number, number, number, number],
    })),
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url, title: 'My Wish List' }],
    activeTab: 0,
  });
  const of = (intent: string, texts: string[], typed: string[] = []) =>
    grounding(
      analyzeOutcome({
        intent,
        history: typed.map((argument) => ({
          url: 'http://shop.test/account/',
          response: `do(action="Type", argument="${argument}", element="1")`,
          action: { kind: 'do' as const, action: 'Type' as const, argument, element: '1' },
        })),
        finalObservation: page(texts),
      }),
    );

  it('tells the product the instruction quotes from a sibling with most of its words', () => {
    const intent = 'Add "Ugrove Magnetic Wall Charger, 6 ft" to my wish list.';
    expect(of(intent, ['Ugrove Magnetic Wall Charger, 6 ft has been added to your Wish List'])).toMatchObject(
      {
        quotedFound: 1,
        quotedTotal: 1,
      },
    );
    expect(
      of(intent, ['Ugrove Fast Wall Charger, Lightning has been added to your Wish List']),
    ).toMatchObject({
      quotedFound: 0,
      quotedTotal: 1,
    });
  });

  it('matches numbers whatever their leading zeros, on the page or typed, and names verbatim', () => {
    const intent = 'What is the status of my order number 184?';
    expect(of(intent, ['Order # 000000184', 'Complete'])).toMatchObject({ numbersFound: 1, numbersTotal: 1 });
    expect(of(intent, ['Order # 000000028', 'Canceled'])).toMatchObject({ numbersFound: 0, numbersTotal: 1 });
    expect(of('Set my zip code to 94102.', ['Saved'], ['94102'])).toMatchObject({ numbersFound: 1 });
    const names = of('What is the zip code of Morning Glory Inn?', ['Morning Glory Inn', '12 Elm St']);
    expect(names).toMatchObject({ namesFound: 1, namesTotal: 1 });
  });
});
