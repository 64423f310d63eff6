// The ORM retrained after a phase's rollouts (`train.retrainOrm`, off by default: WebRL trains its
// ORM once and keeps it fixed). The next phase's rollouts are labelled by the retrained one.
import { writeJsonAtomic } from '../../core/index.js';
import type { StageContext } from '../stage-runner.js';
import { countBySource, ormRecordsThrough, trainOrmWithHoldOut } from './orm-training.js';
import type { TrainContext } from './train-context.js';

/** Whether phases retrain the ORM: asked for, the ORM labels the rollouts, and it is ours to train. */
export function retrainsOrm(ctx: TrainContext): boolean {
  return ctx.config.train.retrainOrm && ctx.source.labels === 'orm' && !ctx.models.external.orm;
}

export async function phaseOrmStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const records = ormRecordsThrough(ctx, phase);
  const { orm, heldOutAccuracy, finalLoss } = await trainOrmWithHoldOut(ctx, records, phase);
  ctx.models.save(phase, 'orm', orm, { stage: 'orm', trajectories: records.length });
  const counts = countBySource(records);
  writeJsonAtomic(`${ctx.run.checkpointDir(phase, 'orm')}/training-set.json`, counts);
  stage.metrics({
    'orm/heldout_accuracy': heldOutAccuracy,
    'orm/train_trajectories': records.length,
    'orm/final_loss': finalLoss,
  });
  return {
    trajectories: records.length,
    policy: counts.policy ?? { positive: 0, negative: 0 },
    heldOutAccuracy,
  };
}
