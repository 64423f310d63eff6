// The Learner role: trains a model on minibatches with a loss that rl/ writes once, as a pure
// function over a tiny set of element-wise operations. The embedded backend runs the same function
// on tfjs tensors (with gradients); tests run it on plain numbers (number-ops.ts).
import type { AgentContext } from '../core/index.js';
import type { RewardInput } from './roles.js';

/**
 * The operations a loss may use. `T` is a per-sample vector (one entry per example of the
 * minibatch) or a scalar; binary operations broadcast a scalar (`constant`, `mean`, `sum`) against a
 * vector. On tfjs every operation is differentiable unless it says otherwise.
 */
export interface LossOps<T> {
  /** A constant scalar, broadcast against vectors. */
  constant(value: number): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  /** a / b; the caller keeps b away from 0. */
  div(a: T, b: T): T;
  neg(x: T): T;
  exp(x: T): T;
  /** Natural log; the caller keeps x > 0. */
  log(x: T): T;
  abs(x: T): T;
  square(x: T): T;
  /** 1 / (1 + e^-x). */
  sigmoid(x: T): T;
  /** log σ(x), computed stably (−softplus(−x)). */
  logSigmoid(x: T): T;
  minimum(a: T, b: T): T;
  maximum(a: T, b: T): T;
  /** Clamps to [min, max]; the gradient is 0 outside, as in torch.clamp. */
  clip(x: T, min: number, max: number): T;
  /**
   * PyTorch's element-wise `SmoothL1Loss(reduction='none', beta=threshold)` of `input − target`:
   * 0.5·d²/threshold where |d| < threshold, else |d| − 0.5·threshold. Threshold defaults to 1.
   */
  smoothL1(input: T, target: T, threshold?: number): T;
  /** 1 where a ≥ b, else 0. Not differentiable: its gradient is 0. */
  greaterEqual(a: T, b: T): T;
  /**
   * mask·a + (1 − mask)·b for a 0/1 mask. Both branches are evaluated, so an unselected entry
   * that is NaN or infinite still poisons the result: keep both finite.
   */
  where(mask: T, a: T, b: T): T;
  /** The same values with no gradient (torch's `.detach()`). */
  stopGradient(x: T): T;
  /** Mean over the minibatch: a scalar. */
  mean(x: T): T;
  /** Sum over the minibatch: a scalar. */
  sum(x: T): T;
}

/**
 * Numbers an example may carry for the loss, computed before training by whoever builds the data
 * (rl/ for the actor and critic). Each appears in the loss batch as a vector; reading a field that
 * some example of the batch lacks throws an error naming the field.
 */
export interface ExampleNumbers {
  /** log π_ref(a|s) under the reference policy (the actor the phase started from). */
  refLogProb?: number;
  /** V(s) from the critic, when the loss uses it as a constant (the actor's advantage). */
  value?: number;
  /** V(s') from the critic, likewise. */
  nextValue?: number;
  /** The step reward r_t. */
  reward?: number;
  /** Monte-Carlo return from this step. */
  mcReturn?: number;
  /** An advantage computed outside the learner. */
  advantage?: number;
  /** A per-example weight (AWR's exp(A/β), a filter mask, …). */
  weight?: number;
  /** 1 on the last step of a trajectory, else 0. */
  done?: number;
  /** The outcome label (1 = the trajectory succeeded), the target of critics and reward models. */
  label?: number;
}

/** The numeric columns of a loss batch: one vector per field of ExampleNumbers. */
export type ExampleColumns<T> = { readonly [K in keyof ExampleNumbers]-?: T };

/** One actor example: the state, the response taken, and the numbers its loss reads. */
export interface PolicyExample extends ExampleNumbers {
  context: AgentContext;
  /** The raw response text of the step (WebRL DSL). */
  response: string;
}

/** One critic example: a state, optionally the next state, and the numbers its loss reads. */
export interface CriticExample extends ExampleNumbers {
  state: AgentContext;
  /** s_{t+1}; required when the loss reads `nextLogits` or `nextValue`. */
  nextState?: AgentContext;
}

/** One reward-model example: a finished trajectory as the ORM sees it, usually with a `label`. */
export interface RewardExample extends ExampleNumbers {
  input: RewardInput;
}

/** What a policy loss reads: the actor's differentiable log-probabilities plus the columns. */
export interface PolicyLossBatch<T> extends ExampleColumns<T> {
  /** Number of examples in the minibatch. */
  readonly size: number;
  /** log π_θ(response | context) per example; differentiable. */
  readonly logProb: T;
  /** How many tokens `logProb` sums over (1 for the embedded policy). */
  readonly tokens: T;
}

