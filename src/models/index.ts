// models/: the model roles (Policy, Critic, RewardModel, TaskGenerator, Judge, …) and their backends.
export * from './roles.js';
