import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
const LITE = resolve(
  import.meta.dirname,
  '../../../../shared/data/webarena-lite/test_webarena_lite.raw.json',
);

function webrl(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('node', [bin, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'webrl-tasks-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('webrl tasks validate', () => {
  it('reports all 165 WebArena-Lite tasks valid and exits 0', () => {
    const { status, stdout } = webrl('tasks', 'validate', LITE);
    expect(stdout).toBe(`165/165 tasks valid in ${LITE}\n`);
    expect(status).toBe(0);
  });

  it('prints every problem of a file with injected mistakes, the count, and exits 1', async () => {
    const tasks = JSON.parse(await readFile(LITE, 'utf8')) as {
      eval: { eval_types: string[] };
      [key: string]: unknown;
    }[];
    tasks[17]!.eval.eval_types[0] = 'string_mach';
    tasks[40]!.start_url = 42;
    tasks[41]!.task_id = 40;
    const path = join(dir, 'tasks.json');
    await writeFile(path, JSON.stringify(tasks, null, 2));
    const { status, stdout } = webrl('tasks', 'validate', path);
    expect(stdout).toBe(
      [
        'tasks.json[17].eval.eval_types[0]: "string_mach" is not one of string_match, url_match, program_html',
        'tasks.json[40].start_url: expected string (got 42)',
        'tasks.json[41].task_id: 40 is also the task_id of tasks.json[40]; task ids must be unique within a file',
        '',
        `162/165 tasks valid in ${path}`,
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
  });

  it('says why a file cannot be read and exits 2', () => {
    const { status, stderr } = webrl('tasks', 'validate', join(dir, 'missing.json'));
    expect(stderr).toContain(`error: cannot read task file ${join(dir, 'missing.json')}: ENOENT`);
    expect(status).toBe(2);
  });

  it('says where a file is not JSON', async () => {
    const path = join(dir, 'broken.json');
    await writeFile(path, '[{"task_id": 1,]');
    const { status, stderr } = webrl('tasks', 'validate', path);
    expect(stderr).toMatch(/^error: .*broken\.json is not valid JSON: .*position/m);
    expect(status).toBe(2);
  });
});

describe('webrl tasks verify', () => {
  it('verifies the chosen task in Chromium and says which part of the set it verified', () => {
    const { status, stdout } = webrl(
      'tasks',
      'verify',
      'builtin:test',
      '--ids',
      '34',
      '--slots',
      '1',
      '--data-dir',
      join(dir, 'sites'),
    );
    expect(stdout).toContain('builtin:test (1 of 165: ids 34): oracle scored 1.0 on 1/1 tasks; 0 failed');
    expect(status).toBe(0);
  }, 120_000);

  it('refuses a template or an id that selects nothing, naming it, before starting anything', () => {
    const template = webrl(
      'tasks',
      'verify',
      'builtin:test',
      '--template',
      'shopping/nope',
      '--data-dir',
      join(dir, 'sites'),
    );
    expect(template.stderr).toContain('--template "shopping/nope" matches no task of builtin:test');
    expect(template.status).toBe(2);
    const ids = webrl(
      'tasks',
      'verify',
      'builtin:test',
      '--ids',
      '34,9999',
      '--data-dir',
      join(dir, 'sites'),
    );
    expect(ids.stderr).toContain('--ids 34,9999: builtin:test has no task 9999');
    // A malformed list is refused while the command line is read, before any task is loaded.
    const word = webrl('tasks', 'verify', 'builtin:test', '--ids', '3,x');
    expect(word.stderr).toContain('"x" is not one');
    expect(word.status).toBe(2);
  }, 120_000);
});
