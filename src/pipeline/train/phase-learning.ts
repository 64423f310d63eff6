// A phase's learning (WebRL §2): the critic first, on the phase's steps and the replay; then the
// actor with the algorithm's loss, the reference policy being a frozen copy of the actor the phase
// started from.
import { type AgentContext, contextAt, deriveSeed } from '../../core/index.js';
import type { CriticExample, EmbeddedCritic, EmbeddedPolicy } from '../../models/index.js';
import { type ActorDataInput, criticLoss, getAlgorithm, meanStateKl } from '../../rl/index.js';
import type { StageContext } from '../stage-runner.js';
import { advantageValues, criticExamples, startingCritic } from './advantage-values.js';
import { loadPhaseSamples } from './phase-data.js';
import { readPhaseRollouts } from './phase-tasks.js';
import { SERVED_POLICY_NOTE } from './phase-zero.js';
import type { TrainContext } from './train-context.js';
import { rolloutLabel } from './train-source.js';

export async function phaseCriticStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const samples = loadPhaseSamples(ctx, phase);
  const critic = await startingCritic(ctx, phase);
  const examples: CriticExample[] = criticExamples(samples);
  const report = await critic.learner().train(examples, criticLoss, {
    ...ctx.config.rl.critic,
    seed: ctx.config.seed + phase,
    onStep: (p) => {
      stage.metrics({ 'rl/critic_loss': p.loss, 'rl/critic_grad_norm': p.gradNorm }, p.step);
      ctx.progress(
        `phase ${phase}/${ctx.config.train.phases} · critic step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`,
      );
    },
  });
  ctx.models.save(phase, 'critic', critic, { stage: 'critic', examples: examples.length });
  const calibration = await criticCalibration(ctx, phase, critic);
  stage.metrics({
    'rl/critic_examples': examples.length,
    'critic/start_value': calibration.meanValue,
    'critic/start_success_orm': calibration.meanLabel,
    'critic/brier': calibration.brier,
  });
  return { examples: examples.length, finalLoss: report.losses.at(-1) ?? null, ...calibration };
}

/**
 * How well V(s0) predicts the phase's outcomes: mean value vs the ORM success rate of the phase's
 * rollouts at their first state, and the Brier score.
 */
async function criticCalibration(ctx: TrainContext, phase: number, critic: EmbeddedCritic) {
  const rollouts = readPhaseRollouts(ctx, phase).filter((t) => t.steps.length > 0);
  const values = await critic.values(rollouts.map((t) => contextAt(t, 0)));
  const labels = rollouts.map((t) => rolloutLabel(ctx.source.labels, t) ?? 0);
  const n = Math.max(1, rollouts.length);
  return {
    meanValue: values.reduce((a, b) => a + b, 0) / n,
    meanLabel: labels.reduce((a: number, b) => a + b, 0) / n,
    brier: brierScore(values, labels),
  };
}

/** Mean squared error of predicted probabilities against 0/1 outcomes. */
function brierScore(predictions: readonly number[], labels: readonly number[]): number {
  return predictions.reduce((sum, p, i) => sum + (p - labels[i]!) ** 2, 0) / Math.max(1, predictions.length);
}

export async function phaseActorStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const { rl } = ctx.config;
  if (ctx.models.external.policy) return { skipped: SERVED_POLICY_NOTE };
  const algorithm = getAlgorithm(rl.algorithm);
  const samples = loadPhaseSamples(ctx, phase);
  const actor = await ctx.models.actorAt(phase - 1);
  const reference = actor.snapshot();
  const items = samples.map((s) => ({ context: s.context, response: s.record.action }));

  const input: ActorDataInput = { samples };
  let valueBrier: number | undefined;
  if (algorithm.usesCritic) {
    const values = await advantageValues(samples, () => ctx.models.criticAt(phase), {
      folds: rl.advantageFolds,
      settings: rl.critic,
      seed: deriveSeed(ctx.config.seed, 'advantage-folds', phase),
      startingCritic: () => startingCritic(ctx, phase),
    });
    Object.assign(input, values);
    // How well the values behind the advantages predict outcomes (out of fold when cross-fitted).
    valueBrier = brierScore(
      values.values,
      samples.map((s) => s.record.trajectory_reward),
    );
  }
  if (algorithm.usesReference && rl.kl) input.refLogProbs = reference.logProbs(items);
  const examples = algorithm.actorExamples(input, rl);
  if (examples.length === 0) {
    // Nothing passed the algorithm's filter (e.g. no success to imitate): the actor stays as it was.
    ctx.models.save(phase, 'actor', actor, { stage: 'actor', examples: 0 });
    stage.metrics({ 'rl/actor_examples': 0 });
    return { examples: 0 };
  }
  const report = await actor.learner().train(examples, algorithm.actorLoss(rl), {
    ...rl.actor,
    seed: ctx.config.seed + phase,
    onStep: (p) => {
      stage.metrics({ 'rl/actor_loss': p.loss, 'rl/actor_grad_norm': p.gradNorm }, p.step);
      ctx.progress(
        `phase ${phase}/${ctx.config.train.phases} · actor step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`,
      );
    },
  });
  ctx.models.save(phase, 'actor', actor, {
    stage: 'actor',
    algorithm: algorithm.name,
    examples: examples.length,
  });

  // `rl/kl`: the mean of log π − log π_ref over the trained actions (kept under its old name for
  // existing runs; an estimate that can be negative). `rl/kl_exact`: KL(π ‖ π_ref) over every
  // candidate action at the trained states.
  const trained = examples.map((e) => ({ context: e.context, response: e.response }));
  const after = actor.logProbs(trained);
  const before = reference.logProbs(trained);
  const kl = after.reduce((sum, lp, i) => sum + (lp - before[i]!), 0) / trained.length;
  const klExact = exactKl(
    actor,
    reference,
    trained.map((t) => t.context),
  );
  const positive = examples.filter((e) => (e.advantage ?? 1) > 0).length / examples.length;
  stage.metrics({
    'rl/kl': kl,
    'rl/kl_exact': klExact,
    'rl/actor_examples': examples.length,
    'rl/positive_advantage_share': positive,
    'rl/outside_candidates': report.outsideCandidates,
    ...(valueBrier !== undefined ? { 'rl/advantage_value_brier': valueBrier } : {}),
  });
  return { examples: examples.length, kl, klExact, finalLoss: report.losses.at(-1) ?? null };
}

/** The exact KL is measured on at most this many of the trained states, evenly spaced (each costs
 * two full candidate scorings). */
const KL_STATES = 200;

/** Mean KL(π ‖ π_ref) over the distinct states, exact over each state's candidate actions. */
function exactKl(
  actor: EmbeddedPolicy,
  reference: EmbeddedPolicy,
  contexts: readonly AgentContext[],
): number {
  const distinct = [...new Set(contexts)];
  const stride = Math.max(1, distinct.length / KL_STATES);
  const states: AgentContext[] = [];
  for (let i = 0; i < distinct.length; i += stride) states.push(distinct[Math.floor(i)]!);
  return meanStateKl(
    states.map((state) => [actor.distribution(state).choices, reference.distribution(state).choices]),
  );
}
