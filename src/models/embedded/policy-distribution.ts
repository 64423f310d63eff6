// The policy's full distribution at one step: every candidate action with its response text and
// exact log π. Used to act (argmax or sampling) and by tests that check it sums to one.
import { type Action, type AgentContext, formatAction } from '../../core/index.js';
import { type CandidateSet, candidateAction, enumerateCandidates } from './candidates.js';
import { analyzeContext } from './context-analysis.js';
import { mergePolicyFeatures } from './policy-batch.js';
import { ARG_SLOTS, ARG_WIDTH, featurizePolicy, HEAD_SLOTS, HEAD_WIDTH } from './policy-features.js';
import { logSoftmax, type PolicyNetwork } from './policy-network.js';

/** One candidate action and its probability. */
export interface CandidateChoice {
  action: Action;
  /** formatAction(action): the response text the policy emits. */
  response: string;
  /** log π(action | context) = log π(head) + log π(argument | head). */
  logProb: number;
  head: number;
  /** Index within the head's arguments, -1 for heads without one. */
  arg: number;
}

/** Everything the policy can do at one step. */
export interface StepDistribution {
  candidates: CandidateSet;
  choices: CandidateChoice[];
}

/** Shape fields the batch merger needs, from a network config. */
export function batchShape(network: PolicyNetwork) {
  const { buckets, maxTokens } = network.config;
  return {
    buckets,
    maxTokens,
    headWidth: HEAD_WIDTH,
    headSlots: HEAD_SLOTS,
    argWidth: ARG_WIDTH,
    argSlots: ARG_SLOTS,
  };
}

/** Computes π over every candidate of a step. */
export function stepDistribution(network: PolicyNetwork, context: AgentContext): StepDistribution {
  const analysis = analyzeContext(context);
  const candidates = enumerateCandidates(analysis);
  const features = featurizePolicy(analysis, candidates, 'all', network.config);
  const argHeads = [...features.args.keys()];
  const batch = mergePolicyFeatures([features], [argHeads], batchShape(network));
  const logits = network.logits(batch);
  const headLogProbs = logSoftmax(logits.heads);
  const choices: CandidateChoice[] = [];
  const argSegment = new Map(batch.argSegments.map((s) => [s.head, s]));
  candidates.heads.forEach((head, h) => {
    if (!head.args) {
      const action = candidateAction(head);
      choices.push({ action, response: formatAction(action), logProb: headLogProbs[h]!, head: h, arg: -1 });
      return;
    }
    const segment = argSegment.get(h)!;
    const argLogProbs = logSoftmax(logits.args, segment.start, segment.count);
    head.args.forEach((arg, a) => {
      const action = candidateAction(head, arg);
      choices.push({
        action,
        response: formatAction(action),
        logProb: headLogProbs[h]! + argLogProbs[a]!,
        head: h,
        arg: a,
      });
    });
  });
  return { candidates, choices };
}

/**
 * Samples one action from π exactly as the joint distribution would, but hierarchically: a head
 * from π(head), then an argument from π(argument | head), featurising only that head's arguments
 * (most sampled actions are clicks, which take none).
 */
export function sampleAction(
  network: PolicyNetwork,
  context: AgentContext,
  random: () => number,
): CandidateChoice {
  const analysis = analyzeContext(context);
  const candidates = enumerateCandidates(analysis);
  const shape = batchShape(network);
  const headFeatures = featurizePolicy(analysis, candidates, [], network.config);
  const headLogProbs = logSoftmax(network.logits(mergePolicyFeatures([headFeatures], [[]], shape)).heads);
  const h = sampleIndex(headLogProbs, random);
  const head = candidates.heads[h]!;
  if (!head.args) {
    const action = candidateAction(head);
    return { action, response: formatAction(action), logProb: headLogProbs[h]!, head: h, arg: -1 };
  }
  const argFeatures = featurizePolicy(analysis, candidates, [h], network.config, false);
  const argLogProbs = logSoftmax(network.logits(mergePolicyFeatures([argFeatures], [[h]], shape)).args);
  const a = sampleIndex(argLogProbs, random);
  const action = candidateAction(head, head.args[a]);
  return {
    action,
    response: formatAction(action),
    logProb: headLogProbs[h]! + argLogProbs[a]!,
    head: h,
    arg: a,
  };
}

/**
 * The most probable action, exactly, without scoring every argument: log π(arg | head) ≤ 0, so a
 * head whose own log π is below the best action found so far cannot contain a better one. Heads
 * with arguments are opened in order of log π(head) until that bound stops the search.
 */
export function greedyAction(network: PolicyNetwork, context: AgentContext): CandidateChoice {
  const analysis = analyzeContext(context);
  const candidates = enumerateCandidates(analysis);
  const shape = batchShape(network);
  const headFeatures = featurizePolicy(analysis, candidates, [], network.config);
  const headLogProbs = logSoftmax(network.logits(mergePolicyFeatures([headFeatures], [[]], shape)).heads);
  let best: { head: number; arg: number; logProb: number } = {
    head: -1,
    arg: -1,
    logProb: Number.NEGATIVE_INFINITY,
  };
  candidates.heads.forEach((head, h) => {
    if (!head.args && headLogProbs[h]! > best.logProb) best = { head: h, arg: -1, logProb: headLogProbs[h]! };
  });
  const open = candidates.heads
    .flatMap((head, h) => (head.args ? [h] : []))
    .sort((a, b) => headLogProbs[b]! - headLogProbs[a]!);
  for (const h of open) {
    if (headLogProbs[h]! <= best.logProb) break;
    const argFeatures = featurizePolicy(analysis, candidates, [h], network.config, false);
    const argLogProbs = logSoftmax(network.logits(mergePolicyFeatures([argFeatures], [[h]], shape)).args);
    argLogProbs.forEach((lp, a) => {
      if (headLogProbs[h]! + lp > best.logProb) best = { head: h, arg: a, logProb: headLogProbs[h]! + lp };
    });
  }
  const head = candidates.heads[best.head]!;
  const action = candidateAction(head, best.arg >= 0 ? head.args![best.arg] : undefined);
  return { action, response: formatAction(action), logProb: best.logProb, head: best.head, arg: best.arg };
}

function sampleIndex(logProbs: Float64Array, random: () => number): number {
  let u = random();
  for (let i = 0; i < logProbs.length; i++) {
    u -= Math.exp(logProbs[i]!);
    if (u < 0) return i;
  }
  return logProbs.length - 1;
}

/**
 * Picks a choice: the most probable at temperature 0, else a sample from π^(1/T) (renormalised)
 * drawn with `random`.
 */
export function chooseCandidate(
  choices: readonly CandidateChoice[],
  temperature: number,
  random: () => number,
): CandidateChoice {
  if (choices.length === 0) throw new Error('the policy has no candidate actions');
  if (temperature <= 0) {
    let best = choices[0]!;
    for (const c of choices) if (c.logProb > best.logProb) best = c;
    return best;
  }
  const scaled = logSoftmax(choices.map((c) => c.logProb / temperature));
  let u = random();
  for (let i = 0; i < choices.length; i++) {
    u -= Math.exp(scaled[i]!);
    if (u < 0) return choices[i]!;
  }
  return choices.at(-1)!;
}
