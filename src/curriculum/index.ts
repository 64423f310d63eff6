// curriculum/: in-breadth evolution of failed tasks, the critic's difficulty filter and the
// feasibility filter (WebRL §2.2). Sees tasks and model interfaces only.
export * from './build-phase-tasks.js';
export * from './critic-filter.js';
export * from './curriculum-error.js';
export * from './embedded-task-generator.js';
export * from './pool-feasibility-checker.js';
export * from './task-pool.js';
