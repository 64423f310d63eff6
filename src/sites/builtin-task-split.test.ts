import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinSites } from './builtin-sites.js';
import { loadBuiltinTaskSets } from './tasks/load-builtin-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-builtin-split-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A task's share: its site, or "cross-site" when it needs more than one. */
const shareOf = (sites: readonly string[]) => (sites.length > 1 ? 'cross-site' : sites[0]!);

describe('builtin:test', () => {
  it('has exactly 165 tasks spread like WebArena-Lite (issue 5), and builtin:train at least 1,000', () => {
    const { train, test } = loadBuiltinTaskSets({ sites: builtinSites, dataDir, seed: 0 });
    const shares: Record<string, number> = {};
    for (const task of test) shares[shareOf(task.sites)] = (shares[shareOf(task.sites)] ?? 0) + 1;
    expect(shares).toEqual({
      shopping: 45,
      shopping_admin: 35,
      gitlab: 30,
      map: 26,
      reddit: 19,
      'cross-site': 10,
    });
    expect(test).toHaveLength(165);
    expect(train.length).toBeGreaterThanOrEqual(1000);
  }, 600_000);
});
