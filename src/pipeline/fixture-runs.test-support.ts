// Two small run directories for the report and viewer tests (and the docs screenshots): a `webrl`
// run and a `filtered-bc` run over phases 0–3, each with config.json, metrics.jsonl (losses, KL,
// critic and ORM figures, replay counts, stage times, eval/success), per-phase eval folders with
// summary.json and rollout folders whose actions files carry ORM and evaluator scores. Episodes are
// hand-made in the shapes the error-type rules name. Deterministic under its seed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deriveSeed,
  MetricsWriter,
  type Observation,
  parseAction,
  type StopReason,
  seededRandom,
  TaskConfig,
  type Trajectory,
  writeJsonAtomic,
} from '../core/index.js';
import { VabTraceWriter } from '../env/index.js';
import { countErrorTypes } from '../eval/index.js';
import { summarizeEval, writeEvalSummary } from './eval-summary.js';
import { evalTaskResult } from './evaluate-tasks.js';
import { phaseName, RunDirectory } from './run-directory.js';

/** An 8×6 blue PNG: what a screenshot file holds when no renderer is given. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGPQyDuBFTEMpAQAHZNBoR9hETUAAAAASUVORK5CYII=',
  'base64',
);

const SITES = [
  {
    key: 'shopping',
    title: 'One Stop Market',
    things: ['red mug', 'hiking boots', 'green tea', 'desk lamp', 'yoga mat'],
  },
  {
    key: 'shopping_admin',
    title: 'Magento Admin',
    things: ['order 000000171', 'customer Jane Doe', 'product WS12', 'review 88'],
  },
  { key: 'reddit', title: 'Postmill', things: ['f/books', 'f/gaming', 'f/science'] },
] as const;

/** Test tasks: 12 over three sites, complexity 1–4, 2–12 required steps. */
export function fixtureTasks(): TaskConfig[] {
  return SITES.flatMap((site, s) =>
    site.things.map((thing, i) => {
      const id = s * 10 + i;
      return TaskConfig.parse({
        sites: [site.key],
        task_id: id,
        require_login: true,
        storage_state: null,
        start_url: `__${site.key.toUpperCase()}__`,
        geolocation: null,
        intent_template: 'Tell me about {{thing}}',
        instantiation_dict: { thing },
        intent: `Tell me about ${thing}`,
        require_reset: false,
        eval: {
          eval_types: ['string_match'],
          reference_answers: { must_include: [thing] },
          reference_url: '',
          program_html: [],
        },
        intent_template_id: s,
        webrl: {
          template: i % 3 === 2 ? `${site.key}/describe` : `${site.key}/about`,
          split: 'test',
          complexity: 1 + (i % 4),
          requiredSteps: 2 + ((id * 5) % 11),
          ...(i % 3 === 2 ? { testOnlyTemplate: true } : {}),
        },
      });
    }),
  );
}

function page(site: (typeof SITES)[number], path: string, thing: string, note = ''): Observation {
  const url = `http://127.0.0.1:7770/${site.key}${path}`;
  const items = ['Home', 'Search', thing, 'My Account', 'Help'];
  const html =
    `<html data-bbox="0,0,1280,720"> <body data-bbox="0,0,1280,2000"> <h1 data-bbox="20,10,600,40"> ${site.title} </h1> ` +
    items.map((text, id) => `<a id="${id}" data-bbox="${20 + id * 140},70,120,24"> ${text} </a> `).join('') +
    `<input id="5" type="text" placeholder="Search entire store here..." data-bbox="900,70,300,30"> </input> ` +
    `<div data-bbox="20,120,1200,500"> <p data-bbox="20,120,800,20"> Results for ${thing} on ${path} ${note}</p> </div> </body> </html>`;
  return {
    url,
    title: `${site.title} ${path}`,
    html,
    elements: items.map((text, id) => ({
      id,
      tag: 'a',
      role: 'link',
      text,
      attributes: {},
      bbox: [20 + id * 140, 70, 120, 24],
      context: '',
    })),
    texts: [{ text: `Results for ${thing}`, tag: 'p', bbox: [20, 120, 800, 20] }],
    scroll: { y: 0, height: 2000, viewportHeight: 720 },
    tabs: [{ url, title: site.title }],
    activeTab: 0,
  };
}

type Shape = 'success' | 'loop' | 'budget' | 'give_up' | 'wrong_page' | 'garbled';

