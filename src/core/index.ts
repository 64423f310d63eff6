// core/: the shared vocabulary (tasks, actions, observations, trajectories, run config) and the few
// platform primitives every folder needs (logger, atomic writes, making folders, JSONL, metrics,
// process owners, folder locks). Imports nothing of ours.
export * from './action.js';
export * from './agent-context.js';
export * from './atomic-write.js';
export * from './config/browser-config.js';
export * from './config/config-doc.js';
export * from './config/env-config.js';
export * from './config/rl-config.js';
export * from './config/source-config.js';
export * from './config/train-config.js';
export * from './folder-lock.js';
export * from './format-action.js';
export * from './jsonl.js';
export * from './logger.js';
export * from './make-folders.js';
export * from './metrics.js';
export * from './observation.js';
export * from './output-folder.js';
export * from './page-task.js';
export * from './parse-action.js';
export * from './process-owner.js';
export * from './python-call.js';
export * from './python-string.js';
export * from './random.js';
export * from './read-json.js';
export * from './run-config.js';
export * from './schema-errors.js';
export * from './site-slot.js';
export * from './site-urls.js';
export * from './task.js';
export * from './task-file.js';
export * from './trajectory.js';
