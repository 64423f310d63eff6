// A `webrl train` stopped by Ctrl-C or `kill` takes its copies of the site data with it: each run
// otherwise left a host-* folder of database copies under the data folder for good. It also says
// where its finished stages are and how to go on.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTrain, TINY_TRAIN_CONFIG } from '../pipeline/train/tiny-train.test-support.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-termination-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('webrl train stopped by a signal', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s exits with %i and removes its copies of the site data',
    async (signal, code) => {
      const dataDir = join(root, `sites-${signal}`);
      const configPath = join(root, `${signal}.json`);
      writeFileSync(
        configPath,
        JSON.stringify({ ...TINY_TRAIN_CONFIG, sites: { ...TINY_TRAIN_CONFIG.sites, dataDir } }),
      );
      // Episodes run in the demonstrations stage: the sites are up and Playwright's handlers installed.
      const run = spawnTrain(root, configPath, signal, {
        killAt: 'phase-00/demonstrations',
        killAfterMs: 1500,
        signal,
      });
      expect(await run.done, run.log()).toBe(code);
      expect(run.log()).toContain('[test] killing at phase-00/demonstrations');
      expect(run.log()).toContain(
        `stopped; ${join(root, signal)} keeps every finished stage: run the same command with --resume to go on from the cut stage`,
      );
      expect(existsSync(join(dataDir, 'slots'))).toBe(true);
      expect(readdirSync(join(dataDir, 'slots'))).toEqual([]);
    },
    120_000,
  );
});