/** Responses (with the path each is taken on) and the stop reason of an episode of a given shape. */
function script(
  shape: Shape,
  thing: string,
): { steps: { response: string; path: string; error?: string }[]; stop: StopReason } {
  const click = (n: number) => `# Element: ${n === 2 ? thing : 'a link'}\ndo(action="Click", element="${n}")`;
  switch (shape) {
    case 'success':
      return {
        steps: [
          { response: `do(action="Search", argument="${thing}", element="5")`, path: '/' },
          { response: click(2), path: '/search' },
          { response: `exit(message="${thing}")`, path: '/item' },
        ],
        stop: 'exit',
      };
    case 'loop':
      return {
        steps: Array.from({ length: 5 }, () => ({ response: click(1), path: '/search' })),
        stop: 'repeated_actions',
      };
    case 'budget':
      return {
        steps: Array.from({ length: 8 }, (_, i) => ({ response: click(i % 5), path: `/p/${i}` })),
        stop: 'max_steps',
      };
    case 'give_up':
      return {
        steps: [
          { response: 'do(action="Scroll Down")', path: '/' },
          { response: 'exit(message="N/A")', path: '/' },
        ],
        stop: 'exit',
      };
    case 'wrong_page':
      return {
        steps: [
          { response: click(3), path: '/' },
          { response: 'exit(message="done")', path: '/account' },
        ],
        stop: 'exit',
      };
    case 'garbled':
      return {
        steps: [
          { response: click(4), path: '/', error: 'element 4 is not visible' },
          { response: click(4), path: '/help', error: 'element 4 is not visible' },
          { response: '<script>alert("trace")</script> click the help link', path: '/help' },
        ],
        stop: 'parse_failures',
      };
  }
}

const FAILURES: readonly Shape[] = ['loop', 'budget', 'give_up', 'wrong_page', 'garbled'];

function episode(task: TaskConfig, shape: Shape, taskSet: string): Trajectory {
  const site = SITES.find((s) => s.key === task.sites[0])!;
  const thing = String(task.instantiation_dict.thing);
  const { steps, stop } = script(shape, thing);
  const trajectory: Trajectory = {
    taskId: task.task_id,
    taskSet,
    intent: task.intent,
    sites: [...task.sites],
    steps: steps.map((s, index) => {
      const parsed = parseAction(s.response);
      return {
        index,
        prompt: index === 0 ? task.intent : '** Simplified html **',
        observation: page(
          site,
          s.path,
          thing,
          index > 0 && steps[index - 1]!.error ? '(the last action failed)' : '',
        ),
        response: s.response,
        action: parsed.ok ? parsed.action : null,
        ...(parsed.ok ? (s.error ? { error: s.error } : {}) : { error: parsed.error }),
        screenshot: `screenshots/${task.task_id}/${index}.png`,
        logProb: -0.1 * (index + 1),
        tokens: 1,
      };
    }),
    finalObservation: page(site, steps.at(-1)!.path, thing),
    answer: null,
    stopReason: stop,
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1000 + 250 * steps.length,
  };
  const last = trajectory.steps.at(-1)?.action;
  if (stop === 'exit' && last?.kind === 'exit') trajectory.answer = last.message;
  return trajectory;
}

export interface FixtureRunOptions {
  /** Renders a step's page HTML to PNG (the docs script uses Chromium); default TINY_PNG. */
  screenshot?: (html: string) => Promise<Uint8Array>;
}

async function writeEpisodes(
  dir: string,
  trajectories: readonly Trajectory[],
  options: FixtureRunOptions,
): Promise<void> {
  const writer = new VabTraceWriter(dir);
  for (const trajectory of trajectories) {
    const shots = new Map<number, Uint8Array>();
    for (const step of trajectory.steps)
      shots.set(step.index, (await options.screenshot?.(step.observation.html)) ?? TINY_PNG);
    writer.write(trajectory, shots);
  }
}

