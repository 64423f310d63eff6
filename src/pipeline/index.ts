// pipeline/: the phase loop, run directory, checkpoints, resume, metrics — and the wiring that needs
// sites, env and eval together (oracle verification of the built-in tasks, the sites' func: helpers).
export * from './answer-contract.js';
export * from './collect-report-data.js';
export * from './demonstrations.js';
export * from './episode-session.js';
export * from './eval-request.js';
export * from './eval-summary.js';
export * from './evaluate-tasks.js';
export * from './evaluated-episodes.js';
export * from './finished-episodes.js';
export * from './reward-dataset.js';
export * from './run-directory.js';
export * from './run-episode-source.js';
export * from './run-folders.js';
export * from './run-state.js';
export * from './site-helpers.js';
export * from './stage-runner.js';
export * from './success-by-task.js';
export * from './task-selection.js';
export * from './train/presets.js';
export * from './train/train-run.js';
export * from './verify-tasks.js';
