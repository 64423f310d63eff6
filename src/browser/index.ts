// browser/: Chromium through playwright-core: locating and launching it, pages, observing, acting.
export * from './launch.js';
export * from './locate-chromium.js';
