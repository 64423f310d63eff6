// `webrl tasks verify <set>`: runs every task's oracle through real episodes on the built-in sites
// (N slots in parallel) and scores it with the evaluators; prints each failing task with its reasons
// and the totals. Exit code 1 when any task scores below 1.
import { readdir, stat } from 'node:fs/promises';
import { Command } from 'commander';
import { PagePool } from '../../browser/index.js';
import {
  ConfigError,
  EnvConfig,
  getLogger,
  MAX_SITE_SLOTS,
  makeFolders,
  type TaskConfig,
} from '../../core/index.js';
import { VabTraceWriter } from '../../env/index.js';
import { helpersForSites, type VerifyResult, verifyTasks } from '../../pipeline/index.js';
import { builtinSites, OracleAgent, Rng, startSiteHost } from '../../sites/index.js';
import type { CliEnvironment } from '../environment.js';
import { isBuiltinTaskSet, loadTaskSet } from '../load-task-set.js';
import { idListOption, integerOption } from '../option-parsers.js';
import { withTaskSetOptions } from './tasks-list-command.js';

const log = getLogger('verify');

export interface VerifyCliOptions {
  seed: number;
  dataDir: string;
  slots: number;
  sample?: number;
  template?: string;
  ids?: number[];
  traces?: string;
}

/**
 * The tasks to verify: filtered by template or ids, then a seeded random sample if asked. A filter
 * that matches nothing is a mistake in the command line, so it throws instead of verifying nothing.
 */
function selectTasks(tasks: TaskConfig[], set: string, options: VerifyCliOptions): TaskConfig[] {
  let selected = tasks;
  if (options.template) {
    selected = selected.filter((t) => t.webrl?.template === options.template);
    if (selected.length === 0) {
      throw new ConfigError(
        `--template "${options.template}" matches no task of ${set}; \`webrl tasks list ${set} --summary\` lists its templates`,
      );
    }
  }
  if (options.ids) {
    const ids = options.ids;
    const missing = ids.filter((id) => !selected.some((t) => t.task_id === id));
    if (missing.length > 0) {
      throw new ConfigError(
        `--ids ${ids.join(',')}: ${set}${options.template ? ` (template ${options.template})` : ''} has no task ${missing.join(', ')}; \`webrl tasks list ${set}\` lists its tasks`,
      );
    }
    selected = selected.filter((t) => ids.includes(t.task_id));
  }
  if (options.sample !== undefined && options.sample < selected.length) {
    selected = new Rng(`verify-sample:${options.seed}`)
      .sample(selected, options.sample)
      .sort((a, b) => a.task_id - b.task_id);
  }
  return selected;
}

/**
 * Refuses a --traces path before anything loads: a file, or a folder that already holds files. The
 * demonstrations are written as traces/<id>.jsonl and actions/<id>.json, replacing those of an
 * earlier verify or evaluation there, which are data: `webrl eval` refuses a used --out the same way.
 */
async function checkTracesFolder(dir: string): Promise<void> {
  const existing = await stat(dir).catch(() => undefined);
  if (!existing) return;
  if (!existing.isDirectory()) {
    throw new ConfigError(
      `--traces ${dir} is a file; give a folder for the demonstrations (one that does not exist is made)`,
    );
  }
  const names = (await readdir(dir, { withFileTypes: true }))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .sort();
  if (names.length === 0) return;
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
  throw new ConfigError(
    `--traces ${dir}: the folder already holds ${shown}, which these demonstrations would replace; choose a new --traces folder or remove it`,
  );
}

/**
 * Makes the --traces folder before any site starts: a path that cannot be made is a mistake in the
 * command line, not a failure of the oracle.
 */
async function makeTracesFolder(dir: string): Promise<void> {
  try {
    makeFolders(dir);
  } catch (error) {
    throw new ConfigError(
      `--traces ${dir}: cannot make the folder (${(error as Error).message}); give another`,
      [],
      {
        cause: error,
      },
    );
  }
}

/** " (4 of 165: template …; a seeded random sample)" when only part of the set was verified. */
function selectionNote(verified: number, total: number, options: VerifyCliOptions): string {
  if (verified >= total) return '';
  const how = [
    ...(options.template ? [`template ${options.template}`] : []),
    ...(options.ids ? [`ids ${options.ids.join(',')}`] : []),
    ...(options.sample !== undefined ? ['a seeded random sample'] : []),
  ];
  return ` (${verified} of ${total}: ${how.join('; ')})`;
}

