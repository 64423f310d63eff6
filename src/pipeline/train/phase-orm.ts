// The ORM retrained after a phase's rollouts (`train.retrainOrm`, off by default: WebRL trains its
// ORM once and keeps it fixed). The next phase's rollouts are labelled by the retrained one.
import type { StageContext } from '../stage-runner.js';
import { ormRecordsThrough, trainAndSaveOrm } from './orm-training.js';
import type { TrainContext } from './train-context.js';

/** Whether phases retrain the ORM: asked for, the ORM labels the rollouts, and it is ours to train. */
export function retrainsOrm(ctx: TrainContext): boolean {
  return ctx.config.train.retrainOrm && ctx.source.labels === 'orm' && !ctx.models.external.orm;
}

export async function phaseOrmStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const records = ormRecordsThrough(ctx, phase);
  const { heldOutAccuracy, counts } = await trainAndSaveOrm(ctx, records, phase, stage);
  return {
    trajectories: records.length,
    policy: counts.policy ?? { positive: 0, negative: 0 },
    heldOutAccuracy,
  };
}
