// state.json: which stages of a run are complete, so `--resume` continues after the last one.
import { existsSync } from 'node:fs';
import { ConfigError, readJsonFile, writeJsonAtomic } from '../core/index.js';

/** Progress of a run. Stage ids are `<phase>/<stage>`, e.g. `phase-01/rollouts`. */
export interface RunState {
  version: 1;
  /** Completed stages, in the order they completed. */
  completed: string[];
  /** Per-stage results small enough to keep here (counts, success rates), by stage id. */
  results: Record<string, unknown>;
  startedAt: string;
  updatedAt: string;
}

export function newRunState(now = new Date()): RunState {
  const time = now.toISOString();
  return { version: 1, completed: [], results: {}, startedAt: time, updatedAt: time };
}

/** Reads state.json; a missing file is a fresh run. A file from another format version is an error. */
export function readRunState(path: string): RunState {
  if (!existsSync(path)) return newRunState();
  // Written atomically, so only a hand edit or a broken disk leaves it unreadable.
  const state = readJsonFile(
    path,
    'restore the file from a backup, or start a new run with another --name',
  ) as RunState | null;
  if (state?.version !== 1) {
    throw new ConfigError(
      `${path}: state version ${String(state?.version)} is not supported; start a new run (--name).`,
    );
  }
  return state;
}

/** Records a completed stage and its result, atomically. */
export function markStageComplete(path: string, state: RunState, stage: string, result: unknown): RunState {
  const next: RunState = {
    ...state,
    completed: state.completed.includes(stage) ? state.completed : [...state.completed, stage],
    results: { ...state.results, [stage]: result },
    updatedAt: new Date().toISOString(),
  };
  writeJsonAtomic(path, next);
  return next;
}
