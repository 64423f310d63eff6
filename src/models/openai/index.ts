// models/openai/: the model roles over OpenAI-compatible servers (vLLM, OpenAI, …): the HTTP client,
// WebRL's prompts, and the Policy, RewardModel, TaskGenerator, FeasibilityChecker and Judge backends.
export * from './api-types.js';
export * from './client.js';
export * from './concurrency-limit.js';
export * from './model-server-error.js';
export * from './openai-feasibility-checker.js';
export * from './openai-judge.js';
export * from './openai-policy.js';
export * from './openai-reward-model.js';
export * from './openai-task-generator.js';
export * from './prompts/actor-prompt.js';
export * from './prompts/actor-system-prompt.js';
export * from './prompts/feasibility-prompt.js';
export * from './prompts/judge-prompt.js';
export * from './prompts/orm-prompt.js';
export * from './prompts/task-generation-prompt.js';
export * from './request-log.js';
export * from './response-logprobs.js';
export * from './retry.js';
export * from './role-config.js';
export * from './test-server.js';
export * from './test-server-replies.js';
