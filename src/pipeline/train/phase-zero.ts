// Phase 0 (WebRL's starting point): the oracle demonstrates training tasks, the actor imitates them
// (SFT), the SFT actor attempts other training tasks (the seeds of phase 1), the outcome reward model
// is trained on evaluator-labelled trajectories and then fixed, and the SFT actor is evaluated.
import { rmSync } from 'node:fs';
import type { TaskConfig, Trajectory } from '../../core/index.js';
import { readTraceFolder, VabTraceWriter } from '../../env/index.js';
import {
  type EmbeddedRewardModel,
  evaluateRewardModel,
  loadRewardModel,
  rewardInputOf,
  trainSft,
} from '../../models/index.js';
import { canonicalExits, collectDemonstrationBudget } from '../demonstrations.js';
import { agentEpisodes, runEvaluatedEpisodes } from '../evaluated-episodes.js';
import { buildRewardDataset, labelOf, type RewardRecord } from '../reward-dataset.js';
import type { StageContext } from '../stage-runner.js';
import { spreadOverTemplates } from '../task-selection.js';
import { evaluateActor } from './evaluate-actor.js';
import { saveCorruptions, trainAndSaveOrm } from './orm-training.js';
import { episodeProgressLine } from './progress.js';
import { checkServedScoring, needsServedScoring } from './replay-scoring-check.js';
import type { TrainContext } from './train-context.js';

/** Why the gradient stages skip a served policy. */
export const SERVED_POLICY_NOTE =
  'the actor is served by a model server; its gradient steps belong to the PyTorch learner, so it is not trained here';

export async function runPhaseZero(ctx: TrainContext): Promise<void> {
  const { stages, run, config, models } = ctx;
  const train = ctx.source.taskSets.train;

  await stages.stage(0, 'demonstrations', async (stage) => {
    const { demonstrations, unsolved, tried } = await collectDemonstrationBudget({
      ...ctx.runner,
      candidates: spreadOverTemplates(train),
      count: config.train.demonstrations,
      templates: ctx.source.templates,
      taskSet: 'builtin:train',
      onRound: (tasks, round) =>
        episodeProgressLine(
          round === 0 ? 'phase 0 · demonstrations' : 'phase 0 · demonstrations in place of unfinished ones',
          tasks.length,
          ctx.progress,
        ),
    });
    rmSync(run.demonstrationsDir, { recursive: true, force: true });
    const writer = new VabTraceWriter(run.demonstrationsDir);
    for (const demo of canonicalExits(demonstrations, tried)) writer.write(demo);
    stage.metrics({ 'sft/demonstrations': demonstrations.length, 'sft/oracle_unsolved': unsolved.length });
    return { demonstrations: demonstrations.length, unsolved: unsolved.length };
  });

  await stages.stage(0, 'sft', async (stage) => {
    if (models.external.policy) return { skipped: SERVED_POLICY_NOTE };
    const demonstrations = readTraceFolder(run.demonstrationsDir);
    const actor = await models.newActor();
    if (demonstrations.length === 0) {
      // No demonstrations (MiniWoB++ has no oracle): phase 1 starts from the untrained policy.
      models.save(0, 'actor', actor, { stage: 'sft', examples: 0 });
      stage.metrics({ 'sft/examples': 0 });
      return { examples: 0, untrained: true };
    }
    const report = await trainSft(actor, demonstrations, {
      epochs: config.train.sftEpochs,
      wordDropout: config.train.sftWordDropout,
      seed: config.seed,
      onStep: (p) => {
        if (p.step % 10 === 0 || p.step === p.totalSteps) stage.metrics({ 'sft/loss': p.loss }, p.step);
        ctx.progress(`phase 0 · sft step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`);
      },
    });
    models.save(0, 'actor', actor, { stage: 'sft', examples: report.examples });
    stage.metrics({ 'sft/examples': report.examples, 'sft/examples_per_s': report.examplesPerSecond });
    return { examples: report.examples, finalLoss: report.losses.at(-1) ?? null };
  });

  await stages.stage(0, 'seed-rollouts', async (stage) => {
    const demonstrations = readTraceFolder(run.demonstrationsDir);
    const demonstrated = new Set(demonstrations.map((d) => d.taskId));
    const tasks = spreadOverTemplates(train, config.train.seedRollouts, demonstrated);
    const actor = await models.policyAt(0);
    // A served actor whose server cannot score given text stops here, not at phase 1's processing.
    const scoringChecked = needsServedScoring(ctx) && (await checkServedScoring(ctx, demonstrations));
    rmSync(run.trainRolloutsDir, { recursive: true, force: true });
    const trajectories = await runEvaluatedEpisodes({
      ...ctx.runner,
      tasks,
      agent: actor,
      temperature: config.train.rolloutTemperature,
      taskSet: 'builtin:train',
      seed: config.seed,
      traceWriter: new VabTraceWriter(run.trainRolloutsDir),
      onEpisode: episodeProgressLine('phase 0 · seed rollouts', tasks.length, ctx.progress),
    });
    // An episode the infrastructure ended (stopReason 'error') is no attempt of the actor: the success
    // rate is over the episodes that ran, and the others are counted apart, as online rollouts are.
    const ran = agentEpisodes(trajectories);
    const errors = trajectories.length - ran.length;
    // No demonstration to score (MiniWoB++ has no oracle): a seed rollout's step instead.
    if (needsServedScoring(ctx) && !scoringChecked) await checkServedScoring(ctx, ran);
    const success = mean(ran.map((t) => ((t.evaluatorScore ?? 0) >= 1 ? 1 : 0)));
    stage.metrics({
      'env/seed_rollout_success': success,
      'env/seed_rollouts': ran.length,
      'env/seed_rollout_errors': errors,
    });
    return { rollouts: ran.length, errors, success };
  });

  await stages.stage(0, 'orm', async (stage) => {
    if (ctx.source.labels === 'evaluator')
      return { skipped: 'rollouts are labelled by the evaluator (source.labels)' };
    const rollouts = agentEpisodes(readTraceFolder(run.trainRolloutsDir));
    if (models.external.orm) {
      // A served ORM (WebRL's ORM-Llama) is used as it is: it only labels the seed rollouts here.
      const writer = new VabTraceWriter(run.trainRolloutsDir);
      const scores = await models.external.orm.scores(rollouts.map(rewardInputOf));
      for (const [i, t] of rollouts.entries()) writer.setOrmScore(t.taskId, scores[i]!);
      return { served: models.external.orm.name, labelled: rollouts.length };
    }
    if (config.train.ormFrom) return adoptOrm(ctx, config.train.ormFrom, rollouts, stage);
    const demonstrations = readTraceFolder(run.demonstrationsDir);
    const records = await ormTrainingSet(ctx, demonstrations, rollouts);
    saveCorruptions(ctx, records);
    const { orm, heldOutAccuracy } = await trainAndSaveOrm(ctx, records, 0, stage);
    await labelSeedRollouts(ctx, orm, rollouts);
    return { trajectories: records.length, heldOutAccuracy };
  });

  await stages.stage(0, 'eval', async (stage) => evaluateActor(ctx, 0, stage));
}

