// Test support: the MiniWoB++ html folder `npm run setup` installed, or why there is none (the
// MiniWoB++ tests then skip with that reason; CI runs setup, so there they run).
import { resolve } from 'node:path';
import { readMiniwobInstall } from './miniwob-install.js';

const found = readMiniwobInstall(resolve(import.meta.dirname, '../../..'));

/** The installed html folder, or undefined. */
export const installedMiniwobHtml: string | undefined = 'install' in found ? found.install.html : undefined;

/** Why the MiniWoB++ tests skip, shown in the test name when they do. */
export const miniwobSkipReason: string = 'missing' in found ? `skipped: ${found.missing}` : '';
