// models/embedded: the in-process models on tfjs (WASM backend): policy, critic, reward model,
// their learners, checkpoints and SFT.
export {
  type ArgumentCandidate,
  type CandidateSet,
  enumerateCandidates,
  type HeadCandidate,
} from './candidates.js';
export {
  CHECKPOINT_FORMAT,
  CHECKPOINT_VERSION,
  type CheckpointManifest,
  type EmbeddedModelKind,
  loadCritic,
  loadPolicy,
  loadRewardModel,
  readManifest,
  readManifestOf,
  saveCheckpoint,
} from './checkpoint.js';
export { analyzeContext, type ContextAnalysis } from './context-analysis.js';
export { CORRUPTION_KINDS, type CorruptionKind, type CorruptionPlan, planCorruption } from './corruption.js';
export { type CandidateCoverage, type CoverageMiss, candidateCoverage } from './coverage.js';
export { DEFAULT_CRITIC_NETWORK, EmbeddedCritic, type EmbeddedCriticOptions } from './critic.js';
export type { WeightMap } from './network.js';
export { EmbeddedPolicy, type EmbeddedPolicyOptions } from './policy.js';
export type { CandidateChoice, StepDistribution } from './policy-distribution.js';
export { DEFAULT_POLICY_NETWORK, type PolicyNetworkConfig } from './policy-network.js';
export { FLOOR_LOG_PROB } from './policy-scoring.js';
export {
  bagFreeWeightFor,
  DEFAULT_REWARD_NETWORK,
  EmbeddedRewardModel,
  type EmbeddedRewardModelOptions,
} from './reward-model.js';
export {
  DEFAULT_ORM_OPTIONS,
  evaluateRewardModel,
  type LabelledTrajectory,
  outcomeCrossEntropy,
  type RewardModelAccuracy,
  rewardInputOf,
  trainRewardModel,
} from './reward-training.js';
export {
  DEFAULT_SFT_OPTIONS,
  demonstrationExamples,
  negativeLogLikelihood,
  type SftOptions,
  type SftReport,
  trainSft,
} from './sft.js';
export { initTfjs, probeTfjs, TfjsBackendError, type TfjsProbe, type TfjsRuntimeInfo } from './tf-runtime.js';
export type { ValueNetworkConfig } from './value-network.js';
