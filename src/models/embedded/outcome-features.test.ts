import { describe, expect, it } from 'vitest';
import { answerFit } from './outcome-features.js';

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
