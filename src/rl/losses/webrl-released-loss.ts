// WebRL's actor loss as the released code computes it (trainer.py `actor_loss`), which differs from
// the paper: advantages are binarised, only non-negative ones train, and the KL term becomes a capped
// SmoothL1 on the mean per-token log-ratio (reference/webrl.md §2.2).
import type { PolicyLoss } from '../../models/index.js';

/** β of the released code: 1, raised to 5 for confident references (§2.2 step 7). */
export const RELEASED_BETA_LOW = 1;
export const RELEASED_BETA_HIGH = 5;

/**
 * Reads `logProb`, `refLogProb`, `tokens` and `advantage` (already binarised: +1 or −0.6, see
 * `releasedAdvantage`). Per sample: r = (lp − lp_ref)/n; ref_prob = exp(lp_ref/n);
 * β = 5 if (A ≥ 0 and ref_prob ≥ 0.8) or (A < 0 and ref_prob < 0.9), else 1; β ← min(β, |A/r|)
 * (detached); loss = SmoothL1(β·r, A)/β on A ≥ 0 samples, 0 on the others; mean over the batch.
 * Each positive action is imitated until its mean token log-ratio reaches 1/β, then left alone.
 */
export const webrlReleasedLoss: PolicyLoss = (ops, batch) => {
  const c = (v: number) => ops.constant(v);
  const advantage = batch.advantage;
  const isPositive = ops.greaterEqual(advantage, c(0));
  const logRatio = ops.div(ops.sub(batch.logProb, batch.refLogProb), batch.tokens);
  const refProb = ops.stopGradient(ops.exp(ops.div(batch.refLogProb, batch.tokens)));

  const confidentPositive = ops.mul(isPositive, ops.greaterEqual(refProb, c(0.8)));
  const unsureNegative = ops.mul(ops.sub(c(1), isPositive), ops.sub(c(1), ops.greaterEqual(refProb, c(0.9))));
  const highBeta = ops.maximum(confidentPositive, unsureNegative);
  const baseBeta = ops.where(highBeta, c(RELEASED_BETA_HIGH), c(RELEASED_BETA_LOW));
  // β ← min(β, |A / r|), detached; |r| is floored so that r = 0 leaves β as it is.
  const cap = ops.div(ops.abs(advantage), ops.maximum(ops.abs(ops.stopGradient(logRatio)), c(1e-8)));
  const beta = ops.stopGradient(ops.minimum(baseBeta, cap));

  const perSample = ops.div(ops.smoothL1(ops.mul(beta, logRatio), advantage, 1), beta);
  return ops.mean(ops.mul(perSample, isPositive));
};
