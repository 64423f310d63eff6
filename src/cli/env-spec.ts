// `--env <spec>` of `webrl train` and `webrl eval`: `builtin`, `miniwob:<html folder>`, or plain
// `miniwob` for the MiniWoB++ that `npm run setup` installed (recorded in .cache/miniwob/location.json).
import { resolve } from 'node:path';
import { ConfigError } from '../core/index.js';
import { MINIWOB_ENV_PREFIX, readMiniwobInstall } from '../env/index.js';

/** The project root, where setup records what it installed. */
const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/** The spec with `miniwob` expanded to the installed folder; other specs unchanged. */
export function resolveEnvSpec(spec: string, projectRoot = PROJECT_ROOT): string {
  if (spec !== 'miniwob') return spec;
  const found = readMiniwobInstall(projectRoot);
  if ('missing' in found) {
    throw new ConfigError(
      `--env miniwob: no installed MiniWoB++ (${found.missing}); or pass --env miniwob:<path to its html folder>`,
    );
  }
  return `${MINIWOB_ENV_PREFIX}${found.install.html}`;
}
