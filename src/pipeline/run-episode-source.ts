// The viewer's episodes from run directories: every episode folder of every phase (eval, rollouts,
// demonstrations …), each episode indexed once with its outcome and error type; steps are read from
// disk only when an episode is opened.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readJsonFile, type TaskConfig, type Trajectory } from '../core/index.js';
import { isMiniwobTask, readTrajectory } from '../env/index.js';
import { classifyFailure, outcomeOf, siteGroupOf } from '../eval/index.js';
import type { EpisodeSource, ViewerEpisode, ViewerEpisodeDetail } from '../report/index.js';
import { type EvalTaskResult, readEvalSummary } from './eval-summary.js';
import {
  checkRunDir,
  describeRun,
  type EpisodeFolderRef,
  listEpisodeFolders,
  listEpisodeIds,
} from './run-folders.js';
import { taskLabel } from './success-by-task.js';

interface IndexedEpisode {
  episode: ViewerEpisode;
  dir: string;
  errorRule?: string;
  result?: EvalTaskResult;
}

/**
 * An episode's id in the viewer's URLs: `<run>/<phase>/<kind>/<task id>` inside a run, and
 * `<folder>/<kind>/<task id>` for an evaluation folder, which has no phase.
 */
function episodeId(run: string, phase: number | null, kind: string, taskId: number): string {
  return [run, ...(phase === null ? [] : [phase]), kind, taskId].join('/');
}

export class RunEpisodeSource implements EpisodeSource {
  private readonly indexed: IndexedEpisode[] = [];
  private readonly byId = new Map<string, IndexedEpisode>();

  /** Indexes every episode of the runs (reads each trace once). */
  constructor(runDirs: readonly string[]) {
    const names = new Set<string>();
    for (const dir of runDirs) {
      const root = checkRunDir(dir, { episodeFolders: true });
      const described = describeRun(root);
      let name = described.name;
      for (let n = 2; names.has(name); n++) name = `${described.name}#${n}`;
      names.add(name);
      for (const folder of listEpisodeFolders(root)) {
        const summary = readEvalSummary(folder.dir);
        const results = new Map((summary?.results ?? []).map((r) => [r.taskId, r]));
        const tasks = rolloutTasks(folder);
        // An evaluation folder outside a run has no config.json: its agent names it.
        const algorithm = folder.phase === null && summary ? summary.agent : described.algorithm;
        for (const taskId of listEpisodeIds(folder.dir)) {
          const trajectory = readTrajectory(folder.dir, taskId);
          const classification = classifyFailure(trajectory);
          const result = results.get(taskId);
          const taskPage = taskPageOf(trajectory, tasks.get(taskId), result);
          const entry: IndexedEpisode = {
            episode: episodeOf(trajectory, {
              ...(taskPage ? { taskPage } : {}),
              id: episodeId(name, folder.phase, folder.kind, taskId),
              run: name,
              algorithm,
              phase: folder.phase,
              kind: folder.kind,
              errorType: classification?.type ?? null,
            }),
            dir: folder.dir,
            ...(classification ? { errorRule: classification.rule } : {}),
            ...(result ? { result } : {}),
          };
          this.indexed.push(entry);
          this.byId.set(entry.episode.id, entry);
        }
      }
    }
  }

  episodes(): readonly ViewerEpisode[] {
    return this.indexed.map((e) => e.episode);
  }

  detail(id: string): ViewerEpisodeDetail | null {
    const entry = this.byId.get(id);
    if (!entry) return null;
    return {
      episode: entry.episode,
      trajectory: readTrajectory(entry.dir, entry.episode.taskId),
      ...(entry.errorRule ? { errorRule: entry.errorRule } : {}),
      ...(entry.result ? { failedChecks: entry.result.failedChecks } : {}),
      ...(entry.result?.unscoredReason ? { unscoredReason: entry.result.unscoredReason } : {}),
    };
  }

  screenshotPath(id: string, step: number): string | null {
    const entry = this.byId.get(id);
    if (!entry || !Number.isInteger(step)) return null;
    const relativePath = readTrajectory(entry.dir, entry.episode.taskId).steps[step]?.screenshot;
    if (!relativePath) return null;
    // The path comes from a trace file: never serve anything outside the episode folder, through a
    // `..` or through a symlink (a run folder from elsewhere may hold one to any file), and only a
    // regular file (a FIFO or a device would hold the viewer's one thread).
    const path = resolve(entry.dir, relativePath);
    if (!isInside(entry.dir, path) || !existsSync(path)) return null;
    const real = realpathSync(path);
    if (!isInside(realpathSync(entry.dir), real) || !statSync(real).isFile()) return null;
    return real;
  }
}

/** Whether `path` lies inside the folder `root` (both absolute). */
function isInside(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside);
}

/**
 * The tasks of a phase's rollouts by id, from the phase's tasks.json (what the curriculum drew); empty
 * for other folders, whose ids are another task set's (eval: the test tasks; phase 0's seed rollouts
 * keep no tasks file).
 */
function rolloutTasks(folder: EpisodeFolderRef): Map<number, TaskConfig> {
  const path = join(dirname(folder.dir), 'tasks.json');
  if (folder.kind !== 'rollouts' || folder.phase === null || !existsSync(path)) return new Map();
  const tasks = readJsonFile(path, 'fix or remove it (webrl train writes it at the phase’s tasks stage)');
  return new Map(Array.isArray(tasks) ? (tasks as TaskConfig[]).map((t) => [t.task_id, t]) : []);
}

/** A MiniWoB++ page in the URL the agent acted on: `http://127.0.0.1:8765/miniwob/click-button.html`. */
const MINIWOB_PAGE_URL = /\/miniwob\/([\w.-]+)\.html(?:[?#]|$)/;

/**
 * The page and seed of a MiniWoB++ episode: from its task config (`instantiation_dict`), else the
 * evaluation's record of it (template and seed), else the page's URL (name only).
 */
function taskPageOf(
  trajectory: Trajectory,
  task: TaskConfig | undefined,
  result: EvalTaskResult | undefined,
): ViewerEpisode['taskPage'] | undefined {
  if (task && isMiniwobTask(task)) {
    const { task: name, seed } = task.instantiation_dict;
    if (typeof name === 'string')
      return { name, ...(Number.isInteger(seed) ? { seed: seed as number } : {}) };
  }
  if (result?.template?.startsWith('miniwob/')) {
    return { name: taskLabel(result.template), ...(result.seed !== undefined ? { seed: result.seed } : {}) };
  }
  if (trajectory.sites.length !== 1 || trajectory.sites[0] !== 'miniwob') return undefined;
  const url = trajectory.steps[0]?.observation.url ?? trajectory.finalObservation.url;
  const name = MINIWOB_PAGE_URL.exec(url)?.[1];
  return name ? { name } : undefined;
}

function episodeOf(
  trajectory: Trajectory,
  fields: Pick<ViewerEpisode, 'id' | 'run' | 'algorithm' | 'phase' | 'kind' | 'errorType' | 'taskPage'>,
): ViewerEpisode {
  return {
    ...fields,
    taskId: trajectory.taskId,
    intent: trajectory.intent,
    sites: trajectory.sites,
    site: siteGroupOf(trajectory.sites),
    steps: trajectory.steps.length,
    stopReason: trajectory.stopReason,
    ...(trajectory.evaluatorScore !== undefined && trajectory.evaluatorScore >= 0
      ? { evaluatorScore: trajectory.evaluatorScore }
      : {}),
    ...(trajectory.ormScore !== undefined ? { ormScore: trajectory.ormScore } : {}),
    success: outcomeOf(trajectory).success,
  };
}
