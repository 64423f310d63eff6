// One process at a time works on a run directory: two `webrl train` on the same run (`npm start` in
// two terminals) would run the same stages into it and count them twice. The second is refused before
// any work; a lock its process left when killed outright is taken over; one of another machine is not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineName } from '../../core/index.js';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';

function tinyRunsDir(): { runsDir: string; configPath: string } {
  const runsDir = mkdtempSync(join(tmpdir(), 'webrl-lock-'));
  const configPath = join(runsDir, 'tiny.json');
  writeFileSync(configPath, JSON.stringify(TINY_TRAIN_CONFIG));
  return { runsDir, configPath };
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const errorLines = (log: string) => log.split('\n').filter((line) => line.startsWith('error: '));

describe('webrl train on a run another process works on', () => {
  it('refuses a second process with exit 2 and one line naming the holder, while the first completes and leaves no lock', async () => {
    const { runsDir, configPath } = tinyRunsDir();
    const lockPath = join(runsDir, '.busy.lock');
    const first = spawnTrain(runsDir, configPath, 'busy', { resume: true });
    await until(() => first.log().includes('phase-00/demonstrations: started'), 'the first run to start');
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: first.child.pid });

    const second = spawnTrain(runsDir, configPath, 'busy', { resume: true });
    expect(await second.done, second.log()).toBe(2);
    const command = `webrl train --config ${configPath} --runs-dir ${runsDir} --name busy --resume`;
    expect(errorLines(second.log())).toEqual([
      expect.stringMatching(
        new RegExp(
          `^error: ${escaped(join(runsDir, 'busy'))} is in use by another process \\(pid ${first.child.pid} on this machine, ${escaped(machineName())}, since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z, running ${escaped(command)}\\); wait for it to end, or stop it \\(kill ${first.child.pid}\\); if pid ${first.child.pid} is now another program \\(a pid is reused\\), remove the lock file ${escaped(lockPath)}$`,
        ),
      ),
    ]);
    expect(second.log()).not.toContain(': started');

    expect(await first.done, first.log()).toBe(0);
    const state = JSON.parse(readFileSync(join(runsDir, 'busy', 'state.json'), 'utf8'));
    expect(state.completed).toContain('phase-01/eval');
    expect(new Set(state.completed).size).toBe(state.completed.length);
    expect(existsSync(lockPath)).toBe(false);

    // A complete run's --resume only says so, and gives the lock back too.
    const again = spawnTrain(runsDir, configPath, 'busy', { resume: true });
    expect(await again.done, again.log()).toBe(0);
    expect(again.log()).toContain('is complete');
    expect(readdirSync(runsDir).sort()).toEqual(['busy', 'tiny.json']);
  }, 180_000);

  it('takes over the lock of a process gone from this machine, and removes it when stopped by SIGTERM', async () => {
    const { runsDir, configPath } = tinyRunsDir();
    const lockPath = join(runsDir, '.crashed.lock');
    // A pid no process has: that of a child that has run and exited.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      lockPath,
      JSON.stringify({ pid: gone, machine: machineName(), since: '2024-01-02T03:04:05.000Z' }),
    );
    const run = spawnTrain(runsDir, configPath, 'crashed', { resume: true });
    await until(() => run.log().includes('phase-00/demonstrations: started'), 'the run to start');
    expect(run.log()).toContain(
      `took over the lock of ${join(runsDir, 'crashed')}: its process ${gone} (since 2024-01-02T03:04:05.000Z) is gone from this machine`,
    );
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: run.child.pid });
    process.kill(run.child.pid!, 'SIGTERM');
    expect(await run.done, run.log()).toBe(143);
    expect(existsSync(lockPath)).toBe(false);
  }, 120_000);

  it("refuses the lock of another machine's process, saying to remove it if that process is gone, before any run folder", async () => {
    const { runsDir, configPath } = tinyRunsDir();
    const lockPath = join(runsDir, '.shared.lock');
    const lock = {
      pid: 4242,
      machine: 'other-box',
      since: '2024-01-02T03:04:05.000Z',
      command: 'webrl train --name shared',
    };
    writeFileSync(lockPath, JSON.stringify(lock));
    const run = spawnTrain(runsDir, configPath, 'shared');
    expect(await run.done, run.log()).toBe(2);
    expect(errorLines(run.log())).toEqual([
      `error: ${join(runsDir, 'shared')} is in use by another process (pid 4242 on other-box, since 2024-01-02T03:04:05.000Z, running webrl train --name shared); wait for it to end, or stop it on other-box; if that process is gone from other-box, remove the lock file ${lockPath}`,
    ]);
    expect(existsSync(join(runsDir, 'shared'))).toBe(false);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toEqual(lock);
  }, 60_000);
});
