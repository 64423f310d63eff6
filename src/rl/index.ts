// rl/: returns, advantages, losses, replay with the perplexity filter, and the algorithm registry.
// Sees trajectories and model interfaces only (never browser/, sites/ or env/).
export * from './advantage.js';
export * from './algorithms.js';
export * from './cross-fit.js';
export * from './losses/critic-loss.js';
export * from './losses/likelihood-losses.js';
export * from './losses/webrl-paper-loss.js';
export * from './losses/webrl-released-loss.js';
export * from './policy-kl.js';
export * from './replay.js';
export * from './returns.js';
export * from './step-records.js';
