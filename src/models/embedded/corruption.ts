// Corrupted demonstrations: scripts that replay a demonstration with one thing wrong, so the reward
// model sees near-misses (an early stop, a wrong answer, a wrong step) beside the successes. The
// pipeline replays each script in a real episode and labels it with the task's evaluator.
import { type Action, contextAt, formatAction, type Trajectory } from '../../core/index.js';
import { candidateAction, enumerateCandidates } from './candidates.js';
import { analyzeContext } from './context-analysis.js';

export const CORRUPTION_KINDS = ['truncated', 'wrong-answer', 'replaced-step'] as const;
export type CorruptionKind = (typeof CORRUPTION_KINDS)[number];

/** A script: the responses to give, in order; the episode ends at its exit. */
export interface CorruptionPlan {
  kind: CorruptionKind;
  responses: string[];
  /** The step that was changed (for truncated: where it stops). */
  step: number;
}

/** Every candidate action at a step of a trajectory, other than `except`. */
function alternatives(
  trajectory: Trajectory,
  index: number,
  keep: (a: Action) => boolean,
  except: string,
): string[] {
  const set = enumerateCandidates(analyzeContext(contextAt(trajectory, index)));
  const out: string[] = [];
  for (const head of set.heads) {
    for (const arg of head.args ?? [undefined]) {
      const action = candidateAction(head, arg);
      const response = formatAction(action);
      if (keep(action) && response !== except) out.push(response);
    }
  }
  return out;
}

const isExit = (a: Action) => a.kind === 'exit';
const isNotExit = (a: Action) => a.kind !== 'exit';
const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];

/**
 * A corrupted copy of a demonstration, or null when the demonstration is too short for that kind.
 * truncated: stops at a random earlier step with an answer from that page; wrong-answer: the same
 * steps with another answer from the last page; replaced-step: one non-final step replaced by
 * another candidate action, the rest replayed as demonstrated.
 */
export function planCorruption(
  demo: Trajectory,
  kind: CorruptionKind,
  random: () => number,
): CorruptionPlan | null {
  const responses = demo.steps.map((s) => s.response);
  const n = responses.length;
  if (n === 0) return null;
  const last = demo.steps[n - 1]!;
  switch (kind) {
    case 'truncated': {
      if (n < 2) return null;
      const step = Math.floor(random() * (n - 1));
      const answer = pick(alternatives(demo, step, isExit, last.response), random);
      return answer ? { kind, step, responses: [...responses.slice(0, step), answer] } : null;
    }
    case 'wrong-answer': {
      if (last.action?.kind !== 'exit') return null;
      const answer = pick(alternatives(demo, n - 1, isExit, last.response), random);
      return answer ? { kind, step: n - 1, responses: [...responses.slice(0, n - 1), answer] } : null;
    }
    case 'replaced-step': {
      const steps = demo.steps.flatMap((s, i) => (s.action && s.action.kind !== 'exit' ? [i] : []));
      const step = pick(steps, random);
      if (step === undefined) return null;
      const replacement = pick(alternatives(demo, step, isNotExit, responses[step]!), random);
      if (!replacement) return null;
      const changed = [...responses];
      changed[step] = replacement;
      return { kind, step, responses: changed };
    }
  }
}
