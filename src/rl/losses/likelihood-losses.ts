// Likelihood-based actor losses: SFT / behaviour cloning (also Filtered BC on selected data),
// AWR, and REINFORCE with a value baseline.
import type { PolicyLoss } from '../../models/index.js';

/**
 * Token-level negative log-likelihood, −Σ log π / Σ tokens (WebRL's `actor_loss_sft`; SFT and
 * Filtered BC, whose filtering happens when the data are chosen). Reads `logProb`, `tokens`.
 */
export const sftLoss: PolicyLoss = (ops, batch) =>
  ops.neg(ops.div(ops.sum(batch.logProb), ops.sum(batch.tokens)));

/**
 * AWR (Peng et al. 2019): maximise E[log π(a|s,I) · exp(A/β)], the weight clipped at `maxWeight`
 * as is usual for stability. Reads `logProb`, `advantage` (a constant computed with the critic).
 */
export function awrLoss(beta: number, maxWeight = 20): PolicyLoss {
  if (!(beta > 0)) throw new Error(`awr loss: beta must be > 0 (got ${beta})`);
  return (ops, batch) => {
    const scaled = ops.clip(ops.div(batch.advantage, ops.constant(beta)), -50, Math.log(maxWeight));
    const weight = ops.stopGradient(ops.exp(scaled));
    return ops.neg(ops.mean(ops.mul(weight, batch.logProb)));
  };
}

/**
 * REINFORCE with a value baseline: −E[A·log π(a|s,I)] with A = return − V(s) computed outside
 * (WebRL v2's "w/o KL" ablation). Unlike the WebRL loss nothing bounds how far π moves per phase.
 * Reads `logProb`, `advantage`.
 */
export const reinforceLoss: PolicyLoss = (ops, batch) =>
  ops.neg(ops.mean(ops.mul(batch.advantage, batch.logProb)));
