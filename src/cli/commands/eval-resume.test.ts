// What `webrl eval --resume` reads from eval.json for the flags its command line leaves out, and
// how it refuses a folder that holds no evaluation.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvConfig } from '../../core/index.js';
import { fixtureTask } from '../../env/test-task.test-support.js';
import { writeFixtureRuns } from '../../pipeline/fixture-runs.test-support.js';
import { type EvalRequestInput, evalRequestOf } from '../../pipeline/index.js';
import { resumedRequest, storedSettings } from './eval-resume.js';

const started: EvalRequestInput = {
  policy: { spec: 'runs/quick', identity: 'weights-sha256:ab12' },
  judge: { spec: null, identity: 'rule' },
  env: 'builtin',
  taskSet: 'tasks.json',
  limit: null,
  siteSeed: null,
  episodes: null,
  tasks: [fixtureTask({ task_id: 7 })],
  mode: 'canonical',
  temperature: 0.5,
  episodeSeed: 3,
  envConfig: EnvConfig.parse({ maxSteps: 12 }),
};

const asFlags = (input: EvalRequestInput) =>
  storedSettings(evalRequestOf(input)).map(({ flag, value }) => `${flag} ${value}`);

describe('storedSettings', () => {
  it('gives every flag an evaluation started with, and none of those it started without', () => {
    expect(asFlags(started)).toEqual([
      '--policy runs/quick',
      '--env builtin',
      '--tasks tasks.json',
      '--mode canonical',
      '--temperature 0.5',
      '--episode-seed 3',
      '--max-steps 12',
    ]);
    const judged = {
      ...started,
      judge: { spec: 'openai:http://127.0.0.1:9/v1#judge', identity: 'openai:judge' },
      taskSet: 'builtin:test',
      limit: 20,
      siteSeed: 4,
    };
    expect(asFlags(judged).slice(0, 6)).toEqual([
      '--policy runs/quick',
      '--judge openai:http://127.0.0.1:9/v1#judge',
      '--env builtin',
      '--tasks builtin:test',
      '--limit 20',
      '--seed 4',
    ]);
  });

  it('gives MiniWoB++ pages as --tasks takes them, without the miniwob: of the recorded set', () => {
    const miniwob = { ...started, env: 'miniwob:/opt/miniwob/html', taskSet: 'miniwob:webgum', episodes: 5 };
    expect(asFlags(miniwob).slice(1, 4)).toEqual([
      '--env miniwob:/opt/miniwob/html',
      '--tasks webgum',
      '--episodes 5',
    ]);
  });
});

describe('resumedRequest', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-eval-resume-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('calls a training run directory what it is and never suggests removing it, unlike another folder', async () => {
    const [run] = await writeFixtureRuns(dir);
    const before = readdirSync(run!).sort();
    expect(() => resumedRequest(run)).toThrow(
      `--resume: --out ${run} is a training run directory of webrl train, not a webrl eval folder; pass --out a webrl eval folder to resume, or evaluate into a new --out`,
    );
    expect(readdirSync(run!).sort()).toEqual(before);
    // Any other folder without eval.json keeps the suggestion to remove it.
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'hello');
    expect(() => resumedRequest(other)).toThrow(
      `evaluate into a new --out, or remove ${other} and run without --resume`,
    );
  });
});
