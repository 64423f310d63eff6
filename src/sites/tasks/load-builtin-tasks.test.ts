// Loading the built-in tasks with a --data-dir that cannot hold the pristine databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/index.js';
import { shopSite } from '../shop/shop-site.js';
import { loadBuiltinTaskSet } from './load-builtin-tasks.js';

const dir = mkdtempSync(join(tmpdir(), 'webrl-builtin-tasks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadBuiltinTaskSet', () => {
  it('refuses a data folder that is a file, naming it and --data-dir, as the site host does', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const load = () => loadBuiltinTaskSet('builtin:test', { sites: [shopSite], dataDir: file, seed: 0 });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `the sites' data folder ${file}: ${file} is a file, not a folder; pass --data-dir (sites.dataDir in a run config) a folder; the default is .cache/sites`,
    );
  });
});
