// A MiniWoB++ html folder on disk (reference/webarena.md §8.1): `core/core.js` (the shared runtime)
// and `miniwob/<task>.html` (the task pages). Opening one checks both and lists the pages; anything
// else is a ConfigError that names the path and says where the folder is found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../../core/index.js';

/** A checked MiniWoB++ html folder. */
export interface MiniwobFolder {
  /** The html folder (absolute). */
  readonly root: string;
  /** Task page names (file names without `.html`), sorted. */
  readonly pages: readonly string[];
}

const WHERE_TO_FIND =
  'expected the html folder of MiniWoB++ (holding core/core.js and miniwob/<task>.html): ' +
  '<site-packages>/miniwob/html after `pip install miniwob==1.1.0`, or miniwob/html in a clone of ' +
  'Farama-Foundation/miniwob-plusplus; `npm run setup` installs one and `--env miniwob` uses it';

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * `; did you mean <html folder>?` when the html folder is next to `path`: inside it (the package
 * folder was given) or above it (its miniwob/ or core/ folder, or a file in one, was given).
 */
function htmlFolderHint(path: string): string {
  const isHtml = (dir: string) => isDirectory(join(dir, 'miniwob')) && isDirectory(join(dir, 'core'));
  const candidates = [join(path, 'html'), dirname(path), dirname(dirname(path))];
  const found = candidates.find((dir) => dir !== path && isHtml(dir));
  return found ? `; did you mean ${found}?` : '';
}

/** Checks that `path` is a MiniWoB++ html folder and lists its task pages. */
export function openMiniwobFolder(path: string): MiniwobFolder {
  const root = resolve(path);
  if (!existsSync(root)) throw new ConfigError(`MiniWoB++ folder ${root} does not exist; ${WHERE_TO_FIND}`);
  if (!isDirectory(root)) {
    throw new ConfigError(
      `MiniWoB++ folder ${root} is a file, not a folder${htmlFolderHint(root)}; ${WHERE_TO_FIND}`,
    );
  }
  const problems: string[] = [];
  const runtime = join(root, 'core', 'core.js');
  if (!existsSync(runtime)) problems.push(`it has no core/core.js`);
  else if (!readFileSync(runtime, 'utf8').includes('startEpisodeReal')) {
    problems.push('its core/core.js is not the MiniWoB++ runtime (no core.startEpisodeReal)');
  }
  const pagesDir = join(root, 'miniwob');
  const pages = isDirectory(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.slice(0, -'.html'.length))
        .sort()
    : [];
  if (!isDirectory(pagesDir)) problems.push('it has no miniwob/ subfolder');
  else if (pages.length === 0) problems.push('its miniwob/ subfolder holds no .html task pages');
  if (problems.length > 0) {
    throw new ConfigError(
      `${root} is not a MiniWoB++ html folder: ${problems.join(', ')}${htmlFolderHint(root)}; ${WHERE_TO_FIND}`,
      problems.map((problem) => `${root}: ${problem}`),
    );
  }
  return { root, pages };
}
