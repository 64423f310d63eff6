// `kill -9` during rollouts, during processing and during training, then `webrl train --resume`:
// the run completes and its counts match an uninterrupted run with the same seed (issue 7).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MetricRecord, readJsonl } from '../../core/index.js';

const root = resolve(import.meta.dirname, '../../..');
const bin = join(root, 'bin', 'webrl.js');

// The smallest run that still has every stage: a handful of episodes, one online phase.
const tinyConfig = {
  seed: 3,
  env: { maxSteps: 4 },
  sites: { slots: 2 },
  train: {
    phases: 1,
    tasksPerPhase: 3,
    demonstrations: 4,
    seedRollouts: 3,
    ormCorruptions: 1,
    evalTasks: 2,
    sftEpochs: 2,
    ormEpochs: 2,
  },
  rl: { actor: { epochs: 1 }, critic: { epochs: 1 } },
};

interface Attempt {
  child: ChildProcess;
  done: Promise<number | null>;
  /** Everything the run printed, for failure messages. */
  log(): string;
}

/** Starts `webrl train` in its own process group; `killAt` kills the group when a stage starts. */
function train(
  runsDir: string,
  configPath: string,
  name: string,
  options: { resume?: boolean; killAt?: string; killAfterMs?: number },
): Attempt {
  const args = [bin, 'train', '--config', configPath, '--runs-dir', runsDir, '--name', name];
  if (options.resume) args.push('--resume');
  const child = spawn('node', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const done = new Promise<number | null>((resolveDone) => {
    child.on('exit', (code) => resolveDone(code));
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (options.killAt && log.includes(`${options.killAt}: started`)) {
      const at = options.killAt;
      options.killAt = undefined;
      // kill -9 the whole group (node and its Chromium), as a crash or an OOM kill would.
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // The run finished the stage and exited before the kill: the resume below still runs.
        }
      }, options.killAfterMs ?? 0);
      log += `\n[test] killing at ${at}\n`;
    }
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  return { child, done, log: () => log };
}

/** What must match between runs: every stage's result except timings, and the metric counts. */
function countsOf(runDir: string) {
  const state = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8'));
  const metrics = readJsonl<MetricRecord>(join(runDir, 'metrics.jsonl')).records.filter(
    (m) => !m.name.startsWith('time/') && !m.name.endsWith('_per_s'),
  );
  const keys = metrics.map((m) => `${m.stage} ${m.name} ${m.step ?? ''} ${JSON.stringify(m.labels ?? {})}`);
  return { completed: state.completed, results: state.results, metricKeys: keys.sort() };
}

describe('webrl train --resume', () => {
  it('completes after kill -9 during rollouts, processing and training, with the counts of an uninterrupted run', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-resume-'));
    const configPath = join(runsDir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(tinyConfig));

    const straightRun = train(runsDir, configPath, 'straight', {});
    expect(await straightRun.done, straightRun.log()).toBe(0);

    const killed = [
      { killAt: 'phase-01/rollouts', killAfterMs: 1500 },
      { killAt: 'phase-01/process', killAfterMs: 0 },
      { killAt: 'phase-01/actor', killAfterMs: 200 },
    ];
    for (const [i, kill] of killed.entries()) {
      const attempt = train(runsDir, configPath, 'crashy', { resume: i > 0, ...kill });
      const code = await attempt.done;
      expect(code === null || code === 0, attempt.log()).toBe(true);
    }
    const last = train(runsDir, configPath, 'crashy', { resume: true });
    expect(await last.done, last.log()).toBe(0);

    const straight = countsOf(join(runsDir, 'straight'));
    const crashy = countsOf(join(runsDir, 'crashy'));
    expect(crashy.completed).toEqual(straight.completed);
    expect(crashy.metricKeys).toEqual(straight.metricKeys);
    expect(crashy.results).toEqual(straight.results);
  }, 1_800_000);
});
