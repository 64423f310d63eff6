// Success per task family: MiniWoB++ results are read per task page (`miniwob/click-button` over its
// seeds), as papers report them. Published per-task numbers sit beside ours where a reference gives
// them; reference/webarena.md §8 and reference/webrl.md give none for MiniWoB++, so the table says so.
import type { EvalTaskResult } from './eval-summary.js';

/** Successes of one task family over its episodes. */
export interface TaskSuccess {
  /** The template key (`miniwob/click-button`), or `task <id>` when a task has none. */
  task: string;
  successes: number;
  episodes: number;
  rate: number;
}

/** Success per template, in first-seen order. */
export function successByTask(results: readonly EvalTaskResult[]): TaskSuccess[] {
  const byTask = new Map<string, { successes: number; episodes: number }>();
  for (const result of results) {
    const key = result.template ?? `task ${result.taskId}`;
    const cell = byTask.get(key) ?? { successes: 0, episodes: 0 };
    cell.episodes += 1;
    if (result.success) cell.successes += 1;
    byTask.set(key, cell);
  }
  return [...byTask].map(([task, c]) => ({ task, ...c, rate: c.successes / c.episodes }));
}

/** How a task family is shown: the MiniWoB++ page's name (`click-button`), other keys as they are. */
export const taskLabel = (task: string) => task.replace(/^miniwob\//, '');

/**
 * Published success rates per MiniWoB++ task, by paper. The references this project works from
 * (reference/webarena.md §8, reference/webrl.md) quote none, so there is nothing to print beside ours.
 */
export const PUBLISHED_MINIWOB_SUCCESS: Readonly<Record<string, Readonly<Record<string, number>>>> = {};

/** A plain-text table: task, successes/episodes, rate, and a column per paper that has numbers. */
export function formatSuccessByTask(rows: readonly TaskSuccess[]): string {
  const papers = Object.keys(PUBLISHED_MINIWOB_SUCCESS);
  const width = Math.max(4, ...rows.map((r) => taskLabel(r.task).length)) + 2;
  const header = [
    'task'.padEnd(width),
    'success'.padStart(9),
    'rate'.padStart(7),
    ...papers.map((p) => p.padStart(10)),
  ];
  const lines = rows.map((r) => [
    taskLabel(r.task).padEnd(width),
    `${r.successes}/${r.episodes}`.padStart(9),
    `${(100 * r.rate).toFixed(0)}%`.padStart(7),
    ...papers.map((p) => {
      const rate = PUBLISHED_MINIWOB_SUCCESS[p]![taskLabel(r.task)];
      return (rate === undefined ? '–' : `${(100 * rate).toFixed(0)}%`).padStart(10);
    }),
  ]);
  const note =
    papers.length === 0
      ? '\n(no published per-task MiniWoB++ numbers to set beside these: WebRL and WebArena report none; ours only)'
      : '';
  return [header, ...lines].map((cells) => cells.join('')).join('\n') + note;
}
