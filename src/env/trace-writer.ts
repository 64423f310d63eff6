// Writes finished episodes in VAB's rollout layout (reference/webrl.md §10.1), so WebRL's own
// scripts read them: `traces/<task_id>.jsonl` (one line per step: trace_id, index, prompt, html,
// response, target) and `actions/<task_id>.json` (task_id, score, actions). Each line also carries
// what rebuilds the Observation (elements, texts, url …) and the step's log-probability; the extra
// keys are ignored by WebRL. Files are written whole and atomically, the actions file last, so a
// crash never leaves half a trace and a trace without its actions file is not a finished episode.
import { join } from 'node:path';
import {
  type Observation,
  SIMPLIFIED_HTML_PLACEHOLDER,
  type Trajectory,
  writeFileAtomic,
  writeJsonAtomic,
} from '../core/index.js';
import { type ActionsFile, type TraceLine, UNSCORED } from './trace-format.js';
import { readActionsFile } from './trace-reader.js';

/** Where finished trajectories go; runEpisode calls `write` once per finished episode. */
export interface TraceWriter {
  write(trajectory: Trajectory, screenshots?: ReadonlyMap<number, Uint8Array>): void;
}

export class VabTraceWriter implements TraceWriter {
  constructor(readonly dir: string) {}

  write(trajectory: Trajectory, screenshots: ReadonlyMap<number, Uint8Array> = new Map()): void {
    const id = trajectory.taskId;
    for (const step of trajectory.steps) {
      const png = screenshots.get(step.index);
      if (png && step.screenshot) writeFileAtomic(join(this.dir, step.screenshot), png);
    }
    const lines = traceLines(trajectory);
    if (lines.length > 0) {
      writeFileAtomic(
        join(this.dir, 'traces', `${id}.jsonl`),
        lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
      );
    }
    writeJsonAtomic(join(this.dir, 'actions', `${id}.json`), actionsFileOf(trajectory, lines));
  }

  /** Records the evaluator's score for a written task (VAB rewrites `score` after evaluation). */
  setScore(taskId: number, score: number): void {
    const path = join(this.dir, 'actions', `${taskId}.json`);
    const file = readActionsFile(path);
    writeJsonAtomic(path, { ...file, score, evaluator_score: score });
  }

  /** Forgets a written task's evaluator score (e.g. a generated task whose evaluator is a placeholder). */
  clearEvaluatorScore(taskId: number): void {
    const path = join(this.dir, 'actions', `${taskId}.json`);
    const { evaluator_score: _dropped, ...file } = readActionsFile(path);
    writeJsonAtomic(path, { ...file, score: UNSCORED });
  }

  /**
   * Records the outcome reward model's P(success) for a written task. As WebRL's process_data.py does
   * after ORM labelling, `score` becomes the ORM's 0/1 label (what training uses); the evaluator's
   * score, if any, stays in `evaluator_score`.
   */
  setOrmScore(taskId: number, probability: number): void {
    const path = join(this.dir, 'actions', `${taskId}.json`);
    const file = readActionsFile(path);
    writeJsonAtomic(path, { ...file, score: probability >= 0.5 ? 1 : 0, orm_score: probability });
  }
}

function lineOf(
  trajectory: Trajectory,
  index: number,
  prompt: string,
  observation: Observation,
  response: string,
): TraceLine {
  return {
    trace_id: trajectory.taskId,
    index,
    prompt,
    html: observation.html,
    response,
    target: trajectory.intent,
    url: observation.url,
    title: observation.title,
    action: null,
    ...(observation.error !== undefined ? { observation_error: observation.error } : {}),
    elements: observation.elements,
    texts: observation.texts,
    scroll: observation.scroll,
    tabs: observation.tabs,
    active_tab: observation.activeTab,
  };
}

/** The trace lines of a trajectory, with VAB's closing line when it did not end by exit. */
export function traceLines(trajectory: Trajectory): TraceLine[] {
  const lines = trajectory.steps.map((step) => ({
    ...lineOf(trajectory, step.index, step.prompt, step.observation, step.response),
    action: step.action,
    ...(step.error !== undefined ? { error: step.error } : {}),
    // JSON has no NaN: write the null it would write anyway, on purpose (the reader reads it as NaN).
    ...(step.logProb !== undefined ? { log_prob: Number.isFinite(step.logProb) ? step.logProb : null } : {}),
    ...(step.tokens !== undefined ? { tokens: step.tokens } : {}),
    ...(step.screenshot !== undefined ? { screenshot: step.screenshot } : {}),
  }));
  if (trajectory.stopReason !== 'exit' && trajectory.stopReason !== 'error') {
    const index = trajectory.steps.length;
    const prompt = index === 0 ? trajectory.intent : SIMPLIFIED_HTML_PLACEHOLDER;
    lines.push({ ...lineOf(trajectory, index, prompt, trajectory.finalObservation, ''), final: true });
  }
  return lines;
}

function actionsFileOf(trajectory: Trajectory, lines: readonly TraceLine[]): ActionsFile {
  return {
    task_id: trajectory.taskId,
    score: trajectory.evaluatorScore ?? UNSCORED,
    actions: lines.map((line) => line.response),
    task_set: trajectory.taskSet,
    intent: trajectory.intent,
    sites: trajectory.sites,
    stop_reason: trajectory.stopReason,
    answer: trajectory.answer,
    steps: trajectory.steps.length,
    started_at: trajectory.startedAt,
    duration_ms: trajectory.durationMs,
    ...(trajectory.evaluatorScore !== undefined ? { evaluator_score: trajectory.evaluatorScore } : {}),
    ...(trajectory.ormScore !== undefined ? { orm_score: trajectory.ormScore } : {}),
    ...(trajectory.pageOutcome
      ? {
          page_outcome: {
            done: trajectory.pageOutcome.done,
            reward: trajectory.pageOutcome.reward,
            raw_reward: trajectory.pageOutcome.rawReward,
            reason: trajectory.pageOutcome.reason,
          },
        }
      : {}),
  };
}
