import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMetrics } from '../core/index.js';
import { RunDirectory } from './run-directory.js';
import { StageRunner } from './stage-runner.js';

describe('stage runner', () => {
  it('skips completed stages on resume and reruns an interrupted one without double-counting', async () => {
    const run = new RunDirectory(mkdtempSync(join(tmpdir(), 'webrl-run-')));
    const first = new StageRunner(run);
    const rollouts = await first.stage(1, 'rollouts', async (stage) => {
      stage.metrics({ 'env/success_rate': 0.4 });
      return { n: 3 };
    });
    expect(rollouts).toEqual({ n: 3 });
    // The actor stage writes a metric, then the process dies before the stage completes.
    await expect(
      first.stage(1, 'actor', async (s) => {
        s.metrics({ 'rl/kl': 0.5 }, 0);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');

    const resumed = new StageRunner(run);
    let rolloutsRan = false;
    const again = await resumed.stage(1, 'rollouts', async () => {
      rolloutsRan = true;
      return { n: 99 };
    });
    expect(rolloutsRan).toBe(false);
    expect(again).toEqual({ n: 3 });
    await resumed.stage(1, 'actor', async (s) => s.metrics({ 'rl/kl': 0.25 }, 0));

    const names = readMetrics(run.metricsPath).map((m) => `${m.stage} ${m.name}`);
    expect(names.filter((n) => n === 'phase-01/actor rl/kl')).toHaveLength(1);
    expect(names).toContain('phase-01/rollouts env/success_rate');
    expect(names).toContain('phase-01/actor time/actor_s');
    expect(resumed.completed).toEqual(['phase-01/rollouts', 'phase-01/actor']);
  });
});
