// models/: the model roles (Policy, Critic, RewardModel, TaskGenerator, Judge, …) and their backends.

export * from './openai/index.js';
export * from './roles.js';
