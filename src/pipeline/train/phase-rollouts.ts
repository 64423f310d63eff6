// A phase's rollouts: the actor the phase starts from attempts each task once at temperature 1
// (WebRL), each trajectory is labelled by the ORM (what training uses) and, where the task has an
// evaluator, scored by it too — only to measure the ORM.
import { rmSync } from 'node:fs';
import { deriveSeed, type TaskConfig, type Trajectory } from '../../core/index.js';
import { isMiniwobTask, readTraceFolder, VabTraceWriter } from '../../env/index.js';
import { ormAccuracy } from '../../eval/index.js';
import type { RewardModel } from '../../models/index.js';
import { rewardInputOf } from '../../models/index.js';
import { agentEpisodes, runEvaluatedEpisodes } from '../evaluated-episodes.js';
import type { StageContext } from '../stage-runner.js';
import { readPhaseTasks } from './phase-tasks.js';
import { episodeProgressLine } from './progress.js';
import { checkServedScoring, needsServedScoring } from './replay-scoring-check.js';
import type { TrainContext } from './train-context.js';

export async function phaseRolloutsStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const tasks = readPhaseTasks(ctx, phase);
  const actor = await ctx.models.policyAt(phase - 1);
  // This phase's processing scores the demonstrations with a served actor: checked before the
  // rollouts (a run resumed here, or one whose phase 0 was adopted, was not checked in phase 0).
  if (needsServedScoring(ctx)) await checkServedScoring(ctx, readTraceFolder(ctx.run.demonstrationsDir));
  // A rollout stage cut short starts over: its episodes repeat exactly under the same seeds.
  rmSync(ctx.run.rolloutsDir(phase), { recursive: true, force: true });
  const writer = new VabTraceWriter(ctx.run.rolloutsDir(phase));
  const started = performance.now();
  const all = await runEvaluatedEpisodes({
    ...ctx.runner,
    tasks,
    agent: actor,
    temperature: ctx.config.train.rolloutTemperature,
    taskSet: `phase-${phase}`,
    seed: deriveSeed(ctx.config.seed, 'rollouts', phase),
    traceWriter: writer,
    onEpisode: episodeProgressLine(
      `phase ${phase}/${ctx.config.train.phases} · rollouts`,
      tasks.length,
      ctx.progress,
    ),
  });
  const seconds = (performance.now() - started) / 1000;
  // Tasks an LLM generated carry WebRL's dummy evaluator ("N/A"): their score means nothing.
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  const rollouts = agentEpisodes(all).map((t) => {
    if (hasGroundTruth(byId.get(t.taskId))) return t;
    writer.clearEvaluatorScore(t.taskId);
    return withoutScore(t);
  });
  const evaluatorSuccess = mean(rollouts.map((t) => ((t.evaluatorScore ?? 0) >= 1 ? 1 : 0)));
  const steps = rollouts.reduce((n, t) => n + t.steps.length, 0);
  stage.metrics({
    'env/rollouts': rollouts.length,
    'env/rollout_errors': all.length - rollouts.length,
    'env/rollout_success_evaluator': evaluatorSuccess,
    'env/steps': steps,
    'env/steps_per_s': steps / Math.max(seconds, 1e-3),
  });
  // The evaluator labels rollouts (`source.labels`; MiniWoB++'s page reward by default there): no ORM.
  if (ctx.source.labels === 'evaluator')
    return { rollouts: rollouts.length, evaluatorSuccess, labels: 'evaluator' };

  const orm = await ormFor(ctx, phase);
  const scores = await orm.scores(rollouts.map(rewardInputOf));
  for (const [i, t] of rollouts.entries()) writer.setOrmScore(t.taskId, scores[i]!);
  const agreement = ormAccuracy(rollouts.map((t, i) => ({ ...t, ormScore: scores[i]! })));
  const ormSuccess = mean(scores.map((p) => (p >= 0.5 ? 1 : 0)));
  stage.metrics({
    'env/rollout_success_orm': ormSuccess,
    ...(agreement.accuracy !== null ? { 'orm/accuracy': agreement.accuracy } : {}),
    ...(agreement.precision !== null ? { 'orm/precision': agreement.precision } : {}),
    ...(agreement.recall !== null ? { 'orm/recall': agreement.recall } : {}),
  });
  return { rollouts: rollouts.length, ormSuccess, evaluatorSuccess, orm: agreement };
}

/** The ORM of phase 0, fixed as in WebRL, or the one retrained after the previous phase (train.retrainOrm). */
function ormFor(ctx: TrainContext, phase: number): Promise<RewardModel> {
  return ctx.models.rewardModelAt(ctx.config.train.retrainOrm ? phase - 1 : 0);
}

/** Built-in template instances have real evaluators (MiniWoB++ pages score themselves); tasks an LLM wrote do not. */
function hasGroundTruth(task: TaskConfig | undefined): boolean {
  if (task && isMiniwobTask(task)) return true;
  return task !== undefined && !(task.webrl?.generator && !task.webrl.generator.startsWith('embedded'));
}

function withoutScore(trajectory: Trajectory): Trajectory {
  const { evaluatorScore: _dropped, ...rest } = trajectory;
  return rest;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
