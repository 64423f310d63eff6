// `webrl eval --policy <…> --tasks <…>`: runs a policy on a task set at temperature 0 (as WebRL
// evaluates), scores every episode with WebArena's evaluators, writes VAB-layout traces (with
// screenshots) and summary.json, and prints success per site shaped like WebRL's Table 1.
// Built-in sets run on the built-in sites; a task file runs on the sites named by WebArena's URL
// variables (SHOPPING, SHOPPING_ADMIN, REDDIT, GITLAB, MAP, …); `--env miniwob:<folder>` runs
// MiniWoB++ pages (test seeds of each task; the pages score themselves) and prints success per task.
// `--resume` finishes an evaluation that stopped in --out: its finished episodes are kept, the other
// tasks run, and summary.json covers them all (eval-resume.ts checks it is the same evaluation).
// One evaluation at a time writes an --out: it holds the folder's lock (core's lockFolder) throughout.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { PagePool } from '../../browser/index.js';
import {
  ConfigError,
  checkOutputFolder,
  EnvConfig,
  FolderInUseError,
  type FolderLock,
  folderLockPath,
  getLogger,
  lockFolder,
  MAX_SITE_SLOTS,
  SITE_URL_ENV_VARS,
  type SiteUrls,
  type SlotProvider,
  SourceConfig,
  siteUrlsFromEnv,
  type TaskConfig,
} from '../../core/index.js';
import {
  miniwobPathOf,
  miniwobTestTasks,
  openMiniwobEnvironment,
  openMiniwobFolder,
  resolveMiniwobTaskList,
  StaticSlotProvider,
} from '../../env/index.js';
import {
  builtinHelpers,
  EVAL_MODES,
  type EvalMode,
  formatRate,
  type HelperRegistry,
  RuleJudge,
} from '../../eval/index.js';
import { type Judge, ModelServerError } from '../../models/index.js';
import {
  EVAL_REQUEST_FILE,
  type EvalProgress,
  type EvalRequest,
  type EvalSummary,
  evalRequestOf,
  evaluateTasks,
  formatSuccessByTask,
  helpersForSites,
  readEvalProgress,
  successByTask,
  writeEvalRequest,
} from '../../pipeline/index.js';
import { builtinSites, startSiteHost } from '../../sites/index.js';
import { commandLine } from '../command-line.js';
import { resolveEnvSpec } from '../env-spec.js';
import type { CliEnvironment } from '../environment.js';
import { isBuiltinTaskSet, loadTaskSet } from '../load-task-set.js';
import { checkPolicySpec, openPolicy } from '../open-policy.js';
import { createOpenAIBackend } from '../openai-roles.js';
import { integerOption, nonNegativeNumber } from '../option-parsers.js';
import { readOracleSteps } from '../oracle-steps.js';
import { sayOnTermination } from '../termination.js';
import {
  checkSameEvaluation,
  judgeIdentity,
  policyIdentity,
  resumedRequest,
  resumeNotes,
  storedSettings,
} from './eval-resume.js';
import { withTaskSetOptions } from './tasks-list-command.js';

const log = getLogger('eval');

interface EvalCliOptions {
  /** Required; only --resume may leave it out (eval.json has it). */
  policy: string;
  /** Commander leaves it undefined when not given; the action first sets --env's default. */
  tasks: string;
  limit?: number;
  out?: string;
  screenshots: boolean;
  mode: EvalMode;
  slots: number;
  seed: number;
  dataDir: string;
  temperature: number;
  episodeSeed: number;
  maxSteps?: number;
  judge?: string;
  requiredSteps?: string;
  env: string;
  episodes: number;
  resume: boolean;
}

/** Where the sites are and how to score on them. */
interface Sites {
  slots: SlotProvider;
  helpers: HelperRegistry;
  close(): Promise<void>;
}