function report(results: VerifyResult[], set: string, total: number, options: VerifyCliOptions): void {
  const failed = results.filter((r) => r.score < 1 || r.problems.length > 0);
  for (const result of results) {
    const isFailed = failed.includes(result);
    if (!isFailed && result.warnings.length === 0) continue;
    const label = isFailed ? `score ${result.score}` : 'solved, with warnings';
    console.log(
      `task ${result.task.task_id} (${result.task.webrl?.template}) ${label}: ${result.task.intent}`,
    );
    for (const problem of result.problems) console.log(`    ${problem}`);
    // Step errors explain a failure; on a solved task they are infrastructure warnings only.
    for (const warning of result.warnings) console.log(`    ${isFailed ? '' : 'warning: '}${warning}`);
  }
  const byTemplate = new Map<string, VerifyResult[]>();
  for (const result of results) {
    const key = result.task.webrl?.template ?? '?';
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), result]);
  }
  console.log(`\n${'template'.padEnd(42)} tasks  solved  mean steps`);
  for (const [key, group] of byTemplate) {
    const solved = group.filter((r) => r.score === 1).length;
    const steps = group.reduce((sum, r) => sum + r.steps, 0) / group.length;
    console.log(
      `${key.padEnd(42)} ${String(group.length).padStart(5)}  ${String(solved).padStart(6)}  ${steps.toFixed(1).padStart(10)}`,
    );
  }
  console.log(`\n${verifySummaryLine(results, set, total, options)}`);
}

/** The last line of `tasks verify`: how many the oracle solved, how many failed, mean steps. */
export function verifySummaryLine(
  results: readonly VerifyResult[],
  set: string,
  total: number,
  options: VerifyCliOptions,
): string {
  const failed = results.filter((r) => r.score < 1 || r.problems.length > 0);
  const solved = results.filter((r) => r.score === 1).length;
  const sampled = selectionNote(results.length, total, options);
  // A task can score 1.0 and still fail (an answer that breaks the contract, a stop by a rule): say so.
  const solvedButFailed = failed.filter((r) => r.score === 1).length;
  const those =
    solvedButFailed > 0 ? ` (${solvedButFailed} of them scored 1.0, with the problems listed above)` : '';
  const meanSteps = results.reduce((s, r) => s + r.steps, 0) / Math.max(1, results.length);
  return `${set}${sampled}: oracle scored 1.0 on ${solved}/${results.length} tasks; ${failed.length} failed${those}; mean ${meanSteps.toFixed(1)} steps`;
}

export function verifyCommand(env: CliEnvironment): Command {
  return withTaskSetOptions(
    new Command('verify')
      .description(
        'run every task’s oracle in Chromium on the built-in sites and score it with the evaluators',
      )
      .argument('<set>', 'builtin:train | builtin:test | builtin:<split>:<site key>')
      .option(
        '--slots <n>',
        `parallel episodes, each on its own site slot (at most ${MAX_SITE_SLOTS})`,
        integerOption(1, MAX_SITE_SLOTS),
        2,
      )
      .option('--sample <n>', 'verify a seeded random sample of this many tasks', integerOption(1))
      .option('--template <key>', 'only tasks of this template')
      .option('--ids <list>', 'only these task ids (comma-separated)', idListOption)
      .option('--traces <dir>', 'write the demonstrations (VAB layout) here'),
  ).action(async (set: string, options: VerifyCliOptions) => {
    if (!isBuiltinTaskSet(set)) {
      throw new ConfigError(
        `tasks verify needs a built-in set (builtin:train, builtin:test or builtin:<split>:<site key>; oracles exist only for the built-in templates), got "${set}"; ` +
          `for a task file, \`webrl tasks validate ${set}\` checks its configs and \`webrl eval --tasks ${set} --policy <p>\` runs a policy on the sites that SHOPPING, GITLAB, … name (\`webrl sites serve\` prints them)`,
      );
    }
    // Before the tasks load (which may generate the sites' data), so a refused --traces costs nothing.
    if (options.traces) await checkTracesFolder(options.traces);
    const all = await loadTaskSet(set, options);
    const tasks = selectTasks(all, set, options);
    if (options.traces) await makeTracesFolder(options.traces);
    const templates = builtinSites.flatMap((s) => s.templates);
    const oracle = new OracleAgent(tasks, templates);
    const config = EnvConfig.parse({ parallelEpisodes: options.slots });
    const host = await startSiteHost({
      sites: builtinSites,
      slots: options.slots,
      seed: options.seed,
      dataDir: options.dataDir,
    });
    const pool = new PagePool({ size: options.slots, viewport: config.viewport, launch: env.chromium });
    const started = Date.now();
    try {
      let solved = 0;
      const results = await verifyTasks({
        tasks,
        oracle,
        slots: host,
        pool,
        config,
        helpers: helpersForSites(builtinSites),
        taskSet: set,
        ...(options.traces ? { traceWriter: new VabTraceWriter(options.traces) } : {}),
        onResult: (result, done) => {
          if (result.score === 1) solved += 1;
          const rate = done / ((Date.now() - started) / 60_000);
          log.progress(`verify ${done}/${tasks.length} · solved ${solved} · ${rate.toFixed(1)} episodes/min`);
        },
      });
      report(results, set, all.length, options);
      if (results.some((r) => r.score < 1 || r.problems.length > 0)) process.exitCode = 1;
    } finally {
      await pool.close();
      await host.close();
    }
  });
}
