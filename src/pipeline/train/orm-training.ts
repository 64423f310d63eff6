// Training the embedded ORM on evaluator-labelled trajectories of training tasks: once in phase 0,
// and again after every online phase's rollouts when `train.retrainOrm` is on (WebRL keeps its ORM
// fixed; ours is small enough to learn from the rollouts it misjudges). Test tasks never enter.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deriveSeed, type Trajectory, writeJsonAtomic } from '../../core/index.js';
import { readTraceFolder, VabTraceWriter } from '../../env/index.js';
import {
  CORRUPTION_KINDS,
  type EmbeddedRewardModel,
  evaluateRewardModel,
  trainRewardModel,
} from '../../models/index.js';
import { labelOf, type RewardRecord } from '../reward-dataset.js';
import type { StageContext } from '../stage-runner.js';
import { readPhaseRollouts } from './phase-tasks.js';
import type { TrainContext } from './train-context.js';

/** Every fifth task is held out to measure the ORM on trajectories it did not see. */
const isHeldOut = (record: RewardRecord) => record.trajectory.taskId % 5 === 0;

export interface OrmTrainingResult {
  orm: EmbeddedRewardModel;
  heldOutAccuracy: number;
  /** Positives and negatives of each source of the records. */
  counts: Record<string, { positive: number; negative: number }>;
}

/**
 * An ORM stage's work (phase 0, and each phase with train.retrainOrm): trains a fresh ORM on the
 * records' training part, measures it on the held-out part, saves it as `phase`'s ORM with the
 * counts of its training set beside it, and records the stage's ORM metrics.
 */
export async function trainAndSaveOrm(
  ctx: TrainContext,
  records: readonly RewardRecord[],
  phase: number,
  stage: StageContext,
): Promise<OrmTrainingResult> {
  const { orm, heldOutAccuracy, finalLoss } = await trainOrmWithHoldOut(ctx, records, phase);
  ctx.models.save(phase, 'orm', orm, { stage: 'orm', trajectories: records.length });
  const counts = countBySource(records);
  writeJsonAtomic(`${ctx.run.checkpointDir(phase, 'orm')}/training-set.json`, counts);
  stage.metrics({
    'orm/heldout_accuracy': heldOutAccuracy,
    'orm/train_trajectories': records.length,
    'orm/final_loss': finalLoss,
  });
  return { orm, heldOutAccuracy, counts };
}

/** Trains a fresh ORM on the records' training part and measures it on the held-out part. */
async function trainOrmWithHoldOut(
  ctx: TrainContext,
  records: readonly RewardRecord[],
  phase: number,
): Promise<{ orm: EmbeddedRewardModel; heldOutAccuracy: number; finalLoss: number }> {
  const orm = await ctx.models.newOrm(ctx.config.train.ormMembers);
  const report = await trainRewardModel(
    orm,
    records.filter((r) => !isHeldOut(r)),
    {
      epochs: ctx.config.train.ormEpochs,
      bagDropout: ctx.config.train.ormBagDropout,
      // Phase 0 keeps the seed it always had, so existing runs' ORMs train the same.
      seed: phase === 0 ? ctx.config.seed : deriveSeed(ctx.config.seed, 'orm', phase),
      onStep: (p) =>
        ctx.progress(`phase ${phase} · orm step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`),
    },
  );
  const accuracy = await evaluateRewardModel(orm, records.filter(isHeldOut));
  return { orm, heldOutAccuracy: accuracy.accuracy, finalLoss: report.losses.at(-1) ?? 0 };
}

/**
 * Keeps phase 0's corrupted replays, so that a retrained ORM learns from them too. A task's k-th
 * replay of a kind is its draw k (buildRewardDataset lists the draws in order), in a folder of its own
 * because traces are named by task.
 */
export function saveCorruptions(ctx: TrainContext, records: readonly RewardRecord[]): void {
  rmSync(join(ctx.run.phaseDir(0), 'orm-corruptions'), { recursive: true, force: true });
  for (const kind of CORRUPTION_KINDS) {
    const writers: VabTraceWriter[] = [];
    const drawOfTask = new Map<number, number>();
    for (const r of records) {
      if (r.source !== kind) continue;
      const draw = drawOfTask.get(r.trajectory.taskId) ?? 0;
      drawOfTask.set(r.trajectory.taskId, draw + 1);
      writers[draw] ??= new VabTraceWriter(ctx.run.ormCorruptionsDir(kind, draw));
      writers[draw].write(r.trajectory);
    }
  }
}

/** Phase 0's saved corrupted replays of `kind`, every draw. */
function savedCorruptions(ctx: TrainContext, kind: string): Trajectory[] {
  const out: Trajectory[] = [];
  for (let draw = 0; existsSync(ctx.run.ormCorruptionsDir(kind, draw)); draw++)
    out.push(...readTraceFolder(ctx.run.ormCorruptionsDir(kind, draw)));
  return out;
}

/**
 * The retrained ORM's data after `phase`'s rollouts: phase 0's set (the demonstrations, the corrupted
 * replays when the run kept them, the seed rollouts) and the rollouts of phases 1..phase whose tasks
 * have an evaluator, all labelled by the evaluators.
 */
export function ormRecordsThrough(ctx: TrainContext, phase: number): RewardRecord[] {
  const records: RewardRecord[] = readTraceFolder(ctx.run.demonstrationsDir).map((trajectory) => ({
    trajectory,
    label: 1,
    source: 'demonstration',
  }));
  for (const kind of CORRUPTION_KINDS) {
    for (const trajectory of savedCorruptions(ctx, kind))
      records.push({ trajectory, label: labelOf(trajectory), source: kind });
  }
  for (let p = 0; p <= phase; p++) {
    for (const trajectory of readPhaseRollouts(ctx, p)) {
      // A task an LLM wrote has no evaluator: its score is missing, so it cannot teach the ORM.
      if (trajectory.evaluatorScore === undefined) continue;
      records.push({ trajectory, label: labelOf(trajectory), source: 'policy' });
    }
  }
  return records;
}

/** Positives and negatives of each source, written beside the checkpoint. */
function countBySource(
  records: readonly RewardRecord[],
): Record<string, { positive: number; negative: number }> {
  const counts: Record<string, { positive: number; negative: number }> = {};
  for (const r of records) {
    counts[r.source] ??= { positive: 0, negative: 0 };
    counts[r.source]![r.label >= 0.5 ? 'positive' : 'negative'] += 1;
  }
  return counts;
}