async function openSites(
  options: EvalCliOptions,
  tasks: readonly TaskConfig[],
  env: CliEnvironment,
): Promise<Sites> {
  const miniwob = miniwobPathOf(options.env);
  if (miniwob !== undefined) {
    const served = await openMiniwobEnvironment({ path: miniwob, slots: options.slots });
    return { slots: served.slots, helpers: builtinHelpers(), close: () => served.close() };
  }
  if (isBuiltinTaskSet(options.tasks)) {
    const host = await startSiteHost({
      sites: builtinSites,
      slots: options.slots,
      seed: options.seed,
      dataDir: options.dataDir,
    });
    return { slots: host, helpers: helpersForSites(builtinSites), close: () => host.close() };
  }
  const urls = siteUrlsFromEnv(env.siteUrls);
  checkSiteUrls(tasks, urls, options.tasks);
  await checkSitesAnswer(tasks, urls);
  return {
    slots: new StaticSlotProvider({ urls, size: options.slots }),
    helpers: builtinHelpers(),
    close: async () => {},
  };
}

/** MiniWoB++ test tasks: `--episodes` fixed seeds of every page `--tasks` names (all, webgum or a list). */
function miniwobEvalTasks(options: EvalCliOptions): TaskConfig[] {
  if (options.policy === 'oracle') {
    throw new ConfigError(
      '--policy oracle: MiniWoB++ has no oracle; evaluate a checkpoint, a run directory or openai:…',
    );
  }
  const folder = openMiniwobFolder(miniwobPathOf(options.env)!);
  return miniwobTestTasks(resolveMiniwobTaskList(options.tasks, folder.pages, folder.root), options.episodes);
}

/**
 * `--tasks` as given, or its default for `--env` (builtin:test, or webgum on MiniWoB++); a value
 * meant for the other environment is refused, since it would evaluate something else or nothing.
 */
function resolveTaskSpec(tasks: string | undefined, env: string): string {
  const miniwob = miniwobPathOf(env) !== undefined;
  if (tasks === undefined) return miniwob ? 'webgum' : 'builtin:test';
  if (miniwob && isBuiltinTaskSet(tasks)) {
    throw new ConfigError(
      `--tasks ${tasks} is a task set of the built-in sites; with --env miniwob give all, webgum (the default) or MiniWoB++ page names such as click-button,enter-text`,
    );
  }
  // Page names (`click-button,enter-text`, `webgum`) that are no file: MiniWoB++ without --env.
  if (
    !miniwob &&
    !isBuiltinTaskSet(tasks) &&
    !existsSync(tasks) &&
    /^[a-z][a-z0-9-]*(,[a-z][a-z0-9-]*)*$/.test(tasks)
  ) {
    throw new ConfigError(
      `--tasks ${tasks}: no task file of that name, and not a built-in set (builtin:test, builtin:train, builtin:test:<site>); MiniWoB++ tasks (all, webgum, click-button,…) need --env miniwob (or miniwob:<folder>)`,
    );
  }
  return tasks;
}

/** The task set's name in the title, the traces and summary.json: on MiniWoB++ `miniwob:<--tasks>`. */
function taskSetLabel(options: EvalCliOptions): string {
  return miniwobPathOf(options.env) !== undefined ? `miniwob:${options.tasks}` : options.tasks;
}

/**
 * `--env` as train's `source.env` accepts it, or plain `miniwob`: any other value would otherwise
 * fall through to the built-in sites and evaluate something the user did not ask for.
 */
function checkEnvSpec(spec: string): string {
  if (spec === 'miniwob' || SourceConfig.shape.env.safeParse(spec).success) return spec;
  throw new ConfigError(
    `--env ${spec}: not an environment; use builtin, miniwob (the copy npm run setup installed) or miniwob:<path to the MiniWoB++ html folder>`,
  );
}

/** How long a site may take to answer the reachability check (a cold WebArena site is slow). */
const SITE_ANSWER_MS = 30_000;

