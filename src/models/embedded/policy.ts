// EmbeddedPolicy: the in-process actor. It enumerates every candidate action of a step, scores them
// with a small tfjs network and answers with the chosen action's WebRL DSL text and exact log π.
import type { AgentContext } from '../../core/index.js';
import type { PolicyLearner } from '../learner.js';
import type { ActOptions, Policy, PolicyOutput, ScoredResponse } from '../roles.js';
import type { WeightMap } from './network.js';
import {
  type CandidateChoice,
  chooseCandidate,
  greedyAction,
  type StepDistribution,
  sampleAction,
  stepDistribution,
} from './policy-distribution.js';
import { EmbeddedPolicyLearner, type EmbeddedPolicyLearnerOptions } from './policy-learner.js';
import { DEFAULT_POLICY_NETWORK, PolicyNetwork, type PolicyNetworkConfig } from './policy-network.js';
import { scoreResponsesWith } from './policy-scoring.js';
import { initTfjs } from './tf-runtime.js';

export interface EmbeddedPolicyOptions {
  /** Network sizes; defaults to DEFAULT_POLICY_NETWORK. */
  network?: Partial<PolicyNetworkConfig>;
  /** Name in logs and reports. */
  name?: string;
}

export class EmbeddedPolicy implements Policy {
  /** Responses scored so far that were outside the candidate set (they got FLOOR_LOG_PROB). */
  outsideCandidates = 0;

  private constructor(
    readonly network: PolicyNetwork,
    readonly name: string,
  ) {}

  /** A policy with fresh weights drawn from `network.seed`. */
  static async create(options: EmbeddedPolicyOptions = {}): Promise<EmbeddedPolicy> {
    await initTfjs();
    return new EmbeddedPolicy(
      new PolicyNetwork({ ...DEFAULT_POLICY_NETWORK, ...options.network }),
      options.name ?? 'embedded',
    );
  }

  /** Every candidate of a step with its log π. */
  distribution(context: AgentContext): StepDistribution {
    return stepDistribution(this.network, context);
  }

  /**
   * Temperature 0: the most probable action. Temperature 1: a sample from π (hierarchically, which
   * is the same distribution and cheaper). Other temperatures: a sample from π^(1/T), renormalised.
   * `logProb` is always log π at temperature 1.
   */
  async act(context: AgentContext, options: ActOptions): Promise<PolicyOutput> {
    const random = options.random ?? Math.random;
    let choice: CandidateChoice;
    if (options.temperature <= 0) choice = greedyAction(this.network, context);
    else if (options.temperature === 1) choice = sampleAction(this.network, context, random);
    else choice = chooseCandidate(this.distribution(context).choices, options.temperature, random);
    return { response: choice.response, action: choice.action, logProb: choice.logProb, tokens: 1 };
  }

  async scoreResponses(
    items: readonly { context: AgentContext; response: string }[],
  ): Promise<ScoredResponse[]> {
    return this.logProbs(items).map((logProb) => ({ logProb, tokens: 1 }));
  }

  /** log π(response | context) per item; FLOOR_LOG_PROB for responses outside the candidates. */
  logProbs(items: readonly { context: AgentContext; response: string }[]): number[] {
    const { logProbs, outside } = scoreResponsesWith(this.network, items);
    this.outsideCandidates += outside;
    return logProbs;
  }

  /** A frozen copy with the same weights (the reference policy of a phase). */
  snapshot(name = `${this.name}-ref`): EmbeddedPolicy {
    const copy = new EmbeddedPolicy(new PolicyNetwork(this.network.config), name);
    copy.network.store.write(this.network.store.read());
    return copy;
  }

  /** Trains this policy's weights in place (`wordDropout`: see EmbeddedPolicyLearnerOptions). */
  learner(options: Partial<EmbeddedPolicyLearnerOptions> = {}): PolicyLearner {
    return new EmbeddedPolicyLearner(this.network, `${this.name}-learner`, { wordDropout: 0, ...options });
  }

  readWeights(): WeightMap {
    return this.network.store.read();
  }

  writeWeights(weights: WeightMap): void {
    this.network.store.write(weights);
  }

  async close(): Promise<void> {
    this.network.dispose();
  }
}
