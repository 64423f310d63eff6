// `kill -9` during rollouts, during processing and during training, then `webrl train --resume`:
// the run completes and matches an uninterrupted run with the same seed, stage results, metric
// values and weights alike (issue 7).
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MetricRecord, readJsonl } from '../../core/index.js';
import { readManifest } from '../../models/index.js';
import { TINY_TRAIN_CONFIG, spawnTrain as train } from './tiny-train.test-support.js';

/** What must match between runs: every stage's result, every metric but timings, every checkpoint. */
function outcomeOf(runDir: string) {
  const state = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8'));
  const metrics = readJsonl<MetricRecord>(join(runDir, 'metrics.jsonl')).records.filter(
    (m) => !m.name.startsWith('time/') && !m.name.endsWith('_per_s'),
  );
  const keys = metrics.map((m) => `${m.stage} ${m.name} ${m.step ?? ''} ${JSON.stringify(m.labels ?? {})}`);
  // Runs with one seed repeat exactly, values and weights too, though their sites listen on other ports.
  const values = metrics.map(
    (m) => `${m.stage} ${m.name} ${m.step ?? ''} ${JSON.stringify(m.labels ?? {})} ${m.value}`,
  );
  const weights = ['phase-00-sft', 'phase-01'].flatMap((phase) =>
    readdirSync(join(runDir, phase, 'checkpoints'))
      .sort()
      .map(
        (model) =>
          `${phase}/${model} ${readManifest(join(runDir, phase, 'checkpoints', model)).weightsSha256}`,
      ),
  );
  return {
    completed: state.completed,
    results: state.results,
    metricKeys: keys.sort(),
    metricValues: values.sort(),
    weights,
  };
}

describe('webrl train --resume', () => {
  it('completes after kill -9 during phase 0’s evaluation, rollouts, processing and training, as an uninterrupted run does', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-resume-'));
    const configPath = join(runsDir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));

    const straightRun = train(runsDir, configPath, 'straight', {});
    expect(await straightRun.done, straightRun.log()).toBe(0);

    // Phase 0's evaluation starts with the oracle solving the test tasks (their required steps):
    // killed when the first of its episodes is written, the second still running.
    const oracleActions = join(runsDir, 'crashy', 'phase-00-sft', 'oracle-eval', 'actions');
    const midOracle = train(runsDir, configPath, 'crashy', {
      killWhen: () => existsSync(oracleActions) && readdirSync(oracleActions).length > 0,
    });
    expect(await midOracle.done, midOracle.log()).toBe(null);
    expect(existsSync(join(oracleActions, '..', 'summary.json'))).toBe(false);

    const killed = [
      { killAt: 'phase-01/rollouts', killAfterMs: 1500 },
      { killAt: 'phase-01/process', killAfterMs: 0 },
      { killAt: 'phase-01/actor', killAfterMs: 200 },
    ];
    for (const kill of killed) {
      const attempt = train(runsDir, configPath, 'crashy', { resume: true, ...kill });
      const code = await attempt.done;
      expect(code === null || code === 0, attempt.log()).toBe(true);
    }
    const last = train(runsDir, configPath, 'crashy', { resume: true });
    expect(await last.done, last.log()).toBe(0);

    const straight = outcomeOf(join(runsDir, 'straight'));
    const crashy = outcomeOf(join(runsDir, 'crashy'));
    expect(crashy.completed).toEqual(straight.completed);
    expect(crashy.results).toEqual(straight.results);
    expect(crashy.metricValues).toEqual(straight.metricValues);
    expect(crashy.weights).toEqual(straight.weights);
    expect(straight.weights.length).toBeGreaterThanOrEqual(4);
    // Every evaluation also reports success by template kind (trained on or test-only).
    const byKind = straight.metricKeys.filter((k) =>
      / eval\/success_(training|test_only)_templates /.test(k),
    );
    expect(new Set(byKind.map((k) => k.split(' ')[0]))).toEqual(new Set(['phase-00/eval', 'phase-01/eval']));
    // The actor stage reports the exact KL to the actor it started from, which cannot be negative.
    const klExact = readJsonl<MetricRecord>(join(runsDir, 'straight', 'metrics.jsonl')).records.filter(
      (m) => m.name === 'rl/kl_exact',
    );
    expect(klExact.map((m) => m.stage)).toEqual(['phase-01/actor']);
    expect(klExact[0]!.value).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(klExact[0]!.value)).toBe(true);
  }, 1_800_000);
});