/** A task file whose sites have no URLs at all is a setup mistake; some missing is reported per task. */
function checkSiteUrls(tasks: readonly TaskConfig[], urls: SiteUrls, file: string): void {
  const missing = [...new Set(tasks.flatMap((t) => t.sites))].filter((site) => urls[site] === undefined);
  if (missing.length === 0) return;
  const variables = missing.map((site) => SITE_URL_ENV_VARS[site]).join(', ');
  if (tasks.every((t) => t.sites.some((site) => missing.includes(site)))) {
    throw new ConfigError(
      `${file}: no task can run: set the WebArena site URL variables ${variables} (e.g. SHOPPING=http://127.0.0.1:7770), or evaluate a built-in set (--tasks builtin:test)`,
    );
  }
  log.warn(`tasks on sites without a URL will be recorded as not run; set ${variables} to run them`);
}

/**
 * Every site the tasks use answers HTTP (any status). A site that is down would otherwise fail
 * every one of its tasks as the agent's failure: its pages would be the proxy's error page.
 */
async function checkSitesAnswer(tasks: readonly TaskConfig[], urls: SiteUrls): Promise<void> {
  const sites = [...new Set(tasks.flatMap((t) => t.sites))].filter((site) => urls[site] !== undefined);
  for (const site of sites) {
    const url = urls[site]!;
    try {
      const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(SITE_ANSWER_MS) });
      await answer.body?.cancel();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new ConfigError(
        `${SITE_URL_ENV_VARS[site]}=${url} does not answer (${why}); start the site, or point ${SITE_URL_ENV_VARS[site]} at one that runs`,
      );
    }
  }
}

function openJudge(options: EvalCliOptions, env: CliEnvironment, out: string): Judge {
  if (!options.judge) return new RuleJudge();
  return createOpenAIBackend('judge', options.judge, {
    flag: '--judge',
    env: env.openai,
    requestLogPath: join(out, 'judge-requests.jsonl'),
  });
}

/**
 * Where this evaluation writes, with the folder's lock held (core's lockFolder): a second evaluation
 * there, while this one runs, is refused before it removes or runs anything. evaluateTasks replaces
 * the traces in its folder (a resumed training run re-evaluates a phase into the same one), so an
 * --out that holds anything is refused rather than emptied: an earlier evaluation there is data,
 * which only --resume goes on with. The default folder is a new one every time: where an evaluation
 * started in the same second holds its name, the next one is taken.
 */
function lockOutFolder(options: EvalCliOptions): { out: string; lock: FolderLock } {
  const command = commandLine();
  if (options.out === undefined && !options.resume) {
    for (;;) {
      const out = firstFreeFolder(defaultOut(options));
      try {
        return { out, lock: lockFolder(out, { command }) };
      } catch (error) {
        if (!(error instanceof FolderInUseError)) throw error;
      }
    }
  }
  if (!options.resume) checkOutFolder(options.out!);
  return { out: options.out!, lock: lockFolder(options.out!, { command }) };
}

/**
 * `path`, or `path-2`, `path-3` … when it exists or another evaluation holds its lock: the default is
 * stamped to the second only.
 */
export function firstFreeFolder(path: string): string {
  let candidate = path;
  for (let n = 2; existsSync(candidate) || existsSync(folderLockPath(candidate)); n++)
    candidate = `${path}-${n}`;
  return candidate;
}