/** Writes one run; `skill` (0–1) sets how fast its success rises over the phases. */
async function writeRun(
  root: string,
  algorithm: string,
  skill: number,
  options: FixtureRunOptions,
): Promise<void> {
  const run = new RunDirectory(root);
  writeJsonAtomic(run.configPath, {
    name: algorithm,
    seed: 7,
    rl: { algorithm, replay: true, kl: true },
    curriculum: { enabled: true },
  });
  const metrics = new MetricsWriter(run.metricsPath, () => new Date('2026-01-01T00:00:00.000Z'));
  const tasks = fixtureTasks();
  for (let phase = 0; phase <= 3; phase++) {
    const random = seededRandom(deriveSeed(7, algorithm, phase));
    const stage = (name: string) => ({ phase, stage: `${phaseName(phase)}/${name}` });
    const pSuccess = 0.2 + skill * phase * 0.18;
    const trajectories = tasks.map((task, i) => {
      const shape = random() < pSuccess ? 'success' : FAILURES[(i + phase) % FAILURES.length]!;
      return { ...episode(task, shape, 'builtin:test'), evaluatorScore: shape === 'success' ? 1 : 0 };
    });
    const evalDir = run.evalDir(phase);
    await writeEpisodes(evalDir, trajectories, options);
    const results = tasks.map((task, i) => evalTaskResult(task, trajectories[i]!));
    const summary = summarizeEval(
      {
        taskSet: 'builtin:test',
        agent: algorithm,
        mode: 'vab',
        temperature: 0,
        seed: 7,
        startedAt: '2026-01-01T00:00:00.000Z',
        durationMs: 9000,
      },
      results,
      countErrorTypes(trajectories),
    );
    writeEvalSummary(evalDir, summary);
    for (const column of summary.table.columns) {
      if (column.rate !== null)
        metrics.write('eval/success', column.rate, { ...stage('eval'), labels: { site: column.key } });
    }
    metrics.write('eval/success', summary.table.average.rate!, { ...stage('eval'), labels: { site: 'all' } });
    metrics.write('time/eval_s', 20 + 5 * random(), stage('eval'));
    if (phase === 0) {
      metrics.write('time/sft_s', 60 + 10 * random(), stage('sft'));
      continue;
    }
    const rollouts = tasks.slice(0, 8).map((task, i) => {
      const shape = random() < pSuccess ? 'success' : FAILURES[(i + 2 * phase) % FAILURES.length]!;
      const evaluatorScore = shape === 'success' ? 1 : 0;
      // The ORM is right most of the time: flip its verdict on one rollout in five.
      const ormRight = random() >= 0.2;
      const ormScore = (evaluatorScore === 1) === ormRight ? 0.6 + 0.35 * random() : 0.4 * random();
      return { ...episode(task, shape, `phase-${phase} tasks`), evaluatorScore, ormScore };
    });
    await writeEpisodes(run.rolloutsDir(phase), rollouts, options);
    for (let step = 0; step < 10; step++) {
      const decay = Math.exp(-(phase * 10 + step) / (12 + 10 * skill));
      metrics.writeMany(
        { 'rl/actor_loss': 0.2 + decay + 0.05 * random(), 'rl/kl': 0.02 + 0.1 * (1 - decay) * random() },
        { ...stage('actor'), step },
      );
      metrics.writeMany(
        { 'rl/critic_loss': 0.1 + 0.5 * decay + 0.03 * random() },
        { ...stage('critic'), step },
      );
    }
    metrics.writeMany(
      { 'critic/calibration_error': 0.05 + 0.2 * random(), 'orm/accuracy': 0.7 + 0.2 * random() },
      stage('critic'),
    );
    const candidates = 20 + 10 * phase;
    const tooSure = Math.round(candidates * 0.4);
    const tooUnsure = Math.round(candidates * 0.1);
    metrics.writeMany(
      {
        'replay/candidates': candidates,
        'replay/too_sure': tooSure,
        'replay/too_unsure': tooUnsure,
        'replay/over_cap': phase === 3 ? 3 : 0,
        'replay/kept': candidates - tooSure - tooUnsure - (phase === 3 ? 3 : 0),
      },
      stage('process'),
    );
    metrics.writeMany({ 'curriculum/generated': 30, 'curriculum/kept': 12 + phase }, stage('tasks'));
    for (const [name, seconds] of [
      ['tasks', 8],
      ['rollouts', 90],
      ['process', 6],
      ['critic', 25],
      ['actor', 40],
    ] as const) {
      metrics.write(`time/${name}_s`, seconds * (0.8 + 0.4 * random()), stage(name));
    }
  }
  writeFileSync(
    join(root, 'state.json'),
    JSON.stringify({ version: 1, completed: [], results: {}, startedAt: '', updatedAt: '' }),
  );
}

/** Writes the two fixture runs under `parent` and returns their directories. */
export async function writeFixtureRuns(parent: string, options: FixtureRunOptions = {}): Promise<string[]> {
  const runs: [string, string, number][] = [
    ['webrl-fixture', 'webrl', 1],
    ['filtered-bc-fixture', 'filtered-bc', 0.4],
  ];
  for (const [name, algorithm, skill] of runs) await writeRun(join(parent, name), algorithm, skill, options);
  return runs.map(([name]) => join(parent, name));
}
