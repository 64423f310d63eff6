// Test support: the MiniWoB++ html folder `npm run setup` installed, or why there is none (the
// MiniWoB++ tests then skip with that reason; CI runs setup, so there they run), and a copy of it
// whose task pages do not start.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readMiniwobInstall } from './miniwob-install.js';

const found = readMiniwobInstall(resolve(import.meta.dirname, '../../..'));

/** The installed html folder, or undefined. */
export const installedMiniwobHtml: string | undefined = 'install' in found ? found.install.html : undefined;

/** Why the MiniWoB++ tests skip, shown in the test name when they do. */
export const miniwobSkipReason: string = 'missing' in found ? `skipped: ${found.missing}` : '';

/**
 * A copy of the installed html folder under `dir` in which two task pages do not start:
 * click-button.html loads no runtime (its core.js include names a missing file), and enter-text.html
 * throws while building its problem. Returns the copy's html folder.
 */
export function brokenMiniwobFolder(dir: string): string {
  if (!installedMiniwobHtml) throw new Error(`no installed MiniWoB++ to copy (${miniwobSkipReason})`);
  const html = join(dir, 'broken-miniwob-html');
  mkdirSync(html, { recursive: true });
  for (const sub of ['core', 'common', 'miniwob']) {
    cpSync(join(installedMiniwobHtml, sub), join(html, sub), { recursive: true });
  }
  const page = (name: string) => join(html, 'miniwob', `${name}.html`);
  const edit = (name: string, from: string | RegExp, to: string) => {
    const text = readFileSync(page(name), 'utf8');
    if (!text.match(from)) throw new Error(`${page(name)} has no ${String(from)} to break`);
    writeFileSync(page(name), text.replace(from, to));
  };
  edit('click-button', '../core/core.js', '../core/gone.js');
  edit('enter-text', /var genProblem = function\(\) \{/, '$& throw new Error("no problem today");');
  return html;
}
