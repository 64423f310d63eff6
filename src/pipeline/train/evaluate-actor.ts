// The evaluation after each phase: the phase's actor on the test tasks, greedy, as WebRL evaluates;
// results in `phase-XX/eval/` and `eval/success` metrics per Table 1 column (and, on MiniWoB++, per
// task page), with success on training templates and on test-only templates beside them on the
// built-in sites, and success by the steps the oracle needed (oracle-required-steps.ts) in summary.json.
import { RuleJudge, TEST_ONLY_TEMPLATES, TRAINING_TEMPLATES } from '../../eval/index.js';
import { evalSuccessMetrics } from '../eval-summary.js';
import { evaluateTasks } from '../evaluate-tasks.js';
import type { StageContext } from '../stage-runner.js';
import { successByTask } from '../success-by-task.js';
import { oracleRequiredSteps } from './oracle-required-steps.js';
import { episodeProgressLine } from './progress.js';
import type { TrainContext } from './train-context.js';

const TEMPLATE_KIND_METRICS: Record<string, string> = {
  [TRAINING_TEMPLATES]: 'eval/success_training_templates',
  [TEST_ONLY_TEMPLATES]: 'eval/success_test_only_templates',
};

/** What the eval stage keeps in state.json. */
export interface PhaseEvalResult {
  tasks: number;
  success: number;
  perSite: Record<string, number>;
  /** Success per task family (`miniwob/click-button`): on MiniWoB++, where papers report per task. */
  perTask?: Record<string, number>;
}

export async function evaluateActor(
  ctx: TrainContext,
  phase: number,
  stage: StageContext,
): Promise<PhaseEvalResult> {
  const requiredSteps = await oracleRequiredSteps(ctx);
  const actor = await ctx.models.policyAt(phase);
  const progress = episodeProgressLine(`phase ${phase} · eval`, ctx.source.evalTasks.length, ctx.progress);
  const summary = await evaluateTasks({
    tasks: ctx.source.evalTasks,
    agent: actor,
    slots: ctx.runner.slots,
    pool: ctx.runner.pool,
    envConfig: ctx.runner.config,
    judge: ctx.runner.judge ?? new RuleJudge(),
    helpers: ctx.runner.helpers,
    outDir: ctx.run.evalDir(phase),
    temperature: ctx.config.train.evalTemperature,
    seed: ctx.config.seed,
    screenshots: ctx.config.env.screenshots,
    taskSet: `${ctx.source.name}:test`,
    ...(requiredSteps ? { requiredSteps } : {}),
    onEpisode: (_result, done, trajectory) => {
      if (trajectory) progress(trajectory, done);
    },
  });
  const perSite: Record<string, number> = {};
  for (const { value, labels } of evalSuccessMetrics(summary)) {
    stage.metrics({ 'eval/success': value }, undefined, labels);
    perSite[labels.site] = value;
  }
  if (ctx.source.name === 'builtin') {
    // Two curves: test tasks of templates trained on, and of test-only templates (generalisation).
    // MiniWoB++ trains on every page it tests, so there they would only repeat the average.
    for (const bucket of summary.byTemplateKind ?? []) {
      const name = TEMPLATE_KIND_METRICS[bucket.bucket];
      if (name && bucket.rate !== null) stage.metrics({ [name]: bucket.rate });
    }
    return { tasks: summary.total, success: perSite.all ?? 0, perSite };
  }
  const perTask: Record<string, number> = {};
  for (const row of successByTask(summary.results)) {
    stage.metrics({ 'eval/success': row.rate }, undefined, { task: row.task });
    perTask[row.task] = row.rate;
  }
  return { tasks: summary.total, success: perSite.all ?? 0, perSite, perTask };
}
