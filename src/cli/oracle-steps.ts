// `webrl eval --required-steps <dir>`: the steps each task requires, read from an evaluation of the
// oracle (`webrl eval --policy oracle --out <dir>`), so that summary.json groups success by required
// steps as WebRL's Fig. 4 does. Only a folder that evaluated the oracle on the same tasks is accepted:
// the steps any other policy took, or the steps of other tasks under the same ids, would give
// buckets that look right and mean nothing.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ConfigError, getLogger, type TaskConfig } from '../core/index.js';
import {
  EVAL_SUMMARY_FILE,
  type EvalSummary,
  readEvalSummary,
  requiredStepsFrom,
} from '../pipeline/index.js';

const log = getLogger('eval');

/** The agent name an oracle evaluation records (`--policy oracle`, sites/oracle's OracleAgent). */
const ORACLE_AGENT = 'oracle';

/** How to make a folder the option accepts. */
const makeOne = (out = '<new folder>') =>
  `run \`webrl eval --policy oracle --out ${out}\` with the same --tasks and --seed as this evaluation`;

/**
 * The oracle's step count of every task of `tasks` it solved, from the oracle evaluation at `path`
 * (its folder, or the summary.json in it). Throws a ConfigError naming the fix for anything else.
 */
export function readOracleSteps(path: string, tasks: readonly TaskConfig[]): Map<number, number> {
  const flag = `--required-steps ${path}`;
  const dir = folderOf(path, flag);
  const oracle = readSummary(dir, flag);
  if (oracle.agent !== ORACLE_AGENT) {
    throw new ConfigError(
      `${flag}: its ${EVAL_SUMMARY_FILE} is an evaluation of ${oracle.agent}, not of the oracle; the steps a policy took are not the steps a task requires: ${makeOne()} and pass that folder`,
    );
  }
  const oracleIntents = new Map(oracle.results.map((r) => [r.taskId, r.intent]));
  for (const task of tasks) {
    const intent = oracleIntents.get(task.task_id);
    if (intent !== undefined && intent !== task.intent) {
      throw new ConfigError(
        `${flag}: task ${task.task_id} there is ${JSON.stringify(intent)}, here ${JSON.stringify(task.intent)}; it evaluated another task set (${oracle.taskSet}): ${makeOne()}`,
      );
    }
  }
  const solved = requiredStepsFrom(oracle);
  const steps = new Map(
    tasks.flatMap((t) => (solved.has(t.task_id) ? [[t.task_id, solved.get(t.task_id)!]] : [])),
  );
  if (steps.size === 0) {
    throw new ConfigError(
      `${flag}: the oracle there solved none of these ${tasks.length} tasks (it ran ${oracle.total} tasks of ${oracle.taskSet}, solved ${oracle.successes}); ${makeOne()} and pass that folder`,
    );
  }
  if (steps.size < tasks.length) {
    log.warn(
      `${flag}: the oracle there solved ${steps.size} of these ${tasks.length} tasks; the other ${tasks.length - steps.size} count under required steps "unknown"`,
    );
  }
  return steps;
}

/** The folder of an oracle evaluation: `path` itself, or the folder of a summary.json given. */
function folderOf(path: string, flag: string): string {
  if (path === '' || !existsSync(path)) {
    throw new ConfigError(`${flag}: no such folder; ${makeOne(path === '' ? undefined : path)} first`);
  }
  if (statSync(path).isDirectory()) return path;
  if (basename(path) === EVAL_SUMMARY_FILE) return dirname(path);
  throw new ConfigError(
    `${flag}: that is a file, not an evaluation folder; pass the --out folder of an oracle evaluation, or ${makeOne()} first`,
  );
}

function readSummary(dir: string, flag: string): EvalSummary {
  let summary: EvalSummary | null;
  try {
    summary = readEvalSummary(dir);
  } catch (error) {
    // Not JSON, or JSON of another format: readEvalSummary's message names which.
    const why =
      error instanceof SyntaxError
        ? `is not valid JSON (${error.message})`
        : `is unusable: ${(error as Error).message}`;
    throw new ConfigError(
      `${flag}: ${join(dir, EVAL_SUMMARY_FILE)} ${why}; ${makeOne()} and pass that folder`,
      [],
      { cause: error },
    );
  }
  if (!summary) {
    throw new ConfigError(`${flag}: no ${EVAL_SUMMARY_FILE} there; ${makeOne(dir)} first`);
  }
  return summary;
}
