// evaluateTasks on the fixture shop in real Chromium: scored tasks, a failed one with its error type,
// tasks that cannot be scored recorded with their reason, VAB traces with scores and screenshots,
// and summary.json shaped like Table 1; a stopped evaluation resumed from its finished episodes.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, PagePool, startFixtureServer } from '../browser/index.js';
import { type Agent, type AgentContext, EnvConfig, TaskConfig } from '../core/index.js';
import { ScriptedAgent, StaticSlotProvider } from '../env/index.js';
import { RuleJudge } from '../eval/index.js';
import { ModelServerError } from '../models/index.js';
import { type EvalSummary, readEvalSummary } from './eval-summary.js';
import { evaluateTasks } from './evaluate-tasks.js';
import { readEvalProgress } from './finished-episodes.js';

let server: FixtureServer;
let pool: PagePool;
let outDir: string;

beforeAll(async () => {
  server = await startFixtureServer();
  pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
  outDir = mkdtempSync(join(tmpdir(), 'webrl-eval-'));
});
afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
  rmSync(outDir, { recursive: true, force: true });
});

function task(id: number, evalSpec: Partial<TaskConfig['eval']>, intent: string): TaskConfig {
  return TaskConfig.parse({
    sites: ['shopping'],
    task_id: id,
    require_login: false,
    storage_state: null,
    start_url: '__SHOPPING__/site/p/0',
    geolocation: null,
    intent_template: intent,
    instantiation_dict: {},
    intent,
    require_reset: false,
    eval: {
      eval_types: ['string_match'],
      reference_answers: { must_include: ['3.99'] },
      reference_url: '',
      program_html: [],
      ...evalSpec,
    },
    intent_template_id: id,
    webrl: {
      template: `fixture/t${id}`,
      split: 'test',
      complexity: id,
      ...(id < 4 ? { requiredSteps: 2 * id } : {}),
      ...(id === 2 ? { testOnlyTemplate: true } : {}),
    },
  });
}

const tasks = [
  task(1, {}, 'Tell me the price of product 3'),
  task(2, {}, 'Tell me the price of product 3 again'),
  task(3, { eval_types: ['url_match'], reference_url: '__GITLAB__/a/b' }, 'Open the project a/b'),
  task(
    4,
    {
      eval_types: ['program_html'],
      program_html: [
        { url: 'func:no_such_helper()', locator: '', required_contents: { must_include: ['x'] } },
      ],
    },
    'Change something',
  ),
];

/** Answers by intent; remembers the temperatures it was asked for. */
class AnsweringAgent implements Agent {
  readonly name = 'answering';
  readonly temperatures: number[] = [];
  private readonly scripts = new Map<string, ScriptedAgent>([
    [tasks[0]!.intent, new ScriptedAgent(['do(action="Scroll Down")', 'exit(message="It costs $3.99")'])],
    [tasks[1]!.intent, new ScriptedAgent(['exit(message="I do not know")'])],
    [tasks[2]!.intent, new ScriptedAgent(['exit(message="")'])],
    [tasks[3]!.intent, new ScriptedAgent(['exit(message="")'])],
  ]);

  /** The intents of the episodes' first steps, in order. */
  readonly episodes: string[] = [];
  /** Each episode's first draw of its random stream, by intent. */
  readonly firstDraws = new Map<string, number | undefined>();

  act(context: AgentContext, options: { temperature: number; random?: () => number }) {
    this.temperatures.push(options.temperature);
    if (context.history.length === 0) {
      this.episodes.push(context.intent);
      this.firstDraws.set(context.intent, options.random?.());
    }
    return this.scripts.get(context.intent)!.act(context);
  }
}

