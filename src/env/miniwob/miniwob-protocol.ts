// MiniWoB++'s driver protocol (reference/webarena.md §8.2–8.3) as a PageTaskProtocol: on the loaded
// task page, seed the page's RNG, lift the time limit (as BrowserGym: 1,000,000 ms), start the
// episode, wait for WOB_TASK_READY and read the instruction; after each action read WOB_DONE_GLOBAL,
// WOB_REWARD_GLOBAL, WOB_RAW_REWARD_GLOBAL and WOB_REWARD_REASON.
//
// As BrowserGym does, the agent reads the instruction only from its goal and never sees the human
// HUD: the reward display, click canvas and START sync cover are hidden by a style sheet (they stay
// in the document, so the runtime still finds every element it writes to), and the page's copy of
// the instruction (#query) is emptied once read, with core.getUtterance wrapped to put it back while
// it runs. The HUD's once-a-second countdown is stopped so that it does not keep the page busy.
import { join } from 'node:path';
import {
  ConfigError,
  type PageScriptRunner,
  type PageTaskOutcome,
  type PageTaskProtocol,
  type TaskConfig,
} from '../../core/index.js';
import { miniwobTaskOf } from './miniwob-tasks.js';

/** BrowserGym's episode budget: tasks effectively never time out. */
export const MINIWOB_NO_TIME_LIMIT_MS = 1_000_000;

/** What the in-page start returns: the instruction, or why the page could not start. */
interface StartResult {
  utterance: string | null;
  problem: string | null;
}

/** Runs in the page: hide the HUD, seed, start the episode, wait until ready, read the instruction. */
async function startInPage(args: { seed: string; maxTimeMs: number; waitMs: number }): Promise<StartResult> {
  const page = window as unknown as {
    core?: {
      startEpisode(): void;
      startEpisodeReal(): void;
      clearTimer(): void;
      getUtterance(): unknown;
      EPISODE_MAX_TIME: number;
      cover_div: unknown;
    };
    WOB_TASK_READY: boolean;
  };
  const fail = (problem: string): StartResult => ({ utterance: null, problem });
  const core = page.core;
  const seeded = Math as Math & { seedrandom?: (seed: string) => void };
  if (!core || typeof seeded.seedrandom !== 'function') {
    return fail('the page has no MiniWoB++ runtime (core.js with Math.seedrandom)');
  }
  if (!document.getElementById('webrl-miniwob-hud')) {
    const style = document.createElement('style');
    style.id = 'webrl-miniwob-hud';
    style.textContent = '#reward-display, #click-canvas, #sync-task-cover { display: none !important; }';
    document.head.appendChild(style);
  }
  // The page's own code runs from here (genProblem, getUtterance): its exception is the page's
  // problem, reported as such rather than as a failed browser call.
  let goal: string | { utterance?: unknown };
  try {
    // window.onload draws the sync cover; startEpisodeReal needs it.
    if (!core.cover_div) core.startEpisode();
    seeded.seedrandom(args.seed);
    core.EPISODE_MAX_TIME = args.maxTimeMs;
    core.startEpisodeReal();
    core.clearTimer();
    const deadline = Date.now() + args.waitMs;
    while (!page.WOB_TASK_READY) {
      if (Date.now() > deadline) return fail(`WOB_TASK_READY stayed false for ${args.waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A string, or {utterance, fields} for the natural-language tasks (email-inbox-*-nl*).
    goal = core.getUtterance() as string | { utterance?: unknown };
  } catch (error) {
    return fail(
      `its script threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  }
  const query = document.getElementById('query');
  if (query) {
    // #query has a fixed height: emptying it moves nothing on the page.
    const text = query.innerHTML;
    const getUtterance = core.getUtterance;
    query.innerHTML = '';
    core.getUtterance = () => {
      query.innerHTML = text;
      try {
        return getUtterance.call(core);
      } finally {
        query.innerHTML = '';
      }
    };
  }
  if (typeof goal === 'string') return { utterance: goal, problem: null };
  if (goal && typeof goal.utterance === 'string') return { utterance: goal.utterance, problem: null };
  return fail(`core.getUtterance() returned ${JSON.stringify(goal)}`);
}

/** Runs in the page: the runtime's outcome globals. */
function outcomeInPage(): PageTaskOutcome {
  const page = window as unknown as {
    WOB_DONE_GLOBAL: unknown;
    WOB_REWARD_GLOBAL: unknown;
    WOB_RAW_REWARD_GLOBAL: unknown;
    WOB_REWARD_REASON: unknown;
  };
  const reason = page.WOB_REWARD_REASON;
  return {
    done: page.WOB_DONE_GLOBAL === true,
    reward: Number(page.WOB_REWARD_GLOBAL) || 0,
    rawReward: Number(page.WOB_RAW_REWARD_GLOBAL) || 0,
    reason:
      reason === null || reason === undefined
        ? null
        : typeof reason === 'string'
          ? reason
          : JSON.stringify(reason),
  };
}

/**
 * An expression that calls an in-page function with a JSON argument. Under tsx (esbuild keepNames)
 * function sources call `__name`, which exists only in Node; the expression defines a no-op one.
 */
function callExpression(fn: (arg: never) => unknown, arg?: unknown): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;
}

/** The MiniWoB++ protocol; one instance serves every slot. */
export class MiniwobProtocol implements PageTaskProtocol {
  readonly name = 'miniwob';

  constructor(
    private readonly options: {
      /** Episode budget set in the page (default: no limit, as BrowserGym). */
      maxTimeMs?: number;
      /** How long a page may keep WOB_TASK_READY false (default 10 s). */
      readyTimeoutMs?: number;
      /** The folder of the task pages (`<html>/miniwob`), to name a page that does not start. */
      pagesDir?: string;
    } = {},
  ) {}

  async start(run: PageScriptRunner, task: TaskConfig): Promise<{ intent: string }> {
    const { name, seed } = miniwobTaskOf(task);
    const result = (await run(
      callExpression(startInPage, {
        seed: String(seed),
        maxTimeMs: this.options.maxTimeMs ?? MINIWOB_NO_TIME_LIMIT_MS,
        waitMs: this.options.readyTimeoutMs ?? 10_000,
      }),
    )) as StartResult;
    if (result.problem !== null || !result.utterance) {
      // The page is the user's input (a file of the html folder) and fails the same way on every
      // seed: the run stops with one line naming the file, not a crash or a run of failed episodes.
      const page = this.options.pagesDir ? join(this.options.pagesDir, `${name}.html`) : task.start_url;
      throw new ConfigError(
        `MiniWoB++ task page ${page} did not start (seed ${seed}): ${result.problem ?? 'core.getUtterance() returned an empty instruction'}; ` +
          `a task page loads ../core/core.js and builds its problem in genProblem(): fix the page, or leave ${name} out of --tasks (source.tasks)`,
      );
    }
    return { intent: result.utterance };
  }

  async outcome(run: PageScriptRunner): Promise<PageTaskOutcome> {
    return (await run(callExpression(outcomeInPage))) as PageTaskOutcome;
  }
}
