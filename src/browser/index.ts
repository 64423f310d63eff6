// browser/: Chromium through playwright-core: locating and launching it, the page pool, observing
// (WebRL's simplified HTML and structured elements), acting, settling, the origin allowlist.
export * from './act.js';
export * from './browser-crashed-error.js';
export * from './browser-tabs.js';
export * from './browser-unavailable-error.js';
export * from './fixtures/fixture-server.js';
export * from './launch.js';
export * from './locate-chromium.js';
export * from './observe.js';
export type { ElementSnapshot, PageSnapshot } from './observe-snapshot.js';
export * from './origin-allowlist.js';
export * from './page-activity.js';
export * from './page-lease.js';
export * from './page-pool.js';
export { callInPage, installPageRuntime } from './page-runtime.js';
export * from './playwright-errors.js';
export * from './settle.js';
