// env/miniwob: MiniWoB++ (reference/webarena.md §8) as an environment source `miniwob:<html folder>`:
// the folder served over HTTP, its driver protocol, task lists and seeded task sets.
export * from './miniwob-environment.js';
export * from './miniwob-folder.js';
export * from './miniwob-install.js';
export * from './miniwob-protocol.js';
export * from './miniwob-task-lists.js';
export * from './miniwob-task-set.js';
export * from './miniwob-tasks.js';
export * from './static-folder-server.js';
