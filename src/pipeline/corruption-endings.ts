// Corrupted demonstrations that need no browser. A truncated or wrong-answer corruption replays the
// demonstration's own steps and then exits with another message, so it ends on a page the
// demonstration already recorded, in the same site state (the sites are deterministic; a replay
// reproduces every response of a same-seed run). Its evaluators can then be run from the record:
// string_match reads only the answer, and the page-reading evaluators (url_match, program_html) either
// are absent or read the demonstration's own final page, where they passed. Replaying such a script
// in Chromium spends a full episode to learn nothing more; these were half of phase 0's ORM replays.
import { parseAction, SITE_PLACEHOLDERS, type TaskConfig, type Trajectory } from '../core/index.js';
import { evaluateStringMatch, nltkWordTokenize } from '../eval/index.js';
import type { CorruptionPlan, Judge } from '../models/index.js';

/** Why a plan still needs a replay, or null when its ending can be scored from the record. */
export function replayReason(demo: Trajectory, plan: CorruptionPlan, task: TaskConfig): string | null {
  if (plan.kind === 'replaced-step') return 'a replaced step leads to pages the demonstration never saw';
  if (plan.step >= demo.steps.length) return 'the demonstration has no page at the exit step';
  if (!demo.steps.slice(0, plan.step).every((s, i) => s.response === plan.responses[i]))
    return 'the plan does not follow the demonstration up to its exit';
  const readsPage = task.eval.eval_types.some((type) => type !== 'string_match');
  const onDemoEnding = plan.step === demo.steps.length - 1 && demo.evaluatorScore === 1;
  if (readsPage && !onDemoEnding)
    return 'url_match or program_html would read a page state the demonstration was not scored on';
  // The references are compared with the slot's URLs put in; which slot the demonstration ran on is
  // not recorded, so a reference that names a site is left to a replay.
  const references = JSON.stringify([task.eval.reference_answers, task.eval.string_note]);
  if (Object.values(SITE_PLACEHOLDERS).some((p) => references.includes(p)))
    return 'the reference answer names a site URL';
  return null;
}

export interface RecordedEndingOptions {
  judge: Judge;
  taskSet: string;
}

/**
 * The corrupted trajectory and its evaluator score, built from the demonstration's record, or null
 * when `replayReason` says it needs a replay. The steps before the exit are the demonstration's;
 * the exit step sees the page the demonstration saw at that step.
 */
export async function recordedEnding(
  demo: Trajectory,
  plan: CorruptionPlan,
  task: TaskConfig,
  options: RecordedEndingOptions,
): Promise<Trajectory | null> {
  if (replayReason(demo, plan, task) !== null) return null;
  const response = plan.responses[plan.step]!;
  const parsed = parseAction(response);
  if (!parsed.ok || parsed.action.kind !== 'exit') return null;
  const answer = parsed.action.message;
  const exitStep = demo.steps[plan.step]!;
  // Every page-reading evaluator passed on this page (replayReason), so only the answer can fail.
  const score = task.eval.eval_types.includes('string_match')
    ? (
        await evaluateStringMatch({
          task,
          answer,
          // The harness runEvaluatedEpisodes scores replays with.
          mode: 'vab',
          tokenize: nltkWordTokenize,
          judge: options.judge,
        })
      ).score
    : 1;
  const started = Date.now();
  return {
    taskId: demo.taskId,
    taskSet: options.taskSet,
    intent: demo.intent,
    sites: [...demo.sites],
    steps: [
      ...demo.steps.slice(0, plan.step),
      {
        index: plan.step,
        prompt: exitStep.prompt,
        observation: exitStep.observation,
        response,
        action: parsed.action,
      },
    ],
    finalObservation: exitStep.observation,
    answer,
    stopReason: 'exit',
    evaluatorScore: score,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
  };
}
