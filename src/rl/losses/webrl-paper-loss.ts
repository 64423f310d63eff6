// WebRL's KL-constrained actor loss as the paper writes it (Eq. 6).
import type { PolicyLoss } from '../../models/index.js';

/**
 * WebRL eq. 6: L = E[(β·log(π_θ(a|s,I) / π_ref(a|s,I)) − A(s,a,I))²], the reference being the actor
 * the phase started from. The optimum satisfies β·log(π* ÷ π_ref) = A, so steps with positive
 * advantage are raised and negative ones lowered, each by at most what the advantage justifies.
 * Reads `logProb`, `refLogProb` and `advantage`.
 */
export function webrlPaperLoss(beta: number): PolicyLoss {
  if (!(beta > 0)) throw new Error(`webrl loss: beta must be > 0 (got ${beta})`);
  return (ops, batch) => {
    const logRatio = ops.sub(batch.logProb, batch.refLogProb);
    const residual = ops.sub(ops.mul(ops.constant(beta), logRatio), batch.advantage);
    return ops.mean(ops.square(residual));
  };
}
