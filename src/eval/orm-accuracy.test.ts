// ORM against evaluators: the confusion matrix and the ratios drawn from it.
import { describe, expect, it } from 'vitest';
import { ormAccuracy } from './orm-accuracy.js';

describe('ormAccuracy', () => {
  it('counts ORM ≥ 0.5 against evaluator = 1 and derives accuracy, precision and recall', () => {
    const result = ormAccuracy([
      { ormScore: 0.9, evaluatorScore: 1 },
      { ormScore: 0.5, evaluatorScore: 1 },
      { ormScore: 0.7, evaluatorScore: 0 },
      { ormScore: 0.1, evaluatorScore: 1 },
      { ormScore: 0.2, evaluatorScore: 0 },
      { ormScore: 0.49, evaluatorScore: 0 },
    ]);
    expect(result.confusion).toEqual({
      truePositive: 2,
      falsePositive: 1,
      falseNegative: 1,
      trueNegative: 2,
    });
    expect(result.episodes).toBe(6);
    expect(result.accuracy).toBeCloseTo(4 / 6);
    expect(result.precision).toBeCloseTo(2 / 3);
    expect(result.recall).toBeCloseTo(2 / 3);
  });

  it('skips episodes without both scores or with VAB’s unscored −0.1, and reports empty ratios as null', () => {
    const result = ormAccuracy([
      { ormScore: 0.9 },
      { evaluatorScore: 1 },
      { ormScore: 0.9, evaluatorScore: -0.1 },
    ]);
    expect(result).toEqual({
      episodes: 0,
      confusion: { truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 0 },
      accuracy: null,
      precision: null,
      recall: null,
    });
  });
});
