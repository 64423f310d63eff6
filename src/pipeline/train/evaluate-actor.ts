// The evaluation after each phase: the phase's actor on the test tasks, greedy, as WebRL evaluates;
// results in `phase-XX/eval/` and `eval/success` metrics per Table 1 column.
import { RuleJudge } from '../../eval/index.js';
import { evalSuccessMetrics } from '../eval-summary.js';
import { evaluateTasks } from '../evaluate-tasks.js';
import type { StageContext } from '../stage-runner.js';
import { episodeProgressLine } from './progress.js';
import type { TrainContext } from './train-context.js';

/** What the eval stage keeps in state.json. */
export interface PhaseEvalResult {
  tasks: number;
  success: number;
  perSite: Record<string, number>;
}

export async function evaluateActor(
  ctx: TrainContext,
  phase: number,
  stage: StageContext,
): Promise<PhaseEvalResult> {
  const actor = await ctx.models.actorAt(phase);
  const progress = episodeProgressLine(`phase ${phase} · eval`, ctx.evalTasks.length, ctx.progress);
  const summary = await evaluateTasks({
    tasks: ctx.evalTasks,
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
    taskSet: 'builtin:test',
    onEpisode: (_result, done, trajectory) => {
      if (trajectory) progress(trajectory, done);
    },
  });
  const perSite: Record<string, number> = {};
  for (const { value, labels } of evalSuccessMetrics(summary)) {
    stage.metrics({ 'eval/success': value }, undefined, labels);
    perSite[labels.site] = value;
  }
  return { tasks: summary.total, success: perSite.all ?? 0, perSite };
}