function checkOutFolder(out: string): void {
  if (out === '') {
    throw new ConfigError(
      '--out is empty; pass a new folder for the traces and summary.json (e.g. --out evals/my-eval), or leave --out out for evals/<policy>_<tasks>_<time>',
    );
  }
  // A file, under a file, or where nothing can be made (/proc): said now, not when the lock is taken.
  checkOutputFolder('--out', out, 'choose a new --out folder');
  if (!existsSync(out)) return;
  const names = readdirSync(out, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .sort();
  if (names.length === 0) return;
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
  const resume = names.includes(EVAL_REQUEST_FILE)
    ? `; add --resume to finish the evaluation there (its finished episodes are kept)`
    : '';
  throw new ConfigError(
    `--out ${out}: the folder already holds ${shown}, which this evaluation would replace; choose a new --out folder or remove it${resume}`,
  );
}

function defaultOut(options: EvalCliOptions): string {
  const slug = (text: string) =>
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-40);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return join('evals', `${slug(options.policy)}_${slug(taskSetLabel(options))}_${stamp}`);
}

/** What this evaluation is asked, as eval.json records it for --resume. */
function requestOf(options: EvalCliOptions, tasks: readonly TaskConfig[], envConfig: EnvConfig): EvalRequest {
  const miniwob = miniwobPathOf(options.env) !== undefined;
  return evalRequestOf({
    policy: policyIdentity(options.policy),
    judge: judgeIdentity(options.judge),
    env: options.env,
    taskSet: taskSetLabel(options),
    limit: options.limit ?? null,
    siteSeed: !miniwob && isBuiltinTaskSet(options.tasks) ? options.seed : null,
    episodes: miniwob ? options.episodes : null,
    tasks,
    mode: options.mode,
    temperature: options.temperature,
    episodeSeed: options.episodeSeed,
    envConfig,
    screenshots: options.screenshots,
  });
}

/** The summary as a Table 1 row: header, the agent's rates, the task counts. */
export function formatSummaryTable(summary: EvalSummary): string {
  const columns = [...summary.table.columns, { label: 'Avg', ...summary.table.average }];
  // Every cell counts, the rate too: `100.0` is wider than `Avg` and `2/2`.
  const widths = columns.map(
    (c) => Math.max(c.label.length, formatRate(c.rate).length, `${c.successes}/${c.total}`.length) + 2,
  );
  const row = (name: string, cells: string[]) =>
    `${name.padEnd(11)}${cells.map((c, i) => c.padStart(widths[i]!)).join('')}`;
  return [
    row(
      '',
      columns.map((c) => c.label),
    ),
    row(
      'success %',
      columns.map((c) => formatRate(c.rate)),
    ),
    row(
      'tasks',
      columns.map((c) => `${c.successes}/${c.total}`),
    ),
  ].join('\n');
}

