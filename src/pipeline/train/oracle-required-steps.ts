// The steps each test task requires (WebRL Fig. 4 buckets success by them), for a run's per-phase
// evaluations: the oracle solves the run's test tasks once, into phase 0's `oracle-eval/` (the
// folder `webrl eval --policy oracle --out` would write), and every evaluation reads its step counts.
import { RuleJudge } from '../../eval/index.js';
import { OracleAgent } from '../../sites/index.js';
import { readEvalSummary, requiredStepsFrom } from '../eval-summary.js';
import { evaluateTasks } from '../evaluate-tasks.js';
import { episodeProgressLine } from './progress.js';
import type { TrainContext } from './train-context.js';

/** The oracle's step budget at least: WebRL's env.maxSteps. */
const ORACLE_MAX_STEPS = 30;

/**
 * The oracle's step count of every test task it solved; undefined where the source has no oracle
 * (MiniWoB++), whose tasks then count under "unknown". The oracle runs at the first evaluation that
 * needs it; a summary it left (written last, atomically) is read instead.
 */
export async function oracleRequiredSteps(ctx: TrainContext): Promise<Map<number, number> | undefined> {
  if (ctx.source.templates.length === 0) return undefined;
  const dir = ctx.run.oracleEvalDir;
  const tasks = ctx.source.evalTasks;
  const stored = readEvalSummary(dir);
  // The run's test tasks are pinned, so a stored summary of the same tasks is the one to read.
  const sameTasks =
    stored !== null &&
    stored.results.length === tasks.length &&
    stored.results.every((r, i) => r.taskId === tasks[i]!.task_id && r.intent === tasks[i]!.intent);
  if (sameTasks) return requiredStepsFrom(stored);
  const progress = episodeProgressLine(
    'oracle on the test tasks (required steps)',
    tasks.length,
    ctx.progress,
  );
  const summary = await evaluateTasks({
    tasks,
    agent: new OracleAgent(tasks, ctx.source.templates),
    slots: ctx.runner.slots,
    pool: ctx.runner.pool,
    // What a task requires does not depend on the run's step budget: a run with a small env.maxSteps
    // still learns that its tasks need more (at least WebRL's 30 steps are given).
    envConfig: { ...ctx.runner.config, maxSteps: Math.max(ctx.runner.config.maxSteps, ORACLE_MAX_STEPS) },
    judge: ctx.runner.judge ?? new RuleJudge(),
    helpers: ctx.runner.helpers,
    outDir: dir,
    temperature: 0,
    seed: ctx.config.seed,
    screenshots: false,
    taskSet: `${ctx.source.name}:test`,
    onEpisode: (_result, done, trajectory) => {
      if (trajectory) progress(trajectory, done);
    },
  });
  return requiredStepsFrom(summary);
}
