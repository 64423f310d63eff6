// What the model stages (`webrl sft`, `webrl orm …`, bench/models) need to run episodes on the built-in sites:
// the site host with N slots, a page pool, the env config and the evaluators' helpers — opened once
// and closed together.
import { type LaunchOptions, PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig, type Trajectory } from '../core/index.js';
import { builtinSites, loadBuiltinTaskSet, type SiteHost, startSiteHost } from '../sites/index.js';
import type { EpisodeRunner } from './evaluated-episodes.js';
import { helpersForSites } from './site-helpers.js';

export interface EpisodeSessionOptions {
  /** Seed of the sites' data; task sets must use the same. */
  seed: number;
  dataDir: string;
  /** Parallel episodes. */
  slots: number;
  /** How to find and launch Chromium (the CLI passes what the environment says). */
  launch?: LaunchOptions;
}

export interface EpisodeSession extends EpisodeRunner {
  host: SiteHost;
  /** A built-in task set on this session's data. */
  tasks(name: string): TaskConfig[];
  close(): Promise<void>;
}

export async function openEpisodeSession(options: EpisodeSessionOptions): Promise<EpisodeSession> {
  const config = EnvConfig.parse({ parallelEpisodes: options.slots });
  const host = await startSiteHost({
    sites: builtinSites,
    slots: options.slots,
    seed: options.seed,
    dataDir: options.dataDir,
  });
  const pool = new PagePool({
    size: options.slots,
    viewport: config.viewport,
    ...(options.launch ? { launch: options.launch } : {}),
  });
  return {
    host,
    slots: host,
    pool,
    config,
    helpers: helpersForSites(builtinSites),
    tasks: (name) =>
      loadBuiltinTaskSet(name, { sites: builtinSites, seed: options.seed, dataDir: options.dataDir }),
    close: async () => {
      await pool.close();
      await host.close();
    },
  };
}

/** `name · 12/40 · success 35% · 1.8 episodes/s`, for progress lines. */
export function episodeProgress(
  name: string,
  total: number,
): (trajectory: Trajectory, done: number) => string {
  const started = Date.now();
  let solved = 0;
  return (trajectory, done) => {
    solved += trajectory.evaluatorScore ?? 0;
    const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
    return `${name} ${done}/${total} · success ${((100 * solved) / done).toFixed(0)}% · ${rate.toFixed(2)} episodes/s`;
  };
}
