// bench/compare: the paper's Table 1 on the built-in sites — SFT, Filtered BC, AWR, DigiRL, REINFORCE,
// WebRL (paper and released losses) and three WebRL ablations, with the same seeds and budget. For
// each seed, phase 0 (demonstrations, SFT actor, ORM) runs once and every algorithm starts from it;
// each then gets the same phases, tasks per phase and test tasks. Prints per-site and average test
// success after the last phase, mean ± std over seeds, under the SFT checkpoint's own (phase 0), and
// the same split into test tasks of templates trained on and of test-only templates.
// Usage: npm run bench -- compare [--seeds 3] [--phases 2] [--tasks-per-phase 40] [--demos 100]
//        [--eval-tasks 40] [--only webrl,sft] [--runs-dir runs/compare] [--preset quick]
//        [--orm-from dir] (an ORM checkpoint every seed's phase 0 takes instead of training its own)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  configureLogging,
  parseLogSpec,
  parseRunConfig,
  type RunConfigInput,
  StreamSink,
} from '../src/core/index.js';
import { TEST_ONLY_TEMPLATES, TRAINING_TEMPLATES } from '../src/eval/index.js';
import { mergeConfig, PRESETS, type PresetName, readEvalSummary, trainRun } from '../src/pipeline/index.js';
import { printResult } from './result.js';

/** The compared methods: an algorithm plus WebRL's ablation switches. */
const VARIANTS: Record<string, RunConfigInput> = {
  sft: { rl: { algorithm: 'sft' } },
  'filtered-bc': { rl: { algorithm: 'filtered-bc' } },
  awr: { rl: { algorithm: 'awr' } },
  digirl: { rl: { algorithm: 'digirl' } },
  reinforce: { rl: { algorithm: 'reinforce' } },
  webrl: { rl: { algorithm: 'webrl' } },
  'webrl-released': { rl: { algorithm: 'webrl-released' } },
  'webrl-no-replay': { rl: { algorithm: 'webrl', replay: false } },
  'webrl-no-kl': { rl: { algorithm: 'webrl', kl: false } },
  'webrl-no-curriculum': { rl: { algorithm: 'webrl' }, curriculum: { enabled: false } },
};

/** The row of the shared starting point: the phase-0 SFT actor's own test success. */
const START = 'sft-checkpoint';

/**
 * Success of one evaluation summary per Table-1 column, on average ("all") and per template kind
 * (the TEMPLATE_COLUMNS keys), in one map keyed by column.
 */
function perSiteOf(name: string, summary: ReturnType<typeof readEvalSummary>): Record<string, number> {
  if (!summary) throw new Error(`${name}: no evaluation summary`);
  const perSite: Record<string, number> = { all: summary.table.average.rate ?? 0 };
  for (const column of summary.table.columns) if (column.rate !== null) perSite[column.key] = column.rate;
  for (const bucket of summary.byTemplateKind ?? [])
    if (bucket.rate !== null && TEMPLATE_COLUMNS.includes(bucket.bucket))
      perSite[bucket.bucket] = bucket.rate;
  return perSite;
}

/** Success split by template kind: trained on (new instances) and test-only (generalisation). */
const TEMPLATE_COLUMNS: readonly string[] = [TRAINING_TEMPLATES, TEST_ONLY_TEMPLATES];

/** Table 1's columns, in the paper's order. */
const COLUMNS = ['reddit', 'gitlab', 'shopping_admin', 'map', 'shopping', 'cross-site'] as const;

const cell = (s: { mean: number; std: number } | undefined, width = 16) =>
  (s ? `${(100 * s.mean).toFixed(1)} ± ${(100 * s.std).toFixed(1)}` : '—').padStart(width);