describe('evaluateTasks', () => {
  it('scores every task, records unscorable ones with their reason and writes VAB traces and summary.json', async () => {
    const agent = new AnsweringAgent();
    const seen: [number, number][] = [];
    const summary = await evaluateTasks({
      tasks,
      agent,
      slots: new StaticSlotProvider({ urls: { shopping: server.origin }, size: 2 }),
      pool,
      envConfig: EnvConfig.parse({}),
      judge: new RuleJudge(),
      outDir,
      taskSet: 'fixture',
      // Task 4 has no webrl.requiredSteps: the map fills it; task 1's own count wins over the map.
      requiredSteps: new Map([
        [1, 99],
        [4, 12],
      ]),
      onEpisode: (result, done) => seen.push([result.taskId, done]),
    });

    expect(agent.temperatures.every((t) => t === 0)).toBe(true);
    // The task that cannot start is reported first; then each episode as it ends.
    expect(seen[0]).toEqual([3, 1]);
    expect(seen.map(([, done]) => done)).toEqual([1, 2, 3, 4]);
    expect(seen.map(([id]) => id).sort()).toEqual([1, 2, 3, 4]);
    expect(summary.results.map((r) => [r.taskId, r.score, r.success, r.errorType])).toEqual([
      [1, 1, true, null],
      [2, 0, false, 'no_reasonable_attempt'],
      [3, null, false, null],
      [4, null, false, null],
    ]);
    expect(summary.results[1]!.failedChecks[0]).toMatch(/^string_match must_include/);
    expect(summary.results[2]!.unscoredReason).toMatch(/^not run: .*no gitlab URL is given; set GITLAB/s);
    expect(summary.results[2]).toMatchObject({ stopReason: 'error', steps: 0 });
    expect(summary.results[3]!.unscoredReason).toMatch(/unknown helper "no_such_helper"/);
    expect(summary).toMatchObject({
      total: 4,
      successes: 1,
      unscored: 2,
      agent: 'answering',
      temperature: 0,
    });
    // Every task is counted once: task 3 was not run, task 4 ran but could not be judged.
    expect(summary.errorTypes).toMatchObject({
      episodes: 3,
      notRun: 1,
      successes: 1,
      failures: 1,
      unjudged: 1,
    });
    const { successes, failures, unjudged, notRun } = summary.errorTypes;
    expect(successes + failures + unjudged + (notRun ?? 0)).toBe(summary.total);
    expect(summary.table.columns.find((c) => c.key === 'shopping')).toMatchObject({ successes: 1, total: 4 });
    expect(summary.table.average).toEqual({ successes: 1, total: 4, rate: 0.25 });
    expect(summary.byComplexity.map((b) => b.bucket)).toEqual(['1', '2', '3', '4+']);
    expect(summary.results.map((r) => r.testOnlyTemplate)).toEqual([false, true, false, false]);
    expect(summary.byTemplateKind?.map((b) => [b.bucket, b.successes, b.total])).toEqual([
      ['training templates', 1, 3],
      ['test-only templates', 0, 1],
    ]);
    expect(summary.results.map((r) => r.requiredSteps)).toEqual([2, 4, 6, 12]);
    expect(summary.byRequiredSteps.map((b) => [b.bucket, b.total])).toEqual([
      ['≤5', 2],
      ['6–10', 1],
      ['>10', 1],
    ]);

    expect(readEvalSummary(outDir)).toEqual(summary);
    const actions = (id: number) => JSON.parse(readFileSync(join(outDir, 'actions', `${id}.json`), 'utf8'));
    expect(actions(1)).toMatchObject({ score: 1, evaluator_score: 1 });
    expect(actions(2)).toMatchObject({ score: 0, evaluator_score: 0 });
    expect(existsSync(join(outDir, 'actions', '3.json'))).toBe(false);
    expect(actions(4).score).toBe(-0.1);
    expect(actions(4)).not.toHaveProperty('evaluator_score');
    expect(existsSync(join(outDir, 'screenshots', '1', '0.png'))).toBe(true);
  });
});

/** The answering agent behind a model server that refuses one task's request with `status`. */
class RefusingAgent extends AnsweringAgent {
  constructor(
    private readonly refusedIntent: string,
    private readonly status: number,
  ) {
    super();
  }

  override act(context: AgentContext, options: { temperature: number; random?: () => number }) {
    if (context.intent !== this.refusedIntent) return super.act(context, options);
    throw new ModelServerError(`policy model "m" at http://127.0.0.1:9/v1 answered ${this.status}`, {
      role: 'policy',
      url: 'http://127.0.0.1:9/v1',
      model: 'm',
      kind: 'http',
      status: this.status,
      attempts: 1,
    });
  }
}

/** What every evaluation of the fixture tasks here shares: its sites, pages, settings and judge. */
const fixtureOptions = () => ({
  tasks,
  slots: new StaticSlotProvider({ urls: { shopping: server.origin }, size: 2 }),
  pool,
  envConfig: EnvConfig.parse({}),
  judge: new RuleJudge(),
  taskSet: 'fixture',
});

