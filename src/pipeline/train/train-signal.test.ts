// `kill <pid>` (SIGTERM) stops `webrl train` as it stops any program. Playwright listens for SIGTERM
// to close its browsers and leaves exiting to the program; without the CLI's own handler the run saw
// its browser die, launched another and went on to the end.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';

describe('webrl train and SIGTERM', () => {
  it('exits with 143 once its browser runs, leaving the run directory for --resume', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-sigterm-'));
    const configPath = join(runsDir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));
    // The demonstrations stage runs episodes in Chromium, so Playwright's handlers are installed.
    const run = spawnTrain(runsDir, configPath, 'term', {
      killAt: 'phase-00/demonstrations',
      killAfterMs: 1500,
      signal: 'SIGTERM',
    });
    const started = Date.now();
    const code = await run.done;
    expect(code, run.log()).toBe(143);
    expect(run.log()).toContain('[test] killing at phase-00/demonstrations');
    expect(Date.now() - started).toBeLessThan(60_000);
    const config = JSON.parse(readFileSync(join(runsDir, 'term', 'config.json'), 'utf8'));
    expect(config.name).toBe('term');
  }, 120_000);
});
