// The MiniWoB++ folder check and task lists, against the installed miniwob 1.1.0 and against
// folders that are not MiniWoB++'s.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/index.js';
import { installedMiniwobHtml, miniwobSkipReason } from './miniwob.test-support.js';
import { openMiniwobFolder } from './miniwob-folder.js';
import {
  MINIWOB_UNREGISTERED_PAGES,
  MINIWOB_WEBGUM_TASKS,
  registeredMiniwobTasks,
  resolveMiniwobTaskList,
} from './miniwob-task-lists.js';

const tempFolder = () => mkdtempSync(join(tmpdir(), 'webrl-miniwob-'));

describe('openMiniwobFolder', () => {
  it('rejects a folder without core/core.js or miniwob/, naming the path and where to find the real one', () => {
    const dir = tempFolder();
    expect(() => openMiniwobFolder(dir)).toThrow(ConfigError);
    expect(() => openMiniwobFolder(dir)).toThrow(
      `${dir} is not a MiniWoB++ html folder: it has no core/core.js, it has no miniwob/ subfolder`,
    );
    expect(() => openMiniwobFolder(dir)).toThrow('pip install miniwob==1.1.0');
  });

  it('rejects a path that does not exist', () => {
    const dir = join(tempFolder(), 'nope');
    expect(() => openMiniwobFolder(dir)).toThrow(`MiniWoB++ folder ${dir} does not exist`);
  });

  it('points from a file, or from the task pages folder, to the html folder', () => {
    const dir = tempFolder();
    mkdirSync(join(dir, 'core'));
    writeFileSync(join(dir, 'core', 'core.js'), 'core.startEpisodeReal = () => {};');
    mkdirSync(join(dir, 'miniwob'));
    writeFileSync(join(dir, 'miniwob', 'click-button.html'), '<html></html>');
    expect(() => openMiniwobFolder(join(dir, 'core', 'core.js'))).toThrow(
      `MiniWoB++ folder ${join(dir, 'core', 'core.js')} is a file, not a folder; did you mean ${dir}?`,
    );
    expect(() => openMiniwobFolder(join(dir, 'miniwob'))).toThrow(`did you mean ${dir}?`);
  });

  it('points from the package folder to its html folder', () => {
    const dir = tempFolder();
    mkdirSync(join(dir, 'html', 'core'), { recursive: true });
    mkdirSync(join(dir, 'html', 'miniwob'));
    expect(() => openMiniwobFolder(dir)).toThrow(`did you mean ${join(dir, 'html')}?`);
  });

  it('rejects a core.js that is not the MiniWoB++ runtime, and a miniwob/ without pages', () => {
    const dir = tempFolder();
    mkdirSync(join(dir, 'core'));
    mkdirSync(join(dir, 'miniwob'));
    writeFileSync(join(dir, 'core', 'core.js'), 'var core = {};');
    expect(() => openMiniwobFolder(dir)).toThrow(
      'its core/core.js is not the MiniWoB++ runtime (no core.startEpisodeReal), its miniwob/ subfolder holds no .html task pages',
    );
  });

  it.skipIf(!installedMiniwobHtml)(
    `lists the 130 pages of miniwob 1.1.0, 125 of them registered, the 56 WebGUM tasks among them ${miniwobSkipReason}`,
    () => {
      const folder = openMiniwobFolder(installedMiniwobHtml!);
      expect(folder.pages).toHaveLength(130);
      expect(folder.pages).toEqual(expect.arrayContaining([...MINIWOB_UNREGISTERED_PAGES]));
      const registered = registeredMiniwobTasks(folder.pages);
      expect(registered).toHaveLength(125);
      expect(MINIWOB_WEBGUM_TASKS).toHaveLength(56);
      expect(registered).toEqual(expect.arrayContaining([...MINIWOB_WEBGUM_TASKS]));
      expect(resolveMiniwobTaskList('all', folder.pages, folder.root)).toEqual(registered);
    },
  );
});

describe('resolveMiniwobTaskList', () => {
  const pages = ['click-button', 'click-button-sequence', 'enter-text', 'simon-says'];

  it('reads a comma-separated list, with or without .html, once each', () => {
    expect(resolveMiniwobTaskList(' enter-text,click-button.html, enter-text', pages, '/m')).toEqual([
      'enter-text',
      'click-button',
    ]);
  });

  it('leaves the unregistered pages out of all', () => {
    expect(resolveMiniwobTaskList('all', pages, '/m')).toEqual([
      'click-button',
      'click-button-sequence',
      'enter-text',
    ]);
  });

  it('suggests the page a misspelt name is a letter or two away from', () => {
    expect(() => resolveMiniwobTaskList('click-buton,entr-txt', pages, '/m')).toThrow(
      '--tasks "click-buton,entr-txt": /m/miniwob has no page for click-buton (did you mean click-button?); entr-txt (did you mean enter-text?)',
    );
  });

  it('names unknown tasks with the closest pages', () => {
    expect(() => resolveMiniwobTaskList('click-butto,login', pages, '/m')).toThrow(
      '--tasks "click-butto,login": /m/miniwob has no page for click-butto (did you mean click-button, click-button-sequence?); login',
    );
  });

  it('says which WebGUM tasks a folder lacks', () => {
    expect(() => resolveMiniwobTaskList('webgum', pages, '/m')).toThrow('has no page for book-flight');
  });
});
