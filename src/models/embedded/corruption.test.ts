import { describe, expect, it } from 'vitest';
import { parseAction } from '../../core/index.js';
import { CORRUPTION_KINDS, planCorruption } from './corruption.js';
import { seededRandom } from './random.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';

const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 8, seededRandom(5));

describe('planCorruption', () => {
  it('stops early with an answer from that page (truncated)', () => {
    for (const demo of demos) {
      const plan = planCorruption(demo, 'truncated', seededRandom(demo.taskId))!;
      expect(plan.responses.length).toBe(plan.step + 1);
      expect(plan.responses.slice(0, plan.step)).toEqual(
        demo.steps.slice(0, plan.step).map((s) => s.response),
      );
      expect(plan.responses.at(-1)).toMatch(/^exit\(/);
      expect(plan.responses.at(-1)).not.toBe(demo.steps.at(-1)!.response);
    }
  });

  it('keeps the steps and changes the answer (wrong-answer)', () => {
    for (const demo of demos) {
      const plan = planCorruption(demo, 'wrong-answer', seededRandom(1))!;
      expect(plan.responses.slice(0, -1)).toEqual(demo.steps.slice(0, -1).map((s) => s.response));
      const answer = parseAction(plan.responses.at(-1)!);
      expect(answer.ok && answer.action.kind).toBe('exit');
      expect(plan.responses.at(-1)).not.toBe(demo.steps.at(-1)!.response);
    }
  });

  it('replaces one non-exit step by another parsable action (replaced-step)', () => {
    for (const demo of demos) {
      const plan = planCorruption(demo, 'replaced-step', seededRandom(2))!;
      const changed = plan.responses.flatMap((r, i) => (r === demo.steps[i]!.response ? [] : [i]));
      expect(changed).toEqual([plan.step]);
      const replaced = parseAction(plan.responses[plan.step]!);
      expect(replaced.ok && replaced.action.kind).toBe('do');
    }
  });

  it('repeats under a seed and gives up on demonstrations too short for the kind', () => {
    for (const kind of CORRUPTION_KINDS) {
      expect(planCorruption(demos[0]!, kind, seededRandom(3))).toEqual(
        planCorruption(demos[0]!, kind, seededRandom(3)),
      );
    }
    const oneStep = { ...demos[0]!, steps: demos[0]!.steps.slice(-1) };
    expect(planCorruption(oneStep, 'truncated', seededRandom(1))).toBeNull();
    expect(planCorruption(oneStep, 'replaced-step', seededRandom(1))).toBeNull();
  });
});
