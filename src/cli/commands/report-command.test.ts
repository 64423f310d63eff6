// `webrl report` as a user runs it: an --out that is a folder is a mistake to name, not a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFixtureRuns } from '../../pipeline/fixture-runs.test-support.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

describe('webrl report --out', () => {
  it('refuses a folder, saying which file to give, and writes nothing into it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-report-out-'));
    const runs = await writeFixtureRuns(join(dir, 'runs'));
    const result = spawnSync('node', [bin, 'report', runs[0]!, '--out', dir], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr.trim()).toBe(
      `error: --out ${dir} is a folder; give a file, such as ${join(dir, 'report.html')}`,
    );
    expect(existsSync(join(dir, 'report.html'))).toBe(false);
  });
});
