// The error types of WebRL's failure analysis (paper Fig. 3): fail to recover, get stuck midway,
// stop at a wrong page, fail to make a reasonable attempt. The paper sorted failures by hand; these
// are written rules over the trace so that anyone can check a label against the episode. The rules
// are tried in order and the first that holds names the error:
//
// 1. fail_to_recover — the agent made a mistake and did not adjust: the episode ended because
//    `maxConsecutiveParseFailures` outputs in a row did not parse (stop reason `parse_failures`), or
//    a step failed (parse or execution error, shown to the agent in the next observation) and the
//    very next step sent the same response again.
// 2. stuck_midway — the agent neither finished nor gave up: it hit the step budget (`max_steps`) or
//    repeated one action until the repeat rule stopped it (`repeated_actions`, a loop). An episode
//    that used its whole budget while sending one response 3 or more times from the same page (URL
//    and scroll position, so scrolling down a long page is not a loop) is also reported as a loop.
// 3. no_reasonable_attempt — the agent exited without one effective action: every step before the
//    exit was a scroll, or failed. (It answered from the start page, or after only looking around.)
// 4. stop_at_wrong_page — the agent exited after acting on the site, but the evaluators (or the ORM)
//    say the task is not done: it stopped on the wrong page, or with the wrong answer there.
//
// A page that scores its own task (MiniWoB++) may end the episode itself (stop reason `task_done`):
// a wrong final click or submit, or its time limit. Rules 3 and 4 then apply in the same way — no
// effective action before the page ended it, or some — and the rule's text says the page ended the
// episode, with its raw reward and reason, since the agent did not exit.
//
// Episodes that succeeded have no error type; episodes the infrastructure ended (stop reason
// `error`) are `infrastructure`, which is not an agent error and not one of the paper's types.
import type { Trajectory, TrajectoryStep } from '../core/index.js';
import { outcomeOf } from './episode-outcome.js';

export const ERROR_TYPES = [
  'fail_to_recover',
  'stuck_midway',
  'stop_at_wrong_page',
  'no_reasonable_attempt',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** How reports name the types (the paper's wording). */
export const ERROR_TYPE_LABELS: Readonly<Record<ErrorType | 'infrastructure', string>> = {
  fail_to_recover: 'Fail to recover',
  stuck_midway: 'Get stuck midway',
  stop_at_wrong_page: 'Stop at wrong page',
  no_reasonable_attempt: 'Fail to make reasonable attempt',
  infrastructure: 'Infrastructure (not an agent error)',
};

/** A failed episode's error type and the rule that named it, in words. */
export interface ErrorClassification {
  type: ErrorType | 'infrastructure';
  /** Which rule fired, with the step it points at, e.g. `step 3 repeated the failed response of step 2`. */
  rule: string;
}

/** A (URL, scroll position, response) seen this often in one episode is a loop (rule 2). */
export const LOOP_REVISITS = 3;

const SCROLLS: ReadonlySet<string> = new Set(['Scroll Up', 'Scroll Down']);

/** Whether a step changed anything: an action other than scrolling that ran without error. */
function isEffective(step: TrajectoryStep): boolean {
  return step.action?.kind === 'do' && step.error === undefined && !SCROLLS.has(step.action.action);
}

function unrecoveredMistake(steps: readonly TrajectoryStep[]): string | null {
  for (let i = 0; i + 1 < steps.length; i++) {
    const step = steps[i]!;
    if (step.error !== undefined && steps[i + 1]!.response.trim() === step.response.trim()) {
      return `step ${i + 1} repeated the failed response of step ${i} (${step.error})`;
    }
  }
  return null;
}

function revisitedPair(steps: readonly TrajectoryStep[]): string | null {
  const seen = new Map<string, number>();
  for (const step of steps) {
    const key = `${step.observation.url}\u0000${step.observation.scroll.y}\u0000${step.response.trim()}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count >= LOOP_REVISITS) return `"${step.response.trim()}" on ${step.observation.url} ${count} times`;
  }
  return null;
}

/** What an episode's classification reads: the trace and its verdicts. */
export type ClassifiedTrajectory = Pick<
  Trajectory,
  'steps' | 'stopReason' | 'evaluatorScore' | 'ormScore' | 'pageOutcome'
>;

const actions = (n: number) => `${n} effective action${n === 1 ? '' : 's'}`;

/** How a page-ended episode ended: `the page ended the episode with raw reward -1 (timed out)`. */
function pageEnded(trajectory: ClassifiedTrajectory): string {
  const outcome = trajectory.pageOutcome;
  if (!outcome) return 'the page ended the episode';
  return `the page ended the episode with raw reward ${outcome.rawReward}${outcome.reason ? ` (${outcome.reason})` : ''}`;
}

/**
 * The error type of a failed episode under the rules above; null when the episode succeeded or
 * nobody judged it (no evaluator score, no ORM score).
 */
export function classifyFailure(trajectory: ClassifiedTrajectory): ErrorClassification | null {
  const { steps, stopReason } = trajectory;
  if (stopReason === 'error') return { type: 'infrastructure', rule: 'the browser or a site failed' };
  if (outcomeOf(trajectory).success !== false) return null;

  if (stopReason === 'parse_failures') {
    return { type: 'fail_to_recover', rule: 'stopped after consecutive unparsable outputs' };
  }
  const mistake = unrecoveredMistake(steps);
  if (mistake) return { type: 'fail_to_recover', rule: mistake };

  if (stopReason === 'repeated_actions') {
    return { type: 'stuck_midway', rule: 'loop: stopped for repeating one action' };
  }
  if (stopReason === 'max_steps') {
    const loop = revisitedPair(steps);
    return { type: 'stuck_midway', rule: loop ? `loop: ${loop}` : `used all ${steps.length} steps` };
  }

  const acted = steps.filter(isEffective).length;
  if (stopReason === 'task_done') {
    return acted === 0
      ? { type: 'no_reasonable_attempt', rule: `${pageEnded(trajectory)} before any effective action` }
      : { type: 'stop_at_wrong_page', rule: `${pageEnded(trajectory)} after ${actions(acted)}` };
  }
  if (acted === 0) {
    return {
      type: 'no_reasonable_attempt',
      rule: 'exited without an effective action (only scrolls or failed steps)',
    };
  }
  return { type: 'stop_at_wrong_page', rule: `exited after ${acted} effective actions, task not done` };
}

/** How many failures of each type, plus successes and unjudged episodes. */
export interface ErrorTypeCounts {
  episodes: number;
  successes: number;
  failures: number;
  unjudged: number;
  byType: Record<ErrorType | 'infrastructure', number>;
}

export function countErrorTypes(trajectories: readonly ClassifiedTrajectory[]): ErrorTypeCounts {
  const byType = Object.fromEntries([...ERROR_TYPES, 'infrastructure'].map((t) => [t, 0])) as Record<
    ErrorType | 'infrastructure',
    number
  >;
  const counts: ErrorTypeCounts = { episodes: 0, successes: 0, failures: 0, unjudged: 0, byType };
  for (const trajectory of trajectories) {
    counts.episodes += 1;
    const classification = classifyFailure(trajectory);
    if (classification) {
      counts.failures += 1;
      byType[classification.type] += 1;
    } else if (outcomeOf(trajectory).success) counts.successes += 1;
    else counts.unjudged += 1;
  }
  return counts;
}
