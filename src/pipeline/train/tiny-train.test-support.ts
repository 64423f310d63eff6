// The smallest `webrl train` run that still has every stage, run in a child process as a user would,
// for tests that kill it, resume it or read its run directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const bin = join(root, 'bin', 'webrl.js');

/** A handful of episodes, one online phase. */
export const TINY_TRAIN_CONFIG = {
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

/** Smaller still, for runs against served models (a test server answers every request). */
export const TINY_SERVED_CONFIG = {
  env: { maxSteps: 3 },
  train: {
    phases: 1,
    tasksPerPhase: 2,
    demonstrations: 2,
    seedRollouts: 2,
    evalTasks: 2,
    sftEpochs: 1,
  },
  rl: { actor: { epochs: 1 }, critic: { epochs: 1 } },
};

export interface TrainAttempt {
  child: ChildProcess;
  /** The exit code, or null when the process was killed. */
  done: Promise<number | null>;
  /** Everything the run printed, for failure messages. */
  log(): string;
}

export interface TrainAttemptOptions {
  resume?: boolean;
  /** More flags for `webrl train` (served models: `--policy openai:…`). */
  args?: string[];
  /** Kill the whole process group (node and its Chromium) with SIGKILL when this stage starts. */
  killAt?: string;
  killAfterMs?: number;
  /** Kill the group as soon as this holds (checked every 20 ms): a point inside a stage, not a time. */
  killWhen?: () => boolean;
  /** Instead of SIGKILL to the group: this signal to the node process alone, as `kill <pid>` sends. */
  signal?: NodeJS.Signals;
  /** Environment variables set for this run on top of the test's own (e.g. WEBRL_CHROMIUM). */
  env?: Record<string, string>;
}

/** Starts `webrl train` in its own process group. */
export function spawnTrain(
  runsDir: string,
  configPath: string,
  name: string,
  options: TrainAttemptOptions = {},
): TrainAttempt {
  const args = [bin, 'train', '--config', configPath, '--runs-dir', runsDir, '--name', name];
  if (options.resume) args.push('--resume');
  args.push(...(options.args ?? []));
  const child = spawn('node', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let log = '';
  let killAt = options.killAt;
  const done = new Promise<number | null>((resolveDone) => {
    child.on('exit', (code) => resolveDone(code));
  });
  if (options.killWhen) {
    const poll = setInterval(() => {
      if (!options.killWhen!()) return;
      clearInterval(poll);
      log += '\n[test] killing as its condition holds\n';
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The run ended first.
      }
    }, 20);
    void done.then(() => clearInterval(poll));
  }
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (killAt && log.includes(`${killAt}: started`)) {
      const at = killAt;
      killAt = undefined;
      // kill -9 the whole group, as a crash or an OOM kill would.
      setTimeout(() => {
        try {
          if (options.signal) process.kill(child.pid!, options.signal);
          else process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // The run finished the stage and exited before the kill: a resume still runs after it.
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