/** The seed rollouts get the ORM's labels: phase 1's seeds are the failures the ORM sees. */
async function labelSeedRollouts(
  ctx: TrainContext,
  orm: EmbeddedRewardModel,
  rollouts: readonly Trajectory[],
): Promise<void> {
  const writer = new VabTraceWriter(ctx.run.trainRolloutsDir);
  const scores = await orm.scores(rollouts.map(rewardInputOf));
  for (const [i, t] of rollouts.entries()) writer.setOrmScore(t.taskId, scores[i]!);
}

/**
 * train.ormFrom: phase 0's ORM is a checkpoint trained elsewhere, copied into the run (so that the
 * run holds every model it used) and measured against the evaluators on the seed rollouts.
 */
async function adoptOrm(
  ctx: TrainContext,
  from: string,
  rollouts: readonly Trajectory[],
  stage: StageContext,
) {
  const orm = await loadRewardModel(from, 'orm');
  // An adopted phase 0 (train.sftFrom) brought its own ORM and the count of its training set.
  rmSync(ctx.run.checkpointDir(0, 'orm'), { recursive: true, force: true });
  ctx.models.save(0, 'orm', orm, { stage: 'orm', from });
  await labelSeedRollouts(ctx, orm, rollouts);
  const { accuracy } = await evaluateRewardModel(
    orm,
    rollouts.map((t) => ({ trajectory: t, label: labelOf(t), source: 'policy' })),
  );
  stage.metrics({ 'orm/seed_rollout_accuracy': accuracy });
  return { from, seedRolloutAccuracy: accuracy };
}

/** Demonstrations (positives), replays of corrupted demonstrations, and the SFT actor's rollouts. */
async function ormTrainingSet(
  ctx: TrainContext,
  demonstrations: readonly Trajectory[],
  rollouts: readonly Trajectory[],
): Promise<RewardRecord[]> {
  const byId = new Map<number, TaskConfig>(ctx.source.taskSets.train.map((t) => [t.task_id, t]));
  const tasks = demonstrations.map((d) => byId.get(d.taskId)).filter((t): t is TaskConfig => t !== undefined);
  const corrupted = demonstrations.slice(0, ctx.config.train.ormCorruptions);
  const records = await buildRewardDataset({
    ...ctx.runner,
    tasks,
    demonstrations: corrupted,
    corruptionDraws: ctx.config.train.ormCorruptionDraws,
    taskSet: 'builtin:train',
    seed: ctx.config.seed,
    onEpisode: episodeProgressLine(
      'phase 0 · orm data',
      corrupted.length * 3 * ctx.config.train.ormCorruptionDraws,
      ctx.progress,
      () => 0,
    ),
  });
  // buildRewardDataset covers the corrupted subset's demonstrations; add the rest, then the rollouts.
  const covered = new Set(corrupted.map((d) => d.taskId));
  for (const demo of demonstrations) {
    if (!covered.has(demo.taskId)) records.push({ trajectory: demo, label: 1, source: 'demonstration' });
  }
  for (const rollout of rollouts) {
    records.push({
      trajectory: rollout,
      label: (rollout.evaluatorScore ?? 0) >= 0.5 ? 1 : 0,
      source: 'policy',
    });
  }
  return records;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
