// Runs oracle solvers through real episodes and scores them with the evaluators: the check that every
// built-in task is solvable as written (score 1.0) and keeps the answer contract. Each episode holds
// its site slot and page until its evaluation is done, since program_html reads the live page.
import type { PagePool } from '../browser/index.js';
import {
  type EnvConfig,
  getLogger,
  resolveTaskUrls,
  type SlotProvider,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import { Episode, type TraceWriter } from '../env/index.js';
import { evaluateTask, type HelperRegistry, RuleJudge, type TaskEvaluation } from '../eval/index.js';
import type { OracleAgent } from '../sites/index.js';
import { answerContractViolations } from './answer-contract.js';

const log = getLogger('verify');

/** One task's verification. */
export interface VerifyResult {
  task: TaskConfig;
  /** The evaluators' score (1 = solved). */
  score: number;
  /** Actions the oracle took, exit included: the task's required steps. */
  steps: number;
  answer: string | null;
  /** Why it failed: the oracle's own error, failed evaluator checks, contract violations. Empty on success. */
  problems: string[];
  /** Step errors (a page still loading, an action that did nothing) that did not stop the oracle. */
  warnings: string[];
  durationMs: number;
}

export interface VerifyOptions {
  tasks: readonly TaskConfig[];
  oracle: OracleAgent;
  slots: SlotProvider;
  pool: PagePool;
  config: EnvConfig;
  helpers: HelperRegistry;
  /** Recorded in trajectories. */
  taskSet: string;
  /** Writes each demonstration in VAB layout, when given. */
  traceWriter?: TraceWriter;
  onResult?: (result: VerifyResult, done: number) => void;
}

/** Verifies every task; results come back in task order. */
export async function verifyTasks(options: VerifyOptions): Promise<VerifyResult[]> {
  const results: VerifyResult[] = new Array(options.tasks.length);
  let next = 0;
  let done = 0;
  const concurrency = Math.min(options.slots.size, options.pool.size, options.tasks.length);
  const worker = async () => {
    for (let index = next++; index < options.tasks.length; index = next++) {
      const result = await verifyOne(options.tasks[index]!, options);
      results[index] = result;
      done += 1;
      options.onResult?.(result, done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Episodes whose infrastructure failed (not the oracle) are run again this many times in all. */
const ATTEMPTS = 3;

async function verifyOne(task: TaskConfig, options: VerifyOptions): Promise<VerifyResult> {
  let result: VerifyResult | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    result = await attemptOne(task, options);
    if (!result.problems.some((p) => p.startsWith('episode error:'))) return result;
    log.warn('verification episode failed; running it again', {
      task: task.task_id,
      attempt,
      problem: result.problems[0],
    });
  }
  return result!;
}

async function attemptOne(task: TaskConfig, options: VerifyOptions): Promise<VerifyResult> {
  const started = Date.now();
  const slot = await options.slots.acquire();
  const lease = await options.pool.acquire();
  let discard = false;
  try {
    const episode = new Episode(lease, {
      config: options.config,
      taskSet: options.taskSet,
      resetSites: 'always',
    });
    await episode.reset(task, slot);
    while (!episode.isDone) {
      const reply = await options.oracle.act(episode.context(), { temperature: 0 });
      await episode.step(reply.response);
    }
    const trajectory = episode.trajectory();
    const evaluation = await evaluateTask({
      task: resolveTaskUrls(task, slot.urls),
      answer: trajectory.answer,
      page: lease.tabs.active,
      siteUrls: slot.urls,
      judge: new RuleJudge(),
      helpers: options.helpers,
    });
    trajectory.evaluatorScore = evaluation.score;
    options.traceWriter?.write(trajectory, episode.screenshots);
    return {
      task,
      score: evaluation.score,
      steps: trajectory.steps.length,
      answer: trajectory.answer,
      problems: problemsOf(task, trajectory, evaluation, options.oracle),
      warnings: trajectory.steps.flatMap((step) =>
        step.error ? [`step ${step.index} (${step.response}): ${step.error}`] : [],
      ),
      durationMs: Date.now() - started,
    };
  } catch (error) {
    discard = true;
    return {
      task,
      score: 0,
      steps: 0,
      answer: null,
      problems: [`episode error: ${(error as Error).message}`],
      warnings: [],
      durationMs: Date.now() - started,
    };
  } finally {
    await options.pool.release(lease, { discard });
    options.slots.release(slot);
  }
}

function problemsOf(
  task: TaskConfig,
  trajectory: Trajectory,
  evaluation: TaskEvaluation,
  oracle: OracleAgent,
): string[] {
  const problems: string[] = [];
  const failure = oracle.failureOf(task.intent);
  if (failure) problems.push(`oracle: ${failure}`);
  if (trajectory.stopReason !== 'exit') problems.push(`stopped by ${trajectory.stopReason}`);
  for (const evaluator of evaluation.evaluators) {
    for (const check of evaluator.checks) {
      if (check.score < 1) problems.push(`${evaluator.type} ${check.rule}: ${check.detail}`);
    }
  }
  // An oracle that gave up exits with its error; the contract is about answers it meant to give.
  if (!failure) problems.push(...answerContractViolations(trajectory).map((p) => `answer contract: ${p}`));
  return problems;
}
