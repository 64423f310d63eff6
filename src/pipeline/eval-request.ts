// What an evaluation was asked, kept as `eval.json` in its folder from the moment it starts, so that
// `webrl eval --resume` finishes the same evaluation and never mixes episodes of two: the policy,
// the tasks (each by a digest of its config) and every setting that changes a score. Settings that
// do not (parallel slots, screenshots, --required-steps, which only regroups the summary) are left
// out, so a resume may change them.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  EnvConfig,
  formatIssues,
  readJsonFile,
  type TaskConfig,
  writeJsonAtomic,
} from '../core/index.js';
import type { EvalMode } from '../eval/index.js';

export const EVAL_REQUEST_FILE = 'eval.json';
export const EVAL_REQUEST_FORMAT = 'webrl-eval-request';

/** A model role as asked (`spec`) and what makes it that model (`identity`), which is compared. */
const ModelIdentity = z.object({
  spec: z.string().nullable().describe('The flag as given, or null for the built-in default.'),
  identity: z
    .string()
    .describe(
      'What is compared on --resume: `oracle`, `rule`, `openai:<model>` (a server may move) or `weights-sha256:<hash>` of a checkpoint.',
    ),
});
export type ModelIdentity = z.output<typeof ModelIdentity>;

/** The episode settings that change what an agent can do, so its score: EnvConfig without parallelism or screenshots. */
export const EpisodeSettings = EnvConfig.omit({ parallelEpisodes: true, screenshots: true });
export type EpisodeSettings = z.output<typeof EpisodeSettings>;

export const EvalRequest = z
  .object({
    format: z.literal(EVAL_REQUEST_FORMAT),
    version: z.literal(1),
    policy: ModelIdentity,
    judge: ModelIdentity,
    env: z.string().describe('The environment (`builtin`, `miniwob:<folder>`).'),
    taskSet: z.string().describe('--tasks as given (`builtin:test`, a task file, MiniWoB++ pages).'),
    limit: z.int().nullable().describe('--limit, or null for every task of the set.'),
    siteSeed: z.int().nullable().describe("The built-in sites' data seed (--seed); null for other sites."),
    episodes: z.int().nullable().describe('MiniWoB++ test seeds per page (--episodes); null elsewhere.'),
    tasks: z
      .array(z.object({ id: z.int(), sha256: z.string() }))
      .describe(
        'Every task, in order, with the sha256 of its config: the same ids with other content differ.',
      ),
    mode: z.enum(['vab', 'canonical']),
    temperature: z.number(),
    episodeSeed: z.int(),
    episode: EpisodeSettings,
    screenshots: z
      .literal(false)
      .optional()
      .describe('false when started with --no-screenshots, which a resume keeps (no score depends on it).'),
    startedAt: z.string().describe('When the evaluation first started.'),
  })
  .strict();
export type EvalRequest = z.output<typeof EvalRequest>;

/** What describes a request besides its tasks and time; the caller works out the identities. */
export interface EvalRequestInput {
  policy: ModelIdentity;
  judge: ModelIdentity;
  env: string;
  taskSet: string;
  limit: number | null;
  siteSeed: number | null;
  episodes: number | null;
  tasks: readonly TaskConfig[];
  mode: EvalMode;
  temperature: number;
  episodeSeed: number;
  envConfig: EnvConfig;
  /** False with --no-screenshots (default true). */
  screenshots?: boolean;
}

export function taskDigest(task: TaskConfig): string {
  return createHash('sha256').update(JSON.stringify(task)).digest('hex');
}

export function evalRequestOf(input: EvalRequestInput, startedAt = new Date()): EvalRequest {
  const { parallelEpisodes: _slots, screenshots: _screenshots, ...episode } = input.envConfig;
  return {
    format: EVAL_REQUEST_FORMAT,
    version: 1,
    policy: input.policy,
    judge: input.judge,
    env: input.env,
    taskSet: input.taskSet,
    limit: input.limit,
    siteSeed: input.siteSeed,
    episodes: input.episodes,
    tasks: input.tasks.map((task) => ({ id: task.task_id, sha256: taskDigest(task) })),
    mode: input.mode,
    temperature: input.temperature,
    episodeSeed: input.episodeSeed,
    episode: EpisodeSettings.parse(episode),
    ...(input.screenshots === false ? { screenshots: false as const } : {}),
    startedAt: startedAt.toISOString(),
  };
}

export function writeEvalRequest(dir: string, request: EvalRequest): void {
  writeJsonAtomic(join(dir, EVAL_REQUEST_FILE), request);
}

/**
 * The request of an evaluation folder, or null when it has none (not written by `webrl eval`, or by
 * one from before eval.json). A file that is there but unusable is a ConfigError naming it.
 */
export function readEvalRequest(dir: string): EvalRequest | null {
  const path = join(dir, EVAL_REQUEST_FILE);
  if (!existsSync(path)) return null;
  // The request is what --resume checks the folder against; it cannot be made again from the rest.
  const fix = `it records what ${dir} evaluated: restore it, or evaluate into a new --out`;
  const json = readJsonFile(path, fix);
  const parsed = EvalRequest.safeParse(json, { reportInput: true });
  if (!parsed.success) {
    const [problem] = formatIssues(parsed.error.issues, '', EvalRequest);
    throw new ConfigError(`${path}: not an evaluation request of this webrl (${problem}); ${fix}`, [], {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * A setting in which two requests differ. `field` is the request's key (`policy`, `limit`,
 * `episode.maxSteps`, or `tasks` when only the tasks' content differs); values are as recorded.
 */
export interface EvalRequestDifference {
  field: string;
  stored: unknown;
  asked: unknown;
}

const SCALAR_FIELDS = [
  'env',
  'taskSet',
  'limit',
  'siteSeed',
  'episodes',
  'mode',
  'temperature',
  'episodeSeed',
] as const;

/**
 * Where `asked` would score tasks differently from `stored`: the settings, the models by identity
 * (a served model whose URL moved is the same model), and the task list when no setting explains
 * why it differs (a task file edited since, or other data under the same seed).
 */
export function evalRequestDifferences(stored: EvalRequest, asked: EvalRequest): EvalRequestDifference[] {
  const differences: EvalRequestDifference[] = [];
  for (const role of ['policy', 'judge'] as const) {
    if (stored[role].identity !== asked[role].identity) {
      differences.push({ field: role, stored: stored[role], asked: asked[role] });
    }
  }
  for (const field of SCALAR_FIELDS) {
    if (stored[field] !== asked[field])
      differences.push({ field, stored: stored[field], asked: asked[field] });
  }
  for (const key of Object.keys(asked.episode) as (keyof EpisodeSettings)[]) {
    const a = JSON.stringify(stored.episode[key]);
    const b = JSON.stringify(asked.episode[key]);
    if (a !== b)
      differences.push({ field: `episode.${key}`, stored: stored.episode[key], asked: asked.episode[key] });
  }
  const taskSettings = new Set(['env', 'taskSet', 'limit', 'siteSeed', 'episodes']);
  const explained = differences.some((d) => taskSettings.has(d.field));
  if (!explained && JSON.stringify(stored.tasks) !== JSON.stringify(asked.tasks)) {
    differences.push({ field: 'tasks', stored: stored.tasks, asked: asked.tasks });
  }
  return differences;
}
