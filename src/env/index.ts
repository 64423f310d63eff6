// env/: episodes — a task on a leased browser page and a site slot: reset, step, WebRL's stop rules,
// runners (one episode, many in parallel) and VAB-layout traces; plus the small real seams tests
// and external deployments need (StaticSlotProvider, ScriptedAgent); MiniWoB++ as a source (miniwob/).
export * from './allowed-origins.js';
export * from './episode.js';
export * from './miniwob/index.js';
export * from './run-episode.js';
export * from './run-episodes.js';
export * from './scripted-agent.js';
export * from './static-slot-provider.js';
export * from './stop-rules.js';
export * from './trace-format.js';
export * from './trace-reader.js';
export * from './trace-writer.js';