describe('evaluateTasks and a model server that refuses a request', () => {
  it('counts a request refused for its content (400) as that episode unscored, and finishes the rest', async () => {
    const dir = join(outDir, 'refused-400');
    const summary = await evaluateTasks({
      ...fixtureOptions(),
      agent: new RefusingAgent(tasks[1]!.intent, 400),
      outDir: dir,
    });
    expect(summary.results.map((r) => [r.taskId, r.score, r.stopReason])).toEqual([
      [1, 1, 'exit'],
      [2, null, 'error'],
      [3, null, 'error'],
      [4, null, 'exit'],
    ]);
    expect(summary.results[1]!.unscoredReason).toBe(
      'the model server refused a request of this episode: policy model "m" at http://127.0.0.1:9/v1 answered 400',
    );
    expect(summary).toMatchObject({ total: 4, successes: 1, unscored: 3 });
    expect(readEvalSummary(dir)).toEqual(summary);
  });

  it('stops on a server that refuses every request (503), as before', async () => {
    const dir = join(outDir, 'refused-503');
    await expect(
      evaluateTasks({ ...fixtureOptions(), agent: new RefusingAgent(tasks[1]!.intent, 503), outDir: dir }),
    ).rejects.toThrow(ModelServerError);
    expect(existsSync(join(dir, 'summary.json'))).toBe(false);
  });
});

describe('evaluateTasks with kept episodes', () => {
  /** What an uninterrupted and a resumed evaluation share: all but when they ran and how long. */
  const scoresOf = ({ startedAt: _s, durationMs: _d, keptEpisodes: _k, results, ...rest }: EvalSummary) => ({
    ...rest,
    results: results.map(({ durationMs: _duration, ...result }) => result),
  });

  it('runs only the tasks without a finished episode and writes the summary an uninterrupted evaluation writes', async () => {
    const options = fixtureOptions();
    const straightDir = join(outDir, 'straight');
    const straightAgent = new AnsweringAgent();
    const straight = await evaluateTasks({ ...options, agent: straightAgent, outDir: straightDir });

    // As a killed evaluation leaves it: no summary, task 2 killed between its actions file and its
    // result record, a temp file of a write never renamed.
    const stoppedDir = join(outDir, 'stopped');
    cpSync(straightDir, stoppedDir, { recursive: true });
    rmSync(join(stoppedDir, 'summary.json'));
    rmSync(join(stoppedDir, 'results', '2.json'));
    writeFileSync(join(stoppedDir, 'results', '2.json.tmp-1-1'), '{"taskId"');
    const progress = readEvalProgress(stoppedDir, tasks);
    // Task 3 never ran (no GITLAB URL): it has no episode to keep, and is recorded again.
    expect([...progress.finished.keys()].sort()).toEqual([1, 4]);
    expect(progress.complete).toBe(false);
    // Nothing of an episode is replaced: task 2 left no record, task 3 was recorded as not run.
    expect(progress.replaced).toEqual(new Map());

    const agent = new AnsweringAgent();
    const seen: number[] = [];
    const resumed = await evaluateTasks({
      ...options,
      agent,
      outDir: stoppedDir,
      kept: progress.finished,
      onEpisode: (_result, done) => seen.push(done),
    });
    expect(agent.episodes).toEqual([tasks[1]!.intent]);
    // The rerun task samples from the stream it had in the uninterrupted evaluation.
    expect(agent.firstDraws.get(tasks[1]!.intent)).toBeTypeOf('number');
    expect(agent.firstDraws.get(tasks[1]!.intent)).toBe(straightAgent.firstDraws.get(tasks[1]!.intent));
    expect(seen).toEqual([3, 4]);
    expect(scoresOf(resumed)).toEqual(scoresOf(straight));
    expect(resumed.keptEpisodes).toBe(2);
    expect(readEvalSummary(stoppedDir)).toEqual(resumed);
    expect(existsSync(join(stoppedDir, 'results', '2.json.tmp-1-1'))).toBe(false);
    expect(readEvalProgress(stoppedDir, tasks).complete).toBe(true);

    // An episode the browser abandoned is run again, as what a resumed evaluation is for.
    const record = join(stoppedDir, 'results', '4.json');
    writeFileSync(
      record,
      JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), stopReason: 'error' }),
    );
    // So is one whose record is unreadable; both are named, as their files are replaced.
    writeFileSync(join(stoppedDir, 'results', '1.json'), '{"taskId": 1, "intent"');
    const again = readEvalProgress(stoppedDir, tasks);
    expect([...again.finished.keys()].sort()).toEqual([2]);
    expect(again.complete).toBe(false);
    expect([...again.replaced.keys()].sort()).toEqual([1, 4]);
    expect(again.replaced.get(4)).toBe('abandoned by the browser');
    expect(again.replaced.get(1)).toMatch(/^result record unreadable \(/);
  });
});