export function evalCommand(env: CliEnvironment): Command {
  return withTaskSetOptions(
    new Command('eval')
      .description(
        'evaluate a policy on a task set; writes VAB traces and summary.json, prints success per site (Table 1)',
      )
      .option(
        '--policy <spec>',
        'checkpoint folder or run directory | openai:<url>#<model> | openai-chat:<url>#<model> | oracle (required)',
      )
      .option(
        '--tasks <set>',
        'builtin:test | builtin:train | builtin:test:<site> | a WebArena task file (default: builtin:test; with --env miniwob: all | webgum (default) | click-button,enter-text,…)',
      )
      .option('--limit <n>', 'only the first n tasks', integerOption(1))
      .option('--out <dir>', 'where traces and summary.json go (default evals/<policy>_<tasks>_<time>)')
      .option('--no-screenshots', 'do not capture a screenshot at every step')
      .addOption(new Option('--mode <mode>', 'evaluator semantics').choices(EVAL_MODES).default('vab'))
      .option(
        '--slots <n>',
        `parallel episodes, each on its own site slot (at most ${MAX_SITE_SLOTS})`,
        integerOption(1, MAX_SITE_SLOTS),
        2,
      )
      .option('--temperature <t>', 'sampling temperature (WebRL evaluates at 0)', nonNegativeNumber, 0)
      .option('--episode-seed <n>', 'seed of the per-episode sampling streams', integerOption(0), 0)
      .option('--max-steps <n>', 'steps before an episode stops (WebRL: 30)', integerOption(1))
      .option(
        '--judge <spec>',
        'LLM judge for fuzzy_match answers: openai:<url>#<model> (default: rule-based, offline)',
      )
      .option(
        '--required-steps <dir>',
        'the --out folder of `webrl eval --policy oracle` on the same tasks: its step counts group success by required steps (WebRL Fig. 4) in summary.json',
      )
      .option(
        '--env <spec>',
        'builtin | miniwob:<MiniWoB++ html folder> | miniwob (the copy `npm run setup` installed)',
        'builtin',
      )
      .option('--episodes <n>', 'MiniWoB++: test seeds per task (BrowserGym: 5)', integerOption(1), 5)
      .option(
        '--resume',
        'finish the evaluation in --out that stopped (killed, or its model server stopped): keep its finished episodes, run the other tasks; flags left out are read from its eval.json, and those given must not change its scores',
        false,
      ),
  ).action(async (options: EvalCliOptions, command: Command) => {
    // Before anything loads or is written, so a refused --out costs nothing.
    const stored = options.resume ? resumedRequest(options.out) : undefined;
    if (stored) useStoredSettings(options, command, stored, options.out!);
    if (options.policy === undefined) {
      throw new ConfigError(
        '--policy is required: a checkpoint folder, a run directory, openai:<url>#<model> or oracle (only --resume --out <folder> reads it from the evaluation there)',
      );
    }
    options.env = resolveEnvSpec(checkEnvSpec(options.env));
    options.tasks = resolveTaskSpec(options.tasks as string | undefined, options.env);
    const { out, lock } = lockOutFolder(options);
    try {
      await runEvaluation(options, env, out, stored);
    } finally {
      lock.release();
    }
  });
}

/**
 * Every flag the command line leaves out takes the value the evaluation in `out` started with (its
 * eval.json), so that `--resume --out <folder>` alone finishes it; those given are checked against
 * it later, with the tasks. Says which values it read.
 */
function useStoredSettings(
  options: EvalCliOptions,
  command: Command,
  stored: EvalRequest,
  out: string,
): void {
  const given = options as unknown as Record<string, unknown>;
  // Said are those that change something: a default that equals the stored value goes unmentioned.
  const read = storedSettings(stored).filter(
    ({ key, value }) => command.getOptionValueSource(key) !== 'cli' && given[key] !== value,
  );
  for (const { key, value } of read) given[key] = value;
  const said = read.map(({ flag, value }) => `${flag} ${value}`);
  // A switch rather than a value: an evaluation started without screenshots goes on without them.
  if (stored.screenshots === false && options.screenshots) {
    options.screenshots = false;
    said.push('--no-screenshots');
  }
  if (said.length > 0) console.log(`settings from ${join(out, EVAL_REQUEST_FILE)}: ${said.join(' ')}`);
}

