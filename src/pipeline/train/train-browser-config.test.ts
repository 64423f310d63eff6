// The run config's browser section and env.parallelEpisodes in `webrl train`: a setting the run
// would ignore is either used or refused, never stored and passed over.
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateChromium } from '../../browser/index.js';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';
import { trainRun } from './train-run.js';

describe('webrl train and the browser settings', () => {
  it('launches browser.executablePath', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-browser-config-'));
    const marker = join(dir, 'launched');
    const wrapper = join(dir, 'chromium-wrapper.sh');
    writeFileSync(
      wrapper,
      `#!/bin/sh\ntouch ${JSON.stringify(marker)}\nexec ${JSON.stringify(locateChromium()!.path)} "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    const configPath = join(dir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify({ ...TINY_TRAIN_CONFIG, browser: { executablePath: wrapper } }));
    // Stopped once its first episodes run: only the launch is in question here.
    const run = spawnTrain(dir, configPath, 'wrapped', {
      killAt: 'phase-00/demonstrations',
      killAfterMs: 3000,
    });
    await run.done;
    expect(existsSync(marker), run.log()).toBe(true);
  }, 60_000);

  it('refuses a browser path that points nowhere and a parallelism it would ignore, creating no run', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-browser-config-'));
    const refusal = async (input: object, asked: object = input) => {
      try {
        await trainRun({ config: parseRunConfig({ name: 'r', runsDir, ...input }), asked });
      } catch (error) {
        return error as Error;
      }
      return undefined;
    };
    const path = await refusal({ browser: { executablePath: '/nowhere/chromium' } });
    expect(path).toBeInstanceOf(ConfigError);
    expect(path!.message).toMatch(/^browser\.executablePath is "\/nowhere\/chromium", but no file is there/);
    const parallel = await refusal({ env: { parallelEpisodes: 4 }, sites: { slots: 2 } });
    expect(parallel).toBeInstanceOf(ConfigError);
    expect(parallel!.message).toMatch(/sites\.slots is 2\); set sites\.slots \(--slots 4\) instead/);
    expect(existsSync(join(runsDir, 'r'))).toBe(false);
  });
});
