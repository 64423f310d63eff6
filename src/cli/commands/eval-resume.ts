// `webrl eval --resume`: which folder an evaluation resumes, and the check that it finishes the same
// evaluation. The folder's eval.json (pipeline/eval-request.ts) says what it was asked; a command
// that asks for another policy, other tasks or a setting that changes scores is refused with the
// settings on both sides, since its episodes and the kept ones would make a summary of neither.
// A flag the command leaves out is read from eval.json, so `--resume --out <folder>` alone is enough.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../core/index.js';
import { readManifest } from '../../models/index.js';
import {
  EVAL_REQUEST_FILE,
  type EvalRequest,
  type EvalRequestDifference,
  evalRequestDifferences,
  type ModelIdentity,
  RunDirectory,
  readEvalRequest,
} from '../../pipeline/index.js';
import { checkpointDirOf } from '../open-policy.js';
import { isOpenAIModelSpec, parseOpenAIModelSpec } from '../openai-roles.js';

/** A served model is its mode and name, not its URL: a server restarted elsewhere serves the same. */
function servedIdentity(spec: string, flag: string): string {
  const { mode, model } = parseOpenAIModelSpec(spec, flag);
  return `${mode === 'chat' ? 'openai-chat' : 'openai'}:${model}`;
}

/** What --policy is: the oracle, a served model, or a checkpoint's weights (a run's latest actor changes as it trains). */
export function policyIdentity(spec: string): ModelIdentity {
  if (spec === 'oracle') return { spec, identity: 'oracle' };
  if (isOpenAIModelSpec(spec)) return { spec, identity: servedIdentity(spec, '--policy') };
  return { spec, identity: `weights-sha256:${readManifest(checkpointDirOf(spec)).weightsSha256}` };
}

/** What --judge is: the rule-based judge when not given, else a served model. */
export function judgeIdentity(spec: string | undefined): ModelIdentity {
  if (!spec) return { spec: null, identity: 'rule' };
  return { spec, identity: servedIdentity(spec, '--judge') };
}

/**
 * The request of the evaluation `--resume` finishes in `out`, before anything loads: the folder must
 * exist and hold the eval.json every evaluation writes when it starts.
 */
export function resumedRequest(out: string | undefined): EvalRequest {
  if (out === undefined || out === '') {
    throw new ConfigError(
      '--resume needs --out <folder>: the folder of the evaluation to finish (the default --out is a new folder every time)',
    );
  }
  if (!existsSync(out)) {
    throw new ConfigError(
      `--resume: --out ${out} does not exist, so there is no evaluation to resume; check the folder, or drop --resume to start one there`,
    );
  }
  if (!statSync(out).isDirectory()) {
    throw new ConfigError(`--resume: --out ${out} is a file, not an evaluation folder`);
  }
  const request = readEvalRequest(out);
  if (!request) {
    // A training run is never an evaluation folder, and removing it would lose the run.
    const run = new RunDirectory(out);
    if (existsSync(run.configPath) && existsSync(run.statePath)) {
      throw new ConfigError(
        `--resume: --out ${out} is a training run directory of webrl train, not a webrl eval folder; pass --out a webrl eval folder to resume, or evaluate into a new --out`,
      );
    }
    throw new ConfigError(
      `--resume: --out ${out} holds no ${EVAL_REQUEST_FILE}, so what it evaluated cannot be checked (a folder not written by webrl eval, by one from before --resume, or an evaluation that never started an episode); evaluate into a new --out, or remove ${out} and run without --resume`,
    );
  }
  return request;
}

/** The flag each request field comes from; fields without one are webrl's fixed episode settings. */
const FLAGS: Readonly<Record<string, string>> = {
  policy: '--policy',
  judge: '--judge',
  env: '--env',
  taskSet: '--tasks',
  limit: '--limit',
  siteSeed: '--seed',
  episodes: '--episodes',
  mode: '--mode',
  temperature: '--temperature',
  episodeSeed: '--episode-seed',
  'episode.maxSteps': '--max-steps',
};

/** A value as its flag is written: `--max-steps 30`, or `without --limit` for a flag not given. */
function asFlag(flag: string, value: unknown): string {
  if (value === null || value === undefined) return `without ${flag}`;
  if (typeof value === 'object' && 'spec' in value) return asFlag(flag, (value as ModelIdentity).spec);
  return `${flag} ${String(value)}`;
}

type TaskDigest = EvalRequest['tasks'][number];

/** `4 tasks (ids 0…3)`, or the first ids where they skip. */
function idsOf(tasks: readonly TaskDigest[]): string {
  const ids = tasks.map((t) => t.id);
  const contiguous = ids.every((id, i) => i === 0 || id === ids[i - 1]! + 1);
  const shown = contiguous && ids.length > 2 ? `${ids[0]}…${ids.at(-1)}` : ids.slice(0, 5).join(', ');
  return `${ids.length} tasks (ids ${shown}${!contiguous && ids.length > 5 ? ', …' : ''})`;
}

