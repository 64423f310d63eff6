// Which episodes of an evaluation folder are finished, so that a resumed evaluation keeps them and
// runs only the rest. An episode's files are written one after another, each atomically:
// screenshots, `traces/<id>.jsonl`, `actions/<id>.json`, and last `results/<id>.json`, the result
// record summary.json is made of (it holds what the files alone cannot give back: the evaluators'
// failed checks, why a task could not be scored). A task is finished only when its record is there
// and agrees with the actions file and trace beside it; anything less is what a killed process
// left, and is removed before the task runs again. An episode the browser abandoned (stopReason
// 'error') runs again too.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonl, type TaskConfig, type Trajectory, writeJsonAtomic } from '../core/index.js';
import { readActionsFile, readTrajectory } from '../env/index.js';
import { type EvalSummary, type EvalTaskResult, readEvalSummary } from './eval-summary.js';

/** Where evaluateTasks keeps each finished task's result record. */
export const EVAL_RESULTS_FOLDER = 'results';

/** The folders of an evaluation that hold one file (or folder) per task. */
export const EPISODE_FOLDERS = ['actions', 'traces', 'screenshots', EVAL_RESULTS_FOLDER] as const;

/** What a kept episode brings to the summary: its record, and its trajectory for the error types. */
export interface FinishedEpisode {
  result: EvalTaskResult;
  trajectory: Trajectory;
}

/** Where an evaluation folder stands against the tasks asked. */
export interface EvalProgress {
  /** Finished episodes by task id. */
  finished: Map<number, FinishedEpisode>;
  /** summary.json covers these tasks, every one finished or recorded as not run: nothing to do. */
  complete: boolean;
  /**
   * Tasks with a result record that is not kept, by id, and why (unreadable, of another task, its
   * trace cut short, abandoned by the browser): they run again and their files are replaced, which
   * a person resuming should be told rather than find out.
   */
  replaced: Map<number, string>;
}

const recordPath = (dir: string, taskId: number) => join(dir, EVAL_RESULTS_FOLDER, `${taskId}.json`);

/** Records a task's result once its actions file is written: from then on the episode is finished. */
export function writeTaskResult(dir: string, result: EvalTaskResult): void {
  writeJsonAtomic(recordPath(dir, result.taskId), result);
}

/** A task without an episode: its site had no URL, so it was recorded as not run (evaluateTasks). */
export function isNotRun(result: EvalTaskResult): boolean {
  return result.steps === 0 && result.unscoredReason?.startsWith('not run: ') === true;
}

/** Why a task is not kept when nothing of an episode of it is there to replace. */
const NO_RECORD = 'no result record';
const NOT_RUN = 'recorded as not run';

/**
 * The task's finished episode in `dir`, or the reason it is not one: no record, a record of
 * another task, an actions file or trace missing, cut short or of another attempt.
 */
function finishedEpisode(dir: string, task: TaskConfig): FinishedEpisode | string {
  const id = task.task_id;
  const path = recordPath(dir, id);
  if (!existsSync(path)) return NO_RECORD;
  let result: EvalTaskResult;
  try {
    result = JSON.parse(readFileSync(path, 'utf8')) as EvalTaskResult;
  } catch (error) {
    return `result record unreadable (${(error as Error).message})`;
  }
  if (result.taskId !== id || result.intent !== task.intent) return 'result record of another task';
  // Recorded as not run (its site had no URL): there is no episode to keep or replace.
  if (isNotRun(result)) return NOT_RUN;
  try {
    const actions = readActionsFile(join(dir, 'actions', `${id}.json`));
    const trace = readJsonl(join(dir, 'traces', `${id}.jsonl`));
    if (trace.tornTail || trace.records.length !== actions.actions.length) {
      return `trace has ${trace.records.length} lines, its actions file ${actions.actions.length}`;
    }
    const trajectory = readTrajectory(dir, id);
    if (trajectory.steps.length !== result.steps) {
      return `trace has ${trajectory.steps.length} steps, its result record ${result.steps}`;
    }
    // The browser failed every attempt: no agent's doing, and what a resumed evaluation is for.
    if (result.stopReason === 'error') return 'abandoned by the browser';
    return { result, trajectory };
  } catch (error) {
    return (error as Error).message;
  }
}

/** The finished episodes in `dir` of these tasks, and whether its summary already covers them all. */
export function readEvalProgress(dir: string, tasks: readonly TaskConfig[]): EvalProgress {
  const finished = new Map<number, FinishedEpisode>();
  const replaced = new Map<number, string>();
  for (const task of tasks) {
    const episode = finishedEpisode(dir, task);
    if (typeof episode !== 'string') finished.set(task.task_id, episode);
    else if (episode !== NO_RECORD && episode !== NOT_RUN) replaced.set(task.task_id, episode);
  }
  let summary: EvalSummary | null = null;
  try {
    summary = readEvalSummary(dir);
  } catch {
    // An unreadable summary.json covers nothing; the resumed evaluation writes it anew.
    summary = null;
  }
  const byId = new Map((summary?.results ?? []).map((r) => [r.taskId, r]));
  const complete =
    summary !== null &&
    summary.results.length === tasks.length &&
    tasks.every((t) => {
      const result = byId.get(t.task_id);
      return result !== undefined && (finished.has(t.task_id) || isNotRun(result));
    });
  return { finished, complete, replaced };
}

/**
 * Removes what an unfinished episode of `taskId` may have left (a trace without its actions file,
 * screenshots, a record of an earlier attempt), so that its rerun writes into a clean place.
 */
export function removeEpisodeFiles(dir: string, taskId: number): void {
  for (const path of [
    join(dir, 'actions', `${taskId}.json`),
    join(dir, 'traces', `${taskId}.jsonl`),
    join(dir, 'screenshots', `${taskId}`),
    recordPath(dir, taskId),
  ]) {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Removes the temp files of writes a killed process never renamed (`<file>.tmp-<pid>-<n>`, see
 * core's writeFileAtomic) from an evaluation's episode folders.
 */
export function removeTempFiles(dir: string): void {
  for (const folder of EPISODE_FOLDERS) {
    const root = join(dir, folder);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tmp-\d+-\d+$/.test(entry.name)) {
        rmSync(join(entry.parentPath, entry.name), { force: true });
      }
    }
  }
}
