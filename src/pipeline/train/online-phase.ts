// One online phase of WebRL (reference/webrl.md §7): tasks → rollouts (ORM-labelled) → [the ORM
// retrained, train.retrainOrm] → processing with replay → critic → actor → evaluation. Each is a
// stage: done once, skipped on --resume.
import { getAlgorithm } from '../../rl/index.js';
import { evaluateActor } from './evaluate-actor.js';
import { phaseProcessStage } from './phase-data.js';
import { phaseActorStage, phaseCriticStage } from './phase-learning.js';
import { phaseOrmStage, retrainsOrm } from './phase-orm.js';
import { phaseRolloutsStage } from './phase-rollouts.js';
import { phaseTasksStage } from './phase-tasks.js';
import type { TrainContext } from './train-context.js';

export async function runOnlinePhase(ctx: TrainContext, phase: number): Promise<void> {
  const { stages } = ctx;
  const algorithm = getAlgorithm(ctx.config.rl.algorithm);
  await stages.stage(phase, 'tasks', (stage) => phaseTasksStage(ctx, phase, stage));
  await stages.stage(phase, 'rollouts', (stage) => phaseRolloutsStage(ctx, phase, stage));
  if (retrainsOrm(ctx)) await stages.stage(phase, 'orm', (stage) => phaseOrmStage(ctx, phase, stage));
  await stages.stage(phase, 'process', (stage) => phaseProcessStage(ctx, phase, stage));
  if (algorithm.usesCritic)
    await stages.stage(phase, 'critic', (stage) => phaseCriticStage(ctx, phase, stage));
  await stages.stage(phase, 'actor', (stage) => phaseActorStage(ctx, phase, stage));
  await stages.stage(phase, 'eval', (stage) => evaluateActor(ctx, phase, stage));
}
