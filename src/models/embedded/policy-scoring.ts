// Scoring given responses under the embedded policy: locate each response among its step's
// candidates and read its log π; responses outside the candidates get a documented floor.
import { type AgentContext, parseAction } from '../../core/index.js';
import { enumerateCandidates, locateAction } from './candidates.js';
import { analyzeContext } from './context-analysis.js';
import { mergePolicyFeatures } from './policy-batch.js';
import { batchShape } from './policy-distribution.js';
import { featurizePolicy, type PolicyFeatures } from './policy-features.js';
import { logSoftmax, type PolicyNetwork } from './policy-network.js';

/**
 * log π given to a response that is not among the candidates (unparsable, an element that does
 * not exist, an argument the policy cannot produce): log(1e-6), so its perplexity is 10^6.
 */
export const FLOOR_LOG_PROB = Math.log(1e-6);

/** A response located among a step's candidates, or null when it is outside them. */
export interface LocatedResponse {
  features: PolicyFeatures;
  head: number;
  /** Index within the head's arguments, -1 when the head takes none. */
  arg: number;
  /** Whether the head takes an argument (its argument rows are in `features`). */
  hasArgs: boolean;
}

/** Featurises a step for scoring one response: all heads, and the arguments of the response's head. */
export function locateResponse(
  network: PolicyNetwork,
  context: AgentContext,
  response: string,
): LocatedResponse | null {
  const parsed = parseAction(response);
  if (!parsed.ok) return null;
  const analysis = analyzeContext(context);
  const candidates = enumerateCandidates(analysis);
  const where = locateAction(candidates, parsed.action);
  if (!where) return null;
  const hasArgs = candidates.heads[where.head]!.args !== undefined;
  const features = featurizePolicy(analysis, candidates, hasArgs ? [where.head] : [], network.config);
  return { features, head: where.head, arg: where.arg, hasArgs };
}

const SCORE_CHUNK = 64;

/** log π of each response (FLOOR_LOG_PROB outside the candidates) and how many were outside. */
export function scoreResponsesWith(
  network: PolicyNetwork,
  items: readonly { context: AgentContext; response: string }[],
): { logProbs: number[]; outside: number } {
  const logProbs: number[] = [];
  let outside = 0;
  for (let start = 0; start < items.length; start += SCORE_CHUNK) {
    const located = items
      .slice(start, start + SCORE_CHUNK)
      .map((item) => locateResponse(network, item.context, item.response));
    const inside = located.filter((l): l is LocatedResponse => l !== null);
    const batch = mergePolicyFeatures(
      inside.map((l) => l.features),
      inside.map((l) => (l.hasArgs ? [l.head] : [])),
      batchShape(network),
    );
    const logits = network.logits(batch);
    const argSegments = new Map(batch.argSegments.map((s) => [s.item, s]));
    let next = 0;
    for (const l of located) {
      if (!l) {
        outside += 1;
        logProbs.push(FLOOR_LOG_PROB);
        continue;
      }
      const headSegment = batch.headSegments[next]!;
      let logProb = logSoftmax(logits.heads, headSegment.start, headSegment.count)[l.head]!;
      const argSegment = argSegments.get(next);
      if (argSegment) logProb += logSoftmax(logits.args, argSegment.start, argSegment.count)[l.arg]!;
      logProbs.push(logProb);
      next += 1;
    }
  }
  return { logProbs, outside };
}
