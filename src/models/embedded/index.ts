// models/embedded: the in-process models on tfjs (WASM backend): policy, critic, reward model,
// their learners, checkpoints and SFT.
export {
  type ArgumentCandidate,
  type CandidateSet,
  enumerateCandidates,
  type HeadCandidate,
} from './candidates.js';
export { analyzeContext, type ContextAnalysis } from './context-analysis.js';
export type { WeightMap } from './network.js';
export { EmbeddedPolicy, type EmbeddedPolicyOptions } from './policy.js';
export type { CandidateChoice, StepDistribution } from './policy-distribution.js';
export { DEFAULT_POLICY_NETWORK, type PolicyNetworkConfig } from './policy-network.js';
export { FLOOR_LOG_PROB } from './policy-scoring.js';
export { initTfjs, TfjsBackendError, type TfjsRuntimeInfo } from './tf-runtime.js';