/** What a value loss reads (critic or ORM): per-head logits of P(success) and their combination. */
export interface ValueLossBatch<T> extends ExampleColumns<T> {
  readonly size: number;
  /** One logit vector per head; P(success) of head k is σ(logits[k]). Differentiable. */
  readonly logits: readonly T[];
  /** min over heads of σ(logit): the model's P(success) of the state. Differentiable. */
  readonly value: T;
  /** The same for the next state (critic examples with `nextState`). */
  readonly nextLogits: readonly T[];
  readonly nextValue: T;
}

/** A loss over an actor minibatch, written once for every backend; returns a scalar to minimise. */
export type PolicyLoss = <T>(ops: LossOps<T>, batch: PolicyLossBatch<T>) => T;

/** A loss over a critic or reward-model minibatch; returns a scalar to minimise. */
export type ValueLoss = <T>(ops: LossOps<T>, batch: ValueLossBatch<T>) => T;

/** How to train. */
export interface TrainOptions {
  /** Passes over the examples. */
  epochs: number;
  /** Examples per optimiser step (the last batch of an epoch may be smaller). */
  batchSize: number;
  /** Adam's step size. */
  learningRate: number;
  /** Gradients are rescaled so their global L2 norm is at most this (WebRL: 1.0). */
  maxGradNorm: number;
  /** Seeds the shuffling, so the same seed, weights and data give the same weights. */
  seed: number;
  /** Decoupled weight decay (AdamW); 0 = plain Adam. */
  weightDecay?: number;
  /** Called after every optimiser step. */
  onStep?: (progress: TrainProgress) => void;
  /** Stops after the current step. */
  signal?: AbortSignal;
}

/** Progress after one optimiser step. */
export interface TrainProgress {
  step: number;
  totalSteps: number;
  epoch: number;
  loss: number;
  /** Global gradient norm before clipping. */
  gradNorm: number;
}

/** What a training call did. */
export interface TrainReport {
  /** Optimiser steps taken. */
  steps: number;
  /** Examples seen, counting every epoch. */
  examplesSeen: number;
  /** Loss of each step, in order. */
  losses: number[];
  /** Global gradient norm of each step, before clipping. */
  gradNorms: number[];
  /**
   * Actor examples whose response is outside the policy's candidate set: their log-probability is
   * the policy's floor constant and carries no gradient.
   */
  outsideCandidates: number;
  seconds: number;
  examplesPerSecond: number;
}

/**
 * Trains one model in place. The loss owns the math (rl/); the learner owns batching, the optimiser
 * (Adam), gradient clipping and the model's forward pass.
 */
export interface Learner<E, L> {
  readonly name: string;
  train(examples: readonly E[], loss: L, options: TrainOptions): Promise<TrainReport>;
}

/** Trains an actor: `loss` reads `logProb` (and `refLogProb`, advantages … from the examples). */
export type PolicyLearner = Learner<PolicyExample, PolicyLoss>;
/** Trains a critic: `loss` reads `logits`/`value` for s and `nextLogits`/`nextValue` for s'. */
export type CriticLearner = Learner<CriticExample, ValueLoss>;
/** Trains a reward model: `loss` reads `logits`/`value` of each trajectory. */
export type RewardLearner = Learner<RewardExample, ValueLoss>;

/** The fields of ExampleNumbers, in a fixed order. */
export const EXAMPLE_NUMBER_FIELDS = [
  'refLogProb',
  'value',
  'nextValue',
  'reward',
  'mcReturn',
  'advantage',
  'weight',
  'done',
  'label',
] as const satisfies readonly (keyof ExampleNumbers)[];

/**
 * Builds the numeric columns of a batch lazily: a column is made (by `toVector`) only when the loss
 * reads it, and reading one that an example lacks throws an error naming the field and example.
 */
export function exampleColumns<T>(
  examples: readonly ExampleNumbers[],
  toVector: (values: number[]) => T,
): ExampleColumns<T> {
  const columns = {} as Record<keyof ExampleNumbers, T>;
  for (const field of EXAMPLE_NUMBER_FIELDS) {
    let made: T | undefined;
    Object.defineProperty(columns, field, {
      enumerable: true,
      configurable: true, // value losses override `value` and `nextValue` with the model's outputs
      get() {
        if (made === undefined) {
          const values = examples.map((example, i) => {
            const value = example[field];
            if (value === undefined || !Number.isFinite(value)) {
              throw new Error(
                `the loss reads "${field}" but example ${i} of the batch has ${String(value)}; set a finite ${field} on every example`,
              );
            }
            return value;
          });
          made = toVector(values);
        }
        return made;
      },
    });
  }
  return columns;
}
