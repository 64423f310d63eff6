import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `webrl train --config`: a config file that cannot be used is refused with one error line before
// any work (no run folder made).
describe('webrl train --config', () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
  const dir = mkdtempSync(join(tmpdir(), 'webrl-train-config-'));
  const runsDir = join(dir, 'runs');
  const train = (...args: string[]) =>
    spawnSync('node', [bin, 'train', '--runs-dir', runsDir, '--name', 'x', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says that --config takes a file when given the settings themselves', () => {
    const settings = '{"rl":{"beta":0.5}}';
    const { status, stdout, stderr } = train('--config', settings);
    expect(stderr).toBe(
      `error: ${settings} does not exist; --config takes the path of a JSON file, not the JSON itself: write the settings to a file and pass its path\n`,
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
    expect(existsSync(runsDir)).toBe(false);
  });

  it('says that a missing config file does not exist', () => {
    const path = join(dir, 'gone.json');
    const { status, stderr } = train('--config', path);
    expect(stderr).toBe(`error: ${path} does not exist; fix the file or drop --config\n`);
    expect(status).toBe(2);
  });

  it('reads a config file saved with a byte order mark, and locates a syntax error by line and column', () => {
    const path = join(dir, 'config.json');
    writeFileSync(path, '\uFEFF{\r\n  "rl": {"beta": 0.5},\r\n  "train": {"phases": 2,}\r\n}\r\n');
    const { status, stderr } = train('--config', path);
    expect(stderr).toBe(
      `error: ${path}: not readable JSON (line 3, column 25: Expected double-quoted property name in JSON at position 51); fix the file or drop --config\n`,
    );
    expect(status).toBe(2);
  });
});
