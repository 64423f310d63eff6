import { describe, expect, it } from 'vitest';
import { trajectoryFolds, trajectoryKey } from './cross-fit.js';
import { buildStepSamples } from './step-records.js';
import { trajectory } from './test-trajectories.js';

const records = Array.from({ length: 40 }, (_, id) =>
  buildStepSamples(trajectory(id, `task ${id}`, ['a', 'b', 'c'], id % 2), {
    reward: id % 2,
    gamma: 0.9,
    phase: 1 + (id % 3),
    source: 'rollout',
  }),
)
  .flat()
  .map((s) => s.record);

describe('trajectoryFolds', () => {
  it('puts every step of a trajectory in the same fold and uses every fold', () => {
    const folds = trajectoryFolds(records, 3, 7);
    const foldOfTrajectory = new Map<string, number>();
    records.forEach((record, i) => {
      const key = trajectoryKey(record);
      expect(foldOfTrajectory.get(key) ?? folds[i]).toBe(folds[i]);
      foldOfTrajectory.set(key, folds[i]!);
    });
    expect(new Set(folds)).toEqual(new Set([0, 1, 2]));
  });

  it('is fixed by the seed and changes with it', () => {
    expect(trajectoryFolds(records, 2, 7)).toEqual(trajectoryFolds(records, 2, 7));
    expect(trajectoryFolds(records, 2, 7)).not.toEqual(trajectoryFolds(records, 2, 8));
  });

  it('puts everything in fold 0 when there is one fold', () => {
    expect(new Set(trajectoryFolds(records, 1, 7))).toEqual(new Set([0]));
  });
});

describe('trajectoryKey', () => {
  it('tells apart the same task id in two phases', () => {
    const [a, b] = [records[0]!, { ...records[0]!, phase: records[0]!.phase + 1 }];
    expect(trajectoryKey(a)).not.toBe(trajectoryKey(b));
  });
});
