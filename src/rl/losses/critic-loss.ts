// Value losses: the critic's cross-entropy on s and s', and the ORM's on finished trajectories.
import type { LossOps, ValueLoss } from '../../models/index.js';

/** −[y·log σ(l) + (1−y)·log σ(−l)] per example: cross-entropy of P(success) = σ(logit) toward y. */
function binaryCrossEntropy<T>(ops: LossOps<T>, logit: T, label: T): T {
  const notLabel = ops.sub(ops.constant(1), label);
  return ops.neg(
    ops.add(ops.mul(label, ops.logSigmoid(logit)), ops.mul(notLabel, ops.logSigmoid(ops.neg(logit)))),
  );
}

/**
 * WebRL eq. 7/8 as the code trains it (reference/webrl.md §3.2): Σ_heads CE(head(s), y) +
 * CE(head(s'), y), y = 1 if the trajectory succeeded; averaged over the batch. Reads `logits`,
 * `nextLogits`, `label`.
 */
export const criticLoss: ValueLoss = (ops, batch) => {
  let total = ops.constant(0);
  for (const logit of [...batch.logits, ...batch.nextLogits]) {
    total = ops.add(total, binaryCrossEntropy(ops, logit, batch.label));
  }
  return ops.mean(total);
};

/** Σ_heads CE(head(trajectory), y) averaged over the batch: the ORM's loss. Reads `logits`, `label`. */
export const outcomeLoss: ValueLoss = (ops, batch) => {
  let total = ops.constant(0);
  for (const logit of batch.logits) total = ops.add(total, binaryCrossEntropy(ops, logit, batch.label));
  return ops.mean(total);
};
