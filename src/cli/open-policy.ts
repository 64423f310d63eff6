// Turns a --policy flag into an agent: `oracle` (the built-in tasks' solvers), an OpenAI-compatible
// server (`openai:<url>#<model>`, `openai-chat:…`), or an embedded checkpoint — a folder with
// model.json, or a run directory, whose latest phase's actor is taken.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Agent, ConfigError, type TaskConfig } from '../core/index.js';
import { type CheckpointManifest, type EmbeddedPolicy, loadPolicy, readManifestOf } from '../models/index.js';
import { listPhaseFolders } from '../pipeline/index.js';
import { builtinSites, OracleAgent } from '../sites/index.js';
import { createOpenAIBackend, isOpenAIModelSpec } from './openai-roles.js';

/** An agent and how to release it. */
export interface OpenedPolicy {
  agent: Agent;
  close(): Promise<void>;
}

export interface OpenPolicyOptions {
  /** The tasks it will run (the oracle needs them; they must be built-in tasks). */
  tasks: readonly TaskConfig[];
  /** WEBRL_OPENAI_* variables. */
  openaiEnv: Readonly<Record<string, string>>;
  /** Where an OpenAI backend logs its requests. */
  requestLogPath?: string;
}

/** What `webrl eval --policy` takes, for the end of its error messages. */
const EVAL_POLICIES = 'a checkpoint folder, a run directory, oracle, or openai:<url>#<model>';

/** What a checkpoint folder holds, then what to pass, for the end of an error message. */
function checkpointHint(accepts: string): string {
  return `a checkpoint folder holds model.json and the weights-<hash>.bin file it names; pass ${accepts}`;
}

/**
 * The checkpoint folder a path names: itself, or the actor of a run directory's latest phase.
 * `accepts` ends the error messages: what the command's --policy takes.
 */
export function checkpointDirOf(path: string, accepts = EVAL_POLICIES): string {
  if (existsSync(path) && !statSync(path).isDirectory()) {
    throw new ConfigError(`--policy ${path}: that is a file, not a folder; ${checkpointHint(accepts)}`);
  }
  if (existsSync(join(path, 'model.json'))) return path;
  const actors = listPhaseFolders(path)
    .map((p) => join(p.dir, 'checkpoints', 'actor'))
    .filter((dir) => existsSync(join(dir, 'model.json')));
  const latest = actors.at(-1);
  if (latest) return latest;
  // `webrl sft --out x` saves to x/policy: the folder above it is a likely slip.
  const inner = join(path, 'policy');
  const holder = existsSync(join(inner, 'model.json')) ? `; ${inner} holds one` : '';
  throw new ConfigError(
    `--policy ${path}: no checkpoint there (no model.json, and no phase-XX/checkpoints/actor/model.json${holder}); pass ${accepts}`,
  );
}

/**
 * The policy checkpoint folder an embedded --policy names, checked without loading the weights:
 * its model.json describes a policy and the weights file it names is there. A command calls it
 * before it builds sites or tasks, so a wrong --policy costs nothing.
 */
export function checkEmbeddedPolicy(path: string, accepts = EVAL_POLICIES): string {
  const dir = checkpointDirOf(path, accepts);
  let manifest: CheckpointManifest;
  try {
    manifest = readManifestOf(dir, 'policy');
  } catch (error) {
    throw asFlagError(path, accepts, error);
  }
  // A model.json copied without its weights file would fail deep inside loading with a bare ENOENT.
  if (!existsSync(join(dir, manifest.weightsFile))) {
    throw new ConfigError(
      `--policy ${path}: ${join(dir, 'model.json')} names the weights file ${manifest.weightsFile}, which is missing; ${checkpointHint(accepts)}`,
    );
  }
  return dir;
}

/** An embedded --policy loaded, after checkEmbeddedPolicy; its errors name the flag. */
export async function loadEmbeddedPolicy(path: string, accepts = EVAL_POLICIES): Promise<EmbeddedPolicy> {
  const dir = checkEmbeddedPolicy(path, accepts);
  try {
    return await loadPolicy(dir);
  } catch (error) {
    throw asFlagError(path, accepts, error);
  }
}

/** A ConfigError of a wrong or damaged checkpoint, told as --policy's with what to pass; others as they are. */
function asFlagError(path: string, accepts: string, error: unknown): unknown {
  if (!(error instanceof ConfigError)) return error;
  return new ConfigError(`--policy ${path}: ${error.message}; pass ${accepts}`, error.problems, {
    cause: error,
  });
}

/**
 * Checks what can be checked of --policy without loading anything (a checkpoint folder and its
 * weights file), so a command refuses a wrong one before it builds sites or tasks; openPolicy
 * checks the same again.
 */
export function checkPolicySpec(spec: string): void {
  if (spec === 'oracle' || isOpenAIModelSpec(spec)) return;
  checkEmbeddedPolicy(spec);
}

export async function openPolicy(spec: string, options: OpenPolicyOptions): Promise<OpenedPolicy> {
  if (spec === 'oracle') {
    const missing = options.tasks.find((t) => !t.webrl?.template);
    if (missing) {
      throw new ConfigError(
        `--policy oracle solves only built-in tasks; task ${missing.task_id} has no webrl.template. Use --tasks builtin:test`,
      );
    }
    return {
      agent: new OracleAgent(
        options.tasks,
        builtinSites.flatMap((s) => s.templates),
      ),
      close: async () => {},
    };
  }
  if (isOpenAIModelSpec(spec)) {
    const policy = createOpenAIBackend('policy', spec, {
      flag: '--policy',
      env: options.openaiEnv,
      ...(options.requestLogPath ? { requestLogPath: options.requestLogPath } : {}),
    });
    return { agent: policy, close: async () => {} };
  }
  const policy = await loadEmbeddedPolicy(spec);
  return { agent: policy, close: async () => policy.close?.() };
}