/** How one difference reads, and the flag that would resume as stored (none when no flag can). */
function describe(difference: EvalRequestDifference): { text: string; fix?: string } {
  const { field, stored, asked } = difference;
  if (field === 'tasks') {
    const before = new Map((stored as TaskDigest[]).map((t) => [t.id, t.sha256]));
    const changed = (asked as TaskDigest[]).find((t) => before.has(t.id) && before.get(t.id) !== t.sha256);
    return {
      text: changed
        ? `task ${changed.id} is not the task evaluated there (the task file or the sites' data changed since)`
        : `the tasks are ${idsOf(stored as TaskDigest[])} there, ${idsOf(asked as TaskDigest[])} here (the task file changed since)`,
    };
  }
  const flag = FLAGS[field];
  if (flag === undefined) {
    return {
      text: `${field} is ${JSON.stringify(stored)} there, ${JSON.stringify(asked)} here (no flag sets it: this webrl's defaults differ from those the evaluation started with)`,
    };
  }
  if (field === 'policy' || field === 'judge') {
    const s = stored as ModelIdentity;
    const a = asked as ModelIdentity;
    if (s.spec === a.spec) {
      return { text: `${flag} ${s.spec} is another model now (${s.identity} there, ${a.identity} here)` };
    }
  }
  return { text: `${asFlag(flag, stored)} there, ${asFlag(flag, asked)} here`, fix: asFlag(flag, stored) };
}

/**
 * What a resume that is allowed still changes, to say so: a served model asked at another URL (the
 * same model, its server moved), or another spec for the same checkpoint.
 */
export function resumeNotes(stored: EvalRequest, asked: EvalRequest): string[] {
  return (['policy', 'judge'] as const)
    .filter(
      (role) => stored[role].identity === asked[role].identity && stored[role].spec !== asked[role].spec,
    )
    .map(
      (role) =>
        `--${role} ${asked[role].spec}: the evaluation's ${EVAL_REQUEST_FILE} has ${stored[role].spec}, the same model (${stored[role].identity}) at another URL or path; its finished episodes are kept`,
    );
}

/**
 * Refuses to resume `out` with a request that would score its tasks differently from the one it
 * started with, naming each setting, both values and how to resume it or start anew.
 */
export function checkSameEvaluation(out: string, stored: EvalRequest, asked: EvalRequest): void {
  const differences = evalRequestDifferences(stored, asked).map(describe);
  if (differences.length === 0) return;
  const fixes = differences.map((d) => d.fix);
  const how = fixes.every((fix) => fix !== undefined)
    ? `Resume it with the settings it started with (${fixes.join(', ')}), or evaluate with these into a new --out`
    : 'It cannot be finished as it started; evaluate into a new --out';
  throw new ConfigError(
    `--resume: ${join(out, EVAL_REQUEST_FILE)} records an evaluation that scores differently from this one: ${differences.map((d) => d.text).join('; ')}. ${how}`,
  );
}

/** A setting eval.json gives a resume that left its flag out: the option's key, its flag and value. */
export interface StoredSetting {
  key:
    | 'policy'
    | 'judge'
    | 'env'
    | 'tasks'
    | 'limit'
    | 'seed'
    | 'episodes'
    | 'mode'
    | 'temperature'
    | 'episodeSeed'
    | 'maxSteps';
  flag: string;
  value: string | number;
}

/**
 * The flags an evaluation started with, as eval.json records them: what --resume uses for each one
 * the command leaves out. Those it was started without (--limit, --judge, or --seed off the built-in
 * sites) are not listed, so they stay unset.
 */
export function storedSettings(stored: EvalRequest): StoredSetting[] {
  // On MiniWoB++ the task set is recorded as `miniwob:<--tasks>` (pages, not a built-in set).
  const miniwob = stored.env.startsWith('miniwob');
  const tasks = miniwob ? stored.taskSet.replace(/^miniwob:/, '') : stored.taskSet;
  const settings: (StoredSetting | false)[] = [
    stored.policy.spec !== null && { key: 'policy', flag: '--policy', value: stored.policy.spec },
    stored.judge.spec !== null && { key: 'judge', flag: '--judge', value: stored.judge.spec },
    { key: 'env', flag: '--env', value: stored.env },
    { key: 'tasks', flag: '--tasks', value: tasks },
    stored.limit !== null && { key: 'limit', flag: '--limit', value: stored.limit },
    stored.siteSeed !== null && { key: 'seed', flag: '--seed', value: stored.siteSeed },
    stored.episodes !== null && { key: 'episodes', flag: '--episodes', value: stored.episodes },
    { key: 'mode', flag: '--mode', value: stored.mode },
    { key: 'temperature', flag: '--temperature', value: stored.temperature },
    { key: 'episodeSeed', flag: '--episode-seed', value: stored.episodeSeed },
    { key: 'maxSteps', flag: '--max-steps', value: stored.episode.maxSteps },
  ];
  return settings.filter((setting) => setting !== false);
}
