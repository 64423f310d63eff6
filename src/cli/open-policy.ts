// Turns a --policy flag into an agent: `oracle` (the built-in tasks' solvers), an OpenAI-compatible
// server (`openai:<url>#<model>`, `openai-chat:…`), or an embedded checkpoint — a folder with
// model.json, or a run directory, whose latest phase's actor is taken.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Agent, ConfigError, type TaskConfig } from '../core/index.js';
import { loadPolicy, readManifest } from '../models/index.js';
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

/** What a --policy folder must be, for the end of its error messages. */
const CHECKPOINT_HINT =
  'a checkpoint folder holds model.json and the weights-<hash>.bin file it names; pass one, a run directory, oracle, or openai:<url>#<model>';

/** The checkpoint folder a path names: itself, or the actor of a run directory's latest phase. */
export function checkpointDirOf(path: string): string {
  if (existsSync(path) && !statSync(path).isDirectory()) {
    throw new ConfigError(`--policy ${path}: that is a file, not a folder; ${CHECKPOINT_HINT}`);
  }
  if (existsSync(join(path, 'model.json'))) return path;
  const actors = listPhaseFolders(path)
    .map((p) => join(p.dir, 'checkpoints', 'actor'))
    .filter((dir) => existsSync(join(dir, 'model.json')));
  const latest = actors.at(-1);
  if (latest) return latest;
  throw new ConfigError(
    `--policy ${path}: no checkpoint there (no model.json, and no phase-XX/checkpoints/actor/model.json); ` +
      'pass a checkpoint folder, a run directory, oracle, or openai:<url>#<model>',
  );
}

/**
 * Checks what can be checked of --policy without loading anything (a checkpoint folder and its
 * weights file), so a command refuses a wrong one before it builds sites or tasks; openPolicy
 * checks the same again.
 */
export function checkPolicySpec(spec: string): void {
  if (spec === 'oracle' || isOpenAIModelSpec(spec)) return;
  checkWeightsFile(spec, checkpointDirOf(spec));
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
  const dir = checkpointDirOf(spec);
  checkWeightsFile(spec, dir);
  const policy = await loadPolicy(dir);
  return { agent: policy, close: async () => policy.close?.() };
}

/**
 * A model.json copied without its weights file would fail deep inside loading with a bare ENOENT;
 * say which file is missing and what belongs beside it.
 */
function checkWeightsFile(spec: string, dir: string): void {
  const manifest = readManifest(dir);
  if (existsSync(join(dir, manifest.weightsFile))) return;
  throw new ConfigError(
    `--policy ${spec}: ${join(dir, 'model.json')} names the weights file ${manifest.weightsFile}, which is missing; ${CHECKPOINT_HINT}`,
  );
}
