// Test fixture for the evaluator tests: WebArena-Lite tasks read from ../shared/data and resolved
// against given site URLs, and a Judge that answers from a script and records what it was asked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTaskFile, resolveTaskUrls, type SiteUrls, type TaskConfig } from '../core/index.js';
import type { Judge } from '../models/index.js';

const LITE_PATH = resolve(
  import.meta.dirname,
  '../../../shared/data/webarena-lite/test_webarena_lite.raw.json',
);

/** WebArena's docker ports, for tests that never open the sites. */
export const DOCKER_URLS: SiteUrls = {
  shopping: 'http://127.0.0.1:7770',
  shopping_admin: 'http://127.0.0.1:7780/admin',
  reddit: 'http://127.0.0.1:9999',
  gitlab: 'http://127.0.0.1:8023',
  map: 'http://127.0.0.1:3000',
  wikipedia: 'http://127.0.0.1:8888',
  homepage: 'http://127.0.0.1:4399',
};

let liteTasks: TaskConfig[] | undefined;

/** The raw Lite task `taskId` (placeholders in place). */
export function rawLiteTask(taskId: number): TaskConfig {
  liteTasks ??= parseTaskFile(readFileSync(LITE_PATH, 'utf8'), LITE_PATH).tasks;
  const task = liteTasks.find((t) => t.task_id === taskId);
  if (!task) throw new Error(`WebArena-Lite has no task ${taskId}`);
  return structuredClone(task);
}

/** The Lite task `taskId` with its placeholders replaced by `urls`. */
export function liteTask(taskId: number, urls: SiteUrls = DOCKER_URLS): TaskConfig {
  return resolveTaskUrls(rawLiteTask(taskId), urls);
}

/** One question put to the judge. */
export type JudgeCall =
  | { kind: 'fuzzy'; intent: string; reference: string; prediction: string }
  | { kind: 'unachievable'; intent: string; reason: string; prediction: string };

/** A Judge whose verdicts come from `verdict`; every call is kept in `calls`. */
export class ScriptedJudge implements Judge {
  readonly name = 'scripted';
  readonly calls: JudgeCall[] = [];

  constructor(private readonly verdict: (call: JudgeCall) => number = () => 1) {}

  async fuzzyMatch(args: { intent: string; reference: string; prediction: string }): Promise<number> {
    return this.answer({ kind: 'fuzzy', ...args });
  }

  async unachievableMatch(args: { intent: string; reason: string; prediction: string }): Promise<number> {
    return this.answer({ kind: 'unachievable', ...args });
  }

  private answer(call: JudgeCall): number {
    this.calls.push(call);
    return this.verdict(call);
  }
}
