import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTask } from '../../env/test-task.test-support.js';
import { verifySummaryLine } from './tasks-verify-command.js';

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

  it('refuses a built-in set, saying what checks one instead, and exits 2', () => {
    const { status, stdout, stderr } = webrl('tasks', 'validate', 'builtin:test');
    expect(stderr).toBe(
      "error: tasks validate checks a task file, and builtin:test is a built-in set, made from the sites' templates; `webrl tasks verify builtin:test` checks that its oracles score 1.0, `webrl tasks list builtin:test` lists its tasks\n",
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

  it('says a file holds no tasks instead of calling it valid, and exits 2', async () => {
    const path = join(dir, 'empty.json');
    await writeFile(path, '[]');
    const { status, stdout, stderr } = webrl('tasks', 'validate', path);
    expect(stderr).toBe(
      `error: ${path} holds no tasks (an empty array); give a file with at least one task config\n`,
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

  it('says an empty file holds no tasks when asked to list it, and exits 2', async () => {
    const path = join(dir, 'empty-list.json');
    await writeFile(path, '[]');
    const { status, stdout, stderr } = webrl('tasks', 'list', path);
    expect(stderr).toBe(
      `error: ${path} holds no tasks (an empty array); give a file with at least one task config\n`,
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

  it('names the field inside a union that holds a bad value, and a misspelt rule', async () => {
    const tasks = JSON.parse(await readFile(LITE, 'utf8')) as {
      eval: { reference_answers: unknown; program_html: { required_contents: unknown }[] };
    }[];
    tasks[0]!.eval.reference_answers = { must_include: 5 };
    tasks[1]!.eval.reference_answers = { must_include: [5] };
    const withCheck = tasks.findIndex((t) => t.eval.program_html.length > 0);
    tasks[withCheck]!.eval.program_html[0]!.required_contents = { must_inclde: ['a'] };
    const path = join(dir, 'unions.json');
    await writeFile(path, JSON.stringify(tasks));
    const { status, stdout } = webrl('tasks', 'validate', path);
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      'unions.json[0].eval.reference_answers.must_include: expected array or string (got 5)',
      'unions.json[1].eval.reference_answers.must_include[0]: expected string (got 5)',
      `unions.json[${withCheck}].eval.program_html[0].required_contents.must_inclde: unknown field; expected one of the fields exact_match, must_include, fuzzy_match, must_exclude, required_values (check its spelling)`,
    ]);
    expect(status).toBe(1);
  });

  it('says where a file is not JSON', async () => {
    const path = join(dir, 'broken.json');
    await writeFile(path, '[{"task_id": 1,]');
    const { status, stderr } = webrl('tasks', 'validate', path);
    expect(stderr).toMatch(/^error: .*broken\.json is not valid JSON: .*position/m);
    expect(status).toBe(2);
  });
});

describe('webrl tasks list and show', () => {
  it('refuses a site key that selects no built-in task, listing the keys that do, and exits 2', () => {
    const { status, stdout, stderr } = webrl('tasks', 'list', 'builtin:test:wikipedia');
    expect(stderr).toBe(
      'error: task set "builtin:test:wikipedia": no built-in site stands in for WebArena\'s wikipedia, so no built-in task runs there; the site keys are shopping, shopping_admin, gitlab, reddit, map, and cross-site (or homepage) for the tasks that use several sites, starting on the homepage\n',
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

  it('refuses a --template that matches no task, naming it, and exits 2', () => {
    const { status, stdout, stderr } = webrl('tasks', 'list', 'builtin:test', '--template', 'shop/nope');
    expect(stderr).toBe(
      'error: --template "shop/nope" matches no task of builtin:test; `webrl tasks list builtin:test --summary` lists its templates\n',
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

  it('filters a task file by the intent_template_id its --summary shows', () => {
    const { status, stdout } = webrl('tasks', 'list', LITE, '--template', '279', '--summary');
    expect(stdout).toMatch(/^ {3}1 {2}template 279 .*\n\n1 tasks in /);
    expect(status).toBe(0);
    expect(webrl('tasks', 'list', LITE, '--template', 'template 279').stdout).toMatch(/\n1 tasks in /);
  });

  it('reads a task id only as decimal digits', () => {
    for (const id of ['0x10', '1e1', '-1']) {
      const { status, stdout, stderr } = webrl('tasks', 'show', 'builtin:test', id);
      expect(stderr).toContain(`expected a task id, a whole number such as 17, got "${id}"`);
      expect(stdout).toBe('');
      expect(status).toBe(2);
    }
  });

  it('refuses a --data-dir that is a file with one error line in list, show and verify, and exits 2', async () => {
    const file = join(dir, 'data-dir-file');
    await writeFile(file, '');
    for (const command of [['list'], ['show', '0'], ['verify', '--ids', '0']]) {
      const [name, ...rest] = command;
      const { status, stdout, stderr } = webrl('tasks', name!, 'builtin:test', ...rest, '--data-dir', file);
      expect(stderr).toBe(
        `error: the sites' data folder ${file}: ${file} is a file, not a folder; pass --data-dir (sites.dataDir in a run config) a folder; the default is .cache/sites\n`,
      );
      expect(stdout).toBe('');
      expect(status).toBe(2);
    }
  });

  it('names the nearest ids when a task file’s ids have gaps', async () => {
    const tasks = JSON.parse(await readFile(LITE, 'utf8')) as unknown[];
    const path = join(dir, 'gaps.json');
    await writeFile(path, JSON.stringify([tasks[0], tasks[5], tasks[9]]));
    const { status, stderr } = webrl('tasks', 'show', path, '7');
    expect(stderr).toBe(
      `error: ${path} has no task 7; its 3 tasks have ids from 0 to 9 with gaps; the nearest are 5 and 9 (\`webrl tasks list ${path}\` lists them)\n`,
    );
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

  it('refuses a task file, saying which sets it takes and what checks or runs a file instead', () => {
    const { status, stdout, stderr } = webrl('tasks', 'verify', LITE);
    expect(stderr).toBe(
      `error: tasks verify needs a built-in set (builtin:train, builtin:test or builtin:<split>:<site key>; oracles exist only for the built-in templates), got "${LITE}"; ` +
        `for a task file, \`webrl tasks validate ${LITE}\` checks its configs and \`webrl eval --tasks ${LITE} --policy <p>\` runs a policy on the sites that SHOPPING, GITLAB, … name (\`webrl sites serve\` prints them)\n`,
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
  });

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

  it('refuses a --traces path that is a file with one error line, before starting the sites', async () => {
    const path = join(dir, 'traces-file');
    await writeFile(path, '');
    const { status, stdout, stderr } = webrl(
      'tasks',
      'verify',
      'builtin:test',
      '--ids',
      '34',
      '--traces',
      path,
      '--data-dir',
      join(dir, 'sites'),
    );
    expect(stderr.split('\n').filter((line) => line.startsWith('error:'))).toEqual([
      `error: --traces ${path} is a file; give a folder for the demonstrations (one that does not exist is made)`,
    ]);
    expect(stdout).toBe('');
    expect(status).toBe(2);
  }, 120_000);

  it('refuses a --traces folder that already holds files, keeping them, before loading anything', async () => {
    // A finished evaluation's folder: its traces and actions files are data.
    const traces = join(dir, 'used-traces');
    await mkdir(join(traces, 'traces'), { recursive: true });
    await mkdir(join(traces, 'actions'));
    await writeFile(join(traces, 'traces', '0.jsonl'), 'earlier trace\n');
    await writeFile(join(traces, 'actions', '0.json'), '{"earlier": true}');
    await writeFile(join(traces, 'summary.json'), '{}');
    const { status, stdout, stderr } = webrl(
      'tasks',
      'verify',
      'builtin:test',
      '--ids',
      '0',
      '--traces',
      traces,
      '--data-dir',
      join(dir, 'sites'),
    );
    expect(stderr).toBe(
      `error: --traces ${traces}: the folder already holds actions/, summary.json, traces/, which these demonstrations would replace; choose a new --traces folder or remove it\n`,
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
    expect(await readFile(join(traces, 'traces', '0.jsonl'), 'utf8')).toBe('earlier trace\n');
    expect(await readFile(join(traces, 'actions', '0.json'), 'utf8')).toBe('{"earlier": true}');
  }, 120_000);
});

describe('tasks verify summary line', () => {
  it('says how many of the failed tasks scored 1.0 all the same, so none reads as counted twice', () => {
    const result = (taskId: number, score: number, problems: string[] = []) => ({
      task: fixtureTask({ task_id: taskId }),
      score,
      steps: 4,
      answer: null,
      problems,
      warnings: [],
      durationMs: 1,
    });
    const options = { seed: 0, dataDir: '.cache/sites', slots: 1 };
    const results = [
      result(1, 1),
      result(2, 1, ['answer contract: "4.99" is not in the page']),
      result(3, 0),
    ];
    expect(verifySummaryLine(results, 'builtin:test', 3, options)).toBe(
      'builtin:test: oracle scored 1.0 on 2/3 tasks; 2 failed (1 of them scored 1.0, with the problems listed above); mean 4.0 steps',
    );
    expect(verifySummaryLine([result(1, 1), result(3, 0)], 'builtin:test', 2, options)).toBe(
      'builtin:test: oracle scored 1.0 on 1/2 tasks; 1 failed; mean 4.0 steps',
    );
  });
});
