import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './schema-errors.js';
import { loadTaskFile, loadValidTasks, parseTaskFile } from './task-file.js';

const LITE = resolve(import.meta.dirname, '../../../shared/data/webarena-lite/test_webarena_lite.raw.json');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'webrl-task-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function liteTasks(): Promise<Record<string, unknown>[]> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(LITE, 'utf8'));
}

describe('loadTaskFile', () => {
  it('loads all 165 WebArena-Lite tasks as valid', async () => {
    const result = await loadTaskFile(LITE);
    expect(result.errors).toEqual([]);
    expect(result.total).toBe(165);
    expect(result.tasks.map((t) => t.task_id)).toEqual([...Array(165).keys()]);
    expect(result.tasks[81]?.eval.reference_answers?.must_include).toBe('yjlou');
    expect(result.tasks[29]?.eval.reference_url).toBeNull();
  });

  it('names a missing file and the reason', async () => {
    await expect(loadTaskFile(join(dir, 'nope.json'))).rejects.toThrow(
      /cannot read task file .*nope\.json: ENOENT/,
    );
  });

  it('names a folder given as a task file, with the fix', async () => {
    await expect(loadTaskFile(dir)).rejects.toThrow(
      `cannot read task file ${dir}: EISDIR: illegal operation on a directory, read; that is a folder: pass a task file's path (a JSON array of task configs)`,
    );
  });

  it('reads a task file saved with a byte order mark, as Windows editors save it', async () => {
    const path = join(dir, 'bom.json');
    await writeFile(path, `\uFEFF${JSON.stringify((await liteTasks()).slice(0, 2), null, 2)}\r\n`);
    const result = await loadTaskFile(path);
    expect(result.errors).toEqual([]);
    expect(result.tasks.map((t) => t.task_id)).toEqual([0, 1]);
  });

  it('gives the line and column of a syntax error, not only its character position', async () => {
    const path = join(dir, 'comma.json');
    // A trailing comma in a large file: Node 20's message for it gives no position at all.
    const text = JSON.stringify(await liteTasks(), null, 2);
    const cut = text.lastIndexOf('}');
    await writeFile(path, `${text.slice(0, cut + 1)},${text.slice(cut + 1)}`);
    const line = text.slice(0, cut).split('\n').length;
    await expect(loadTaskFile(path)).rejects.toThrow(
      new RegExp(`^${path} is not valid JSON: line ${line + 1}, column 1: Unexpected token '\\]'`),
    );
  });

  it('loadValidTasks throws a ConfigError listing every problem when a task is invalid', async () => {
    const tasks = await liteTasks();
    (tasks[3] as { sites: string[] }).sites = ['shop'];
    const path = join(dir, 'tasks.json');
    await writeFile(path, JSON.stringify(tasks));
    const error = await loadValidTasks(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'tasks.json[3].sites[0]: "shop" is not one of shopping, shopping_admin, reddit, gitlab, map, wikipedia, classifieds, miniwob',
    ]);
    expect((error as Error).message).toMatch(/^1 of 165 tasks in .*tasks\.json are not valid:/);
  });
});

describe('parseTaskFile', () => {
  it('reports each mistake on its own line with the task index and field path', async () => {
    const tasks = await liteTasks();
    const eval17 = tasks[17]!.eval as { eval_types: string[] };
    eval17.eval_types[0] = 'string_mach';
    delete tasks[20]!.intent;
    (tasks[21] as { task_id: unknown }).task_id = 'twenty-one';
    (tasks[22] as { colour?: string }).colour = 'red';
    (tasks[23] as { task_id: number }).task_id = 5;
    delete tasks[24]!.storage_state;
    const result = parseTaskFile(JSON.stringify(tasks), '/some/where/tasks.json');
    expect(result.errors).toEqual([
      'tasks.json[17].eval.eval_types[0]: "string_mach" is not one of string_match, url_match, program_html',
      'tasks.json[20].intent: required string is missing',
      'tasks.json[21].task_id: expected number (got "twenty-one")',
      'tasks.json[22].colour: unknown field; remove it or check its spelling',
      'tasks.json[23].task_id: 5 is also the task_id of tasks.json[5]; task ids must be unique within a file',
      'tasks.json[24].storage_state: required string (or null) is missing',
    ]);
    expect(result.total).toBe(165);
    expect(result.tasks).toHaveLength(159);
  });

  it('accepts one task object as well as an array, rooting paths at the file name', async () => {
    const [task] = await liteTasks();
    expect(parseTaskFile(JSON.stringify(task), 'one.json')).toMatchObject({ errors: [], total: 1 });
    const broken = { ...task, require_login: 'yes' };
    expect(parseTaskFile(JSON.stringify(broken), 'one.json').errors).toEqual([
      'one.json.require_login: expected boolean (got "yes")',
    ]);
  });

  it('flags evaluators whose inputs are missing', async () => {
    const [task] = await liteTasks();
    const bad = { ...task, eval: { ...(task!.eval as object), reference_answers: null } };
    expect(parseTaskFile(JSON.stringify([bad]), 'x.json').errors).toEqual([
      'x.json[0].eval.reference_answers: string_match is in eval_types but reference_answers is null',
    ]);
  });

  it('throws a ConfigError for text that is not JSON or not tasks', () => {
    expect(() => parseTaskFile('[{', 'bad.json')).toThrow(/^bad\.json is not valid JSON: /);
    expect(() => parseTaskFile('42', 'num.json')).toThrow(
      'num.json must hold a JSON array of task configs or one task config object (got number)',
    );
  });
});
