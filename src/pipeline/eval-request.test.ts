// eval.json: what an evaluation was asked, and where a resumed one would score differently.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, EnvConfig, type TaskConfig } from '../core/index.js';
import { fixtureTask } from '../env/test-task.test-support.js';
import {
  type EvalRequestInput,
  evalRequestDifferences,
  evalRequestOf,
  readEvalRequest,
  writeEvalRequest,
} from './eval-request.js';

const dir = mkdtempSync(join(tmpdir(), 'webrl-eval-request-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function task(id: number, intent = `What does product ${id} cost?`): TaskConfig {
  return fixtureTask({
    task_id: id,
    intent,
    intent_template: 'What does product {{id}} cost?',
    instantiation_dict: {},
  });
}

const input: EvalRequestInput = {
  policy: { spec: 'openai:http://127.0.0.1:8000/v1#webrl', identity: 'openai:webrl' },
  judge: { spec: null, identity: 'rule' },
  env: 'builtin',
  taskSet: 'tasks.json',
  limit: null,
  siteSeed: null,
  episodes: null,
  tasks: [task(1), task(2)],
  mode: 'vab',
  temperature: 0,
  episodeSeed: 0,
  envConfig: EnvConfig.parse({ parallelEpisodes: 4 }),
};
const stored = evalRequestOf(input);

describe('evalRequestDifferences', () => {
  it('finds none for the same evaluation with another URL of the served model, other slots or no screenshots', () => {
    const asked = evalRequestOf({
      ...input,
      policy: { spec: 'openai:http://10.0.0.2:9000/v1#webrl', identity: 'openai:webrl' },
      envConfig: EnvConfig.parse({ parallelEpisodes: 1, screenshots: true }),
    });
    expect(evalRequestDifferences(stored, asked)).toEqual([]);
  });

  it('names each setting that changes scores, with both values', () => {
    const asked = evalRequestOf({
      ...input,
      policy: { spec: 'oracle', identity: 'oracle' },
      mode: 'canonical',
      envConfig: EnvConfig.parse({ maxSteps: 10 }),
    });
    expect(evalRequestDifferences(stored, asked)).toEqual([
      { field: 'policy', stored: input.policy, asked: { spec: 'oracle', identity: 'oracle' } },
      { field: 'mode', stored: 'vab', asked: 'canonical' },
      { field: 'episode.maxSteps', stored: 30, asked: 10 },
    ]);
  });

  it('names the tasks when the same ids now hold other tasks, and leaves them to --limit when that explains them', () => {
    const edited = evalRequestOf({ ...input, tasks: [task(1), task(2, 'Buy a lamp')] });
    expect(evalRequestDifferences(stored, edited).map((d) => d.field)).toEqual(['tasks']);
    const limited = evalRequestOf({ ...input, limit: 1, tasks: [task(1)] });
    expect(evalRequestDifferences(stored, limited).map((d) => d.field)).toEqual(['limit']);
  });
});

describe('readEvalRequest', () => {
  it('reads back what was written, and null where there is none', () => {
    writeEvalRequest(dir, stored);
    expect(readEvalRequest(dir)).toEqual(stored);
    expect(readEvalRequest(join(dir, 'none'))).toBe(null);
  });

  it('refuses a file that is not JSON, or not a request, naming it', () => {
    const broken = join(dir, 'broken');
    writeEvalRequest(broken, stored);
    writeFileSync(join(broken, 'eval.json'), '{"format": ');
    expect(() => readEvalRequest(broken)).toThrow(ConfigError);
    const fix = `it records what ${broken} evaluated: restore it, or evaluate into a new --out`;
    expect(() => readEvalRequest(broken)).toThrow(
      `${join(broken, 'eval.json')}: not readable JSON (line 1, column 12: Unexpected end of JSON input); ${fix}`,
    );
    writeFileSync(join(broken, 'eval.json'), JSON.stringify({ ...stored, mode: 'strict' }));
    expect(() => readEvalRequest(broken)).toThrow(
      new RegExp(`eval\\.json: not an evaluation request of this webrl \\(mode: .*"strict".*\\); ${fix}$`),
    );
  });
});
