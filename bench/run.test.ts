// The bench runner as a person meets it: help from each benchmark's header, usage for a wrong name.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const runner = resolve(import.meta.dirname, 'run.ts');
const bench = (...args: string[]) => spawnSync('npx', ['tsx', runner, ...args], { encoding: 'utf8' });

describe('npm run bench', () => {
  it('prints a benchmark’s header comment for --help, without running it', () => {
    const help = bench('compare', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^bench\/compare: the paper's Table 1/);
    expect(help.stdout).toContain('Usage: npm run bench -- compare [--seeds 3]');
    expect(help.stdout).not.toContain('//');
  });

  it('names the known benchmarks for an unknown one and exits 2', () => {
    const unknown = bench('nosuch');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/known benchmarks: .*compare.*models/);
  });

  it('runs only benchmarks: a helper file of theirs is no benchmark', () => {
    const helper = bench('env-workload');
    expect(helper.status).toBe(2);
    expect(helper.stderr).toMatch(/^usage: npm run bench -- <name> \[args\]; known benchmarks: /);
    expect(helper.stderr).not.toContain('env-workload');
    expect(helper.stderr).not.toContain('result');
  });
});
