// The run config's browser section and env.parallelEpisodes in `webrl train`: a setting the run
// would ignore is either used or refused, never stored and passed over.
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateChromium } from '../../browser/index.js';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { StageRunner } from '../stage-runner.js';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';
import { openRunDirectory, trainRun } from './train-run.js';

/** The `error: ` lines a run printed, and whether it printed a stack trace. */
const errorLines = (log: string) => log.split('\n').filter((line) => line.startsWith('error: '));
const hasStackTrace = (log: string) => /\n\s+at /.test(log);

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

  it('stops at the first launch of a WEBRL_CHROMIUM that is not a browser: one line, exit 2, no run left behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-browser-config-'));
    const configPath = join(dir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));
    const run = spawnTrain(dir, configPath, 't', { env: { WEBRL_CHROMIUM: '/bin/true' } });
    expect(await run.done, run.log()).toBe(2);
    const errors = errorLines(run.log());
    expect(errors, run.log()).toHaveLength(1);
    expect(errors[0]).toMatch(/^error: WEBRL_CHROMIUM is "\/bin\/true", but Chromium did not start from it/);
    expect(errors[0]).toMatch(/point WEBRL_CHROMIUM at a Chromium executable.*apt-get install/);
    expect(hasStackTrace(run.log()), run.log()).toBe(false);
    expect(run.log()).not.toContain('demonstrations: started');
    // Nothing ran, so nothing is kept: the same command runs once the browser is fixed.
    expect(existsSync(join(dir, 't'))).toBe(false);
  }, 120_000);

  it('records no stage of a resumed run whose browser does not start, and says to resume again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-browser-config-'));
    const configPath = join(dir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));
    // A run that was started before (its settings stored) and is resumed with a broken browser.
    const { run } = openRunDirectory(
      parseRunConfig({ ...TINY_TRAIN_CONFIG, runsDir: dir, name: 'r' }),
      false,
    );
    const attempt = spawnTrain(dir, configPath, 'r', { resume: true, env: { WEBRL_CHROMIUM: '/bin/true' } });
    expect(await attempt.done, attempt.log()).toBe(2);
    const errors = errorLines(attempt.log());
    expect(errors, attempt.log()).toHaveLength(1);
    expect(errors[0]).toMatch(/^error: WEBRL_CHROMIUM is "\/bin\/true", but Chromium did not start/);
    expect(errors[0]).toContain(`the run keeps its finished stages in ${run.root}`);
    expect(errors[0]).toContain('--resume');
    expect(hasStackTrace(attempt.log()), attempt.log()).toBe(false);
    expect(existsSync(run.configPath)).toBe(true);
    const completed = existsSync(run.statePath)
      ? (JSON.parse(readFileSync(run.statePath, 'utf8')) as { completed: string[] }).completed
      : [];
    expect(completed).toEqual([]);
  }, 120_000);

  it('resumes a run that finished every stage by saying so, launching no browser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-browser-config-'));
    const configPath = join(dir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));
    // A finished run: its settings stored and every stage of phase 0 and its one online phase done.
    const { run } = openRunDirectory(
      parseRunConfig({ ...TINY_TRAIN_CONFIG, runsDir: dir, name: 'done' }),
      false,
    );
    const stages = new StageRunner(run);
    for (const name of ['demonstrations', 'sft', 'seed-rollouts', 'orm'])
      stages.adopt(`phase-00/${name}`, {});
    stages.adopt('phase-00/eval', { success: 0.25 });
    for (const name of ['tasks', 'rollouts', 'process', 'critic', 'actor'])
      stages.adopt(`phase-01/${name}`, {});
    stages.adopt('phase-01/eval', { success: 0.5 });
    // A browser that cannot start fails any launch: the resume must not need one.
    const attempt = spawnTrain(dir, configPath, 'done', {
      resume: true,
      env: { WEBRL_CHROMIUM: '/bin/true' },
    });
    expect(await attempt.done, attempt.log()).toBe(0);
    expect(attempt.log()).toContain(
      `run ${run.root} is complete: every stage of its 1 online phases is done`,
    );
    expect(attempt.log()).toContain('to train further, resume with --phases 2');
    expect(attempt.log()).toMatch(/phase 0: 25\.0%\n\s+phase 1: 50\.0%/);
    expect(attempt.log()).not.toContain('started');
  }, 120_000);
});
