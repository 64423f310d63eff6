// models/: the model roles (Policy, Critic, RewardModel, TaskGenerator, Judge, …) and their backends.

export * from './embedded/index.js';
export * from './learner.js';
export * from './number-ops.js';
export * from './openai/index.js';
export * from './roles.js';
