// What a finished or running run directory holds, for the report and the viewer: its name, its
// algorithm (from config.json), its phase folders and the episode folders (VAB layout) inside them.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ConfigError, readJsonFile } from '../core/index.js';

/** A phase folder: `phase-00-sft` is phase 0, `phase-03` is phase 3. */
export interface PhaseFolder {
  phase: number;
  dir: string;
}

/** A folder of episodes in VAB layout inside a phase folder (`eval`, `rollouts`, `demonstrations` …). */
export interface EpisodeFolderRef {
  /** null for a folder outside any phase (what `webrl eval --out` writes). */
  phase: number | null;
  kind: string;
  dir: string;
}

/** Whether a folder is itself an episode folder (has `actions/`), as `webrl eval` writes. */
export function isEpisodeFolder(dir: string): boolean {
  return existsSync(join(dir, 'actions'));
}

/**
 * The run directory checked: it exists and looks like a run (config.json, metrics or phase folders)
 * or, where `episodeFolders` allows, is an episode folder of its own (`webrl eval --out`).
 */
export function checkRunDir(dir: string, options: { episodeFolders?: boolean } = {}): string {
  const root = resolve(dir);
  if (!existsSync(root)) {
    throw new ConfigError(
      `run directory ${dir} does not exist; pass a folder made by webrl train (runs/<name>)`,
    );
  }
  if (!statSync(root).isDirectory()) {
    const orEval = options.episodeFolders ? ' or an evaluation folder (made by webrl eval --out)' : '';
    throw new ConfigError(
      `${dir} is a file, not a folder; pass a run directory (runs/<name>, made by webrl train)${orEval}`,
    );
  }
  const looksLikeRun =
    existsSync(join(root, 'config.json')) ||
    existsSync(join(root, 'metrics.jsonl')) ||
    listPhaseFolders(root).length > 0;
  if (looksLikeRun || (options.episodeFolders && isEpisodeFolder(root))) return root;
  const hint = isEpisodeFolder(root) ? ' (it is an episode folder: open it with webrl view)' : '';
  throw new ConfigError(
    `${dir} is not a run directory: it has no config.json, metrics.jsonl or phase-XX folders${hint}; pass runs/<name>`,
  );
}

export function listPhaseFolders(root: string): PhaseFolder[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .flatMap((entry) => {
      const match = /^phase-(\d+)(?:-.*)?$/.exec(entry.name);
      return entry.isDirectory() && match ? [{ phase: Number(match[1]), dir: join(root, entry.name) }] : [];
    })
    .sort((a, b) => a.phase - b.phase);
}

/** Every folder of a phase that holds an `actions/` folder; the root itself when it is one. */
export function listEpisodeFolders(root: string): EpisodeFolderRef[] {
  if (isEpisodeFolder(root)) return [{ phase: null, kind: 'eval', dir: root }];
  return listPhaseFolders(root).flatMap(({ phase, dir }) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'actions')))
      .map((entry) => ({ phase, kind: entry.name, dir: join(dir, entry.name) }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  );
}

/** Task ids with an actions file in an episode folder (finished episodes), ascending. */
export function listEpisodeIds(dir: string): number[] {
  const actions = join(dir, 'actions');
  if (!existsSync(actions)) return [];
  return readdirSync(actions)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => Number(name.slice(0, -'.json'.length)))
    .sort((a, b) => a - b);
}

/** The parts of config.json that name the algorithm; absent fields take the run config's defaults. */
interface AlgorithmFields {
  rl?: { algorithm?: string; replay?: boolean; kl?: boolean };
  curriculum?: { enabled?: boolean };
}

/** `rl.algorithm` with its ablation switches: `webrl`, `webrl w/o replay, KL`, `awr w/o curriculum`. */
export function algorithmLabel(config: AlgorithmFields | null): string {
  const algorithm = config?.rl?.algorithm ?? 'webrl';
  const without = [
    config?.rl?.replay === false ? 'replay' : null,
    config?.rl?.kl === false ? 'KL' : null,
    config?.curriculum?.enabled === false ? 'curriculum' : null,
  ].filter(Boolean);
  return without.length > 0 ? `${algorithm} w/o ${without.join(', ')}` : algorithm;
}

/** A run's environment, `source.env` of its config.json: `builtin` (also when absent) or `miniwob:<folder>`. */
export function runEnv(root: string): string {
  const path = join(root, 'config.json');
  if (!existsSync(path)) return 'builtin';
  const config = readJsonFile(path, 'fix or remove it') as { source?: { env?: unknown } };
  return typeof config.source?.env === 'string' ? config.source.env : 'builtin';
}

/** A run's name (its folder) and algorithm label; a run without config.json is labelled `unknown`. */
export function describeRun(root: string): { name: string; algorithm: string } {
  const path = join(root, 'config.json');
  if (!existsSync(path)) return { name: basename(root), algorithm: 'unknown' };
  const config = readJsonFile(path, 'fix or remove it') as AlgorithmFields;
  return { name: basename(root), algorithm: algorithmLabel(config) };
}