/** The evaluation itself, in `out`, once its lock is held; `stored`: the request of the one --resume finishes. */
async function runEvaluation(
  options: EvalCliOptions,
  env: CliEnvironment,
  out: string,
  stored: EvalRequest | undefined,
): Promise<void> {
  checkPolicySpec(options.policy);
  const taskSet = taskSetLabel(options);
  const all =
    miniwobPathOf(options.env) !== undefined
      ? miniwobEvalTasks(options)
      : await loadTaskSet(options.tasks, options);
  const tasks = all.slice(0, options.limit);
  if (tasks.length === 0) throw new ConfigError(`task set ${taskSet} has no tasks`);
  const requiredSteps =
    options.requiredSteps !== undefined ? readOracleSteps(options.requiredSteps, tasks) : undefined;
  const envConfig = EnvConfig.parse({
    parallelEpisodes: options.slots,
    ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
  });
  const request = requestOf(options, tasks, envConfig);
  let progress: EvalProgress | undefined;
  if (stored) {
    checkSameEvaluation(out, stored, request);
    for (const note of resumeNotes(stored, request)) log.warn(note);
    progress = readEvalProgress(out, tasks);
    if (progress.complete) {
      console.log(
        `the evaluation in ${out} is complete (${tasks.length} tasks, summary.json written); nothing to resume, nothing changed. Browse it with: webrl view ${out}`,
      );
      return;
    }
    for (const [taskId, reason] of progress.replaced) {
      log.warn(`task ${taskId} runs again and its files in ${out} are replaced: ${reason}`);
    }
    const left = tasks.length - progress.finished.size;
    console.log(
      `resuming the evaluation in ${out}: ${progress.finished.size} of ${tasks.length} episodes finished and kept; running the other ${left}`,
    );
  }
  const policy = await openPolicy(options.policy, {
    tasks,
    openaiEnv: env.openai,
    requestLogPath: join(out, 'requests.jsonl'),
  });
  const sites = await openSites(options, tasks, env);
  const pool = new PagePool({ size: options.slots, viewport: envConfig.viewport, launch: env.chromium });
  const started = Date.now();
  const kept = progress?.finished.size ?? 0;
  let solved = [...(progress?.finished.values() ?? [])].filter((e) => e.result.success).length;
  try {
    // Written as the first episode is about to run: a folder with it holds this evaluation.
    if (!stored) writeEvalRequest(out, request);
    sayOnTermination(
      `stopped; the episodes that finished are in ${out}: run webrl eval --resume --out ${out} to run only the other tasks (its flags are in ${join(out, EVAL_REQUEST_FILE)})`,
    );
    const summary = await evaluateTasks({
      tasks,
      agent: policy.agent,
      slots: sites.slots,
      pool,
      envConfig,
      judge: openJudge(options, env, out),
      helpers: sites.helpers,
      mode: options.mode,
      outDir: out,
      temperature: options.temperature,
      seed: options.episodeSeed,
      screenshots: options.screenshots,
      taskSet,
      ...(requiredSteps ? { requiredSteps } : {}),
      ...(progress ? { kept: progress.finished } : {}),
      onEpisode: (result, done) => {
        if (result.success) solved += 1;
        const perMinute = (done - kept) / Math.max(1e-3, (Date.now() - started) / 60_000);
        log.progress(
          `eval ${done}/${tasks.length} · success ${((100 * solved) / done).toFixed(0)}% · ${perMinute.toFixed(1)} episodes/min`,
        );
      },
    });
    const subset = tasks.length < all.length ? ` (first ${tasks.length} of ${all.length})` : '';
    console.log(
      `\n${policy.agent.name} on ${taskSet}${subset}, ${options.mode} evaluators, temperature ${options.temperature}:\n`,
    );
    if (miniwobPathOf(options.env) !== undefined) {
      console.log(formatSuccessByTask(successByTask(summary.results)));
      console.log(
        `\nall: ${summary.successes}/${summary.total} (${formatRate(summary.table.average.rate)}%)`,
      );
    } else console.log(formatSummaryTable(summary));
    if (summary.unscored > 0) {
      console.log(
        `\n${summary.unscored} tasks could not be scored (counted as failures); reasons in ${join(out, 'summary.json')}`,
      );
    }
    console.log(`\ntraces and summary.json in ${out}; browse them with: webrl view ${out}`);
  } catch (error) {
    // The collection stopped at a server that stopped serving: what ran is kept for --resume.
    if (error instanceof ModelServerError) {
      // A resume must ask the same server the same way: a wrong model name or URL is a new --out.
      const when = error.recoversByItself
        ? 'when the server answers again'
        : 'once the server is put right as the error says (the same --policy; another model or URL is evaluated into a new --out)';
      console.error(
        `the episodes that finished are in ${out}; ${when}, run webrl eval --resume --out ${out} to run only the other tasks (its flags are in ${join(out, EVAL_REQUEST_FILE)})`,
      );
    }
    throw error;
  } finally {
    await pool.close();
    await sites.close();
    await policy.close();
  }
}