function meanStd(values: readonly number[]): { mean: number; std: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance =
    values.length > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1) : 0;
  return { mean, std: Math.sqrt(variance) };
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      seeds: { type: 'string', default: '3' },
      preset: { type: 'string', default: 'quick' },
      phases: { type: 'string' },
      'tasks-per-phase': { type: 'string' },
      demos: { type: 'string' },
      'eval-tasks': { type: 'string' },
      only: { type: 'string' },
      'runs-dir': { type: 'string', default: 'runs/compare' },
      'orm-from': { type: 'string' },
    },
  });
  configureLogging({
    ...parseLogSpec(process.env.WEBRL_LOG ?? 'warn'),
    sinks: [new StreamSink(process.stderr)],
  });
  const seeds = Number(values.seeds);
  const variants = values.only ? values.only.split(',') : Object.keys(VARIANTS);
  for (const v of variants)
    if (!VARIANTS[v]) throw new Error(`unknown variant "${v}"; known: ${Object.keys(VARIANTS).join(', ')}`);
  const budget: RunConfigInput = mergeConfig(PRESETS[values.preset as PresetName], {
    runsDir: values['runs-dir'],
    train: {
      ...(values.phases ? { phases: Number(values.phases) } : {}),
      ...(values['tasks-per-phase'] ? { tasksPerPhase: Number(values['tasks-per-phase']) } : {}),
      ...(values.demos ? { demonstrations: Number(values.demos) } : {}),
      ...(values['eval-tasks'] ? { evalTasks: Number(values['eval-tasks']) } : {}),
      ...(values['orm-from'] ? { ormFrom: values['orm-from'] } : {}),
    },
  });
  const started = performance.now();
  const rows = [START, ...variants];
  const finals: Record<string, Record<string, number>[]> = Object.fromEntries(rows.map((v) => [v, []]));

  for (let seed = 0; seed < seeds; seed++) {
    // Phase 0 once per seed; every method starts from its SFT actor and ORM.
    const base = `seed${seed}-phase0`;
    const baseConfig = parseRunConfig(
      mergeConfig(budget, { name: base, seed, train: { phases: 0 } }),
      'bench/compare',
    );
    const baseRun = await trainRun({
      config: baseConfig,
      resume: true,
      progress: (t) => process.stderr.write(`\r\x1b[2K${base} · ${t}`),
    });
    const baseDir = join(values['runs-dir']!, base);
    // The SFT checkpoint itself, before any online phase: what every method starts from.
    finals[START]!.push(perSiteOf(base, readEvalSummary(baseRun.run.evalDir(0))));
    for (const variant of variants) {
      const name = `seed${seed}-${variant}`;
      const config = parseRunConfig(
        mergeConfig(mergeConfig(budget, VARIANTS[variant]!), { name, seed, train: { sftFrom: baseDir } }),
        'bench/compare',
      );
      const result = await trainRun({
        config,
        resume: true,
        progress: (t) => process.stderr.write(`\r\x1b[2K${name} · ${t}`),
      });
      const last = result.success.length - 1;
      const perSite = perSiteOf(name, readEvalSummary(result.run.evalDir(last)));
      finals[variant]!.push(perSite);
      process.stderr.write(`\r\x1b[2K${name}: ${(100 * perSite.all!).toFixed(1)}% after phase ${last}\n`);
    }
  }

  const minutes = (performance.now() - started) / 60_000;
  const table: Record<
    string,
    {
      mean: number;
      std: number;
      per_site: Record<string, { mean: number; std: number }>;
      by_templates: Record<string, { mean: number; std: number }>;
    }
  > = {};
  const header = [
    'method'.padEnd(22),
    ...COLUMNS.map((c) => c.padStart(16)),
    'average'.padStart(16),
    ...TEMPLATE_COLUMNS.map((c) => c.padStart(22)),
  ].join('');
  console.log(`\nTest success on builtin:test after the last phase, mean ± std over ${seeds} seed(s) (%)`);
  console.log(header);
  for (const variant of rows) {
    const runs = finals[variant]!;
    const perSite: Record<string, { mean: number; std: number }> = {};
    for (const column of COLUMNS) {
      const rates = runs.map((r) => r[column]).filter((x): x is number => x !== undefined);
      if (rates.length > 0) perSite[column] = meanStd(rates);
    }
    const byTemplates: Record<string, { mean: number; std: number }> = {};
    for (const column of TEMPLATE_COLUMNS) {
      const rates = runs.map((r) => r[column]).filter((x): x is number => x !== undefined);
      if (rates.length > 0) byTemplates[column] = meanStd(rates);
    }
    const all = meanStd(runs.map((r) => r.all!));
    table[variant] = { ...all, per_site: perSite, by_templates: byTemplates };
    console.log(
      [
        variant.padEnd(22),
        ...COLUMNS.map((c) => cell(perSite[c])),
        cell(all),
        ...TEMPLATE_COLUMNS.map((c) => cell(byTemplates[c], 22)),
      ].join(''),
    );
  }
  const cfg = parseRunConfig(budget, 'bench/compare');
  console.log(
    `\nbudget per method and seed: ${cfg.train.demonstrations} demonstrations (shared SFT and ORM), ` +
      `${cfg.train.phases} phases × ${cfg.train.tasksPerPhase} tasks, ${cfg.env.maxSteps} steps max, ` +
      `${cfg.train.evalTasks || 'all'} test tasks; ${minutes.toFixed(1)} minutes in all` +
      (existsSync(values['runs-dir']!) ? `; runs in ${values['runs-dir']}` : ''),
  );
  printResult({ seeds, minutes: Number(minutes.toFixed(1)), algorithms: table });
}
