// `webrl report` as a user runs it: an --out that is a folder, or a file that is not a report this
// command wrote, is a mistake to name, not a stack trace and not an overwritten file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it("refuses an existing file that is not a report it wrote, such as the run's config.json, and leaves it as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-report-out-'));
    const runs = await writeFixtureRuns(join(dir, 'runs'));
    const notes = join(dir, 'notes.html');
    writeFileSync(notes, '<!doctype html><html><head><title>my notes</title></head><body>keep</body></html>');
    for (const out of [join(runs[0]!, 'config.json'), notes]) {
      const before = readFileSync(out, 'utf8');
      const result = spawnSync('node', [bin, 'report', runs[0]!, '--out', out], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr.trim()).toBe(
        `error: --out ${out} exists and is not a report written by webrl report; choose another path or delete the file`,
      );
      expect(readFileSync(out, 'utf8')).toBe(before);
    }
    // The default <run>/report.html is checked alike.
    const own = join(runs[0]!, 'report.html');
    writeFileSync(own, 'my own notes on this run');
    const result = spawnSync('node', [bin, 'report', runs[0]!], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr.trim()).toBe(
      `error: ${own} (the default --out) exists and is not a report written by webrl report; pass --out <another file> or delete the file`,
    );
    expect(readFileSync(own, 'utf8')).toBe('my own notes on this run');
  });

  it('overwrites a report it wrote earlier, whether written to the default <run>/report.html or to --out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-report-out-'));
    const runs = await writeFixtureRuns(join(dir, 'runs'));
    const out = join(runs[0]!, 'report.html');
    for (const args of [[runs[0]!], [runs[0]!, '--out', out]]) {
      const result = spawnSync('node', [bin, 'report', ...args], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`wrote ${out}`);
    }
    expect(readFileSync(out, 'utf8')).toContain('<h1>webrl report</h1>');
  });
});

describe('webrl report arguments', () => {
  it('refuses a run named twice and a --viewer-url that is no http URL, writing no report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-report-args-'));
    const runs = await writeFixtureRuns(join(dir, 'runs'));
    const twice = spawnSync('node', [bin, 'report', runs[0]!, `${runs[0]!}/`, '--out', join(dir, 'r.html')], {
      encoding: 'utf8',
    });
    expect(twice.status, twice.stderr).toBe(2);
    expect(twice.stderr.trim()).toBe(
      `error: ${runs[0]!}/ is given twice (also as ${runs[0]!}); name each run directory once`,
    );
    const url = spawnSync('node', [bin, 'report', runs[0]!, '--viewer-url', 'localhost:8377'], {
      encoding: 'utf8',
    });
    expect(url.status, url.stderr).toBe(2);
    expect(url.stderr).toContain(
      'expected an http:// or https:// URL such as http://127.0.0.1:8377, got "localhost:8377"',
    );
    expect(existsSync(join(dir, 'r.html'))).toBe(false);
    expect(existsSync(join(runs[0]!, 'report.html'))).toBe(false);
  });
});
