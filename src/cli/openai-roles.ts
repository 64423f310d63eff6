// Model roles served over OpenAI-compatible APIs, from the command line: `openai:<url>#<model>`
// specs (flags such as --policy, --orm, --generator) plus the WEBRL_OPENAI_* environment variables
// that carry API keys and per-role server settings.
import { ConfigError, parseOrThrow } from '../core/index.js';
import {
  OpenAIClient,
  OpenAIFeasibilityChecker,
  OpenAIJudge,
  OpenAIPolicy,
  OpenAIRewardModel,
  OpenAIRoleConfig,
  OpenAITaskGenerator,
  RequestLog,
} from '../models/index.js';

/** The roles an OpenAI-compatible server can fill. */
export const OPENAI_ROLES = ['policy', 'orm', 'generator', 'feasibility', 'judge'] as const;
export type OpenAIRole = (typeof OPENAI_ROLES)[number];

/** A parsed `openai:<url>#<model>` (completion mode) or `openai-chat:<url>#<model>` (chat mode). */
export interface OpenAIModelSpec {
  baseUrl: string;
  model: string;
  mode: 'completion' | 'chat';
}

const EXAMPLE = 'openai:http://127.0.0.1:8000/v1#webrl-llama-3.1-8b';

/** True when a model flag names an OpenAI-compatible server rather than a built-in model. */
export function isOpenAIModelSpec(spec: string): boolean {
  return /^openai(-chat)?:/.test(spec);
}

/** Parses a model spec given to `flag`; a bad spec is a ConfigError that shows the right form. */
export function parseOpenAIModelSpec(spec: string, flag: string): OpenAIModelSpec {
  const match = /^(openai|openai-chat):(.*)$/s.exec(spec);
  if (!match) {
    throw new ConfigError(
      `${flag} "${spec}" is not a server spec; write openai:<base URL>#<model>, e.g. ${EXAMPLE}`,
    );
  }
  const rest = match[2]!;
  const hash = rest.indexOf('#');
  const baseUrl = hash < 0 ? rest : rest.slice(0, hash);
  const model = hash < 0 ? '' : rest.slice(hash + 1);
  if (model.trim() === '') {
    throw new ConfigError(`${flag} "${spec}" names no model; add #<served model name>, e.g. ${EXAMPLE}`);
  }
  if (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new ConfigError(`${flag} "${spec}": "${baseUrl}" is not an http(s) URL; e.g. ${EXAMPLE}`);
  }
  return { baseUrl, model, mode: match[1] === 'openai-chat' ? 'chat' : 'completion' };
}

/** Numeric settings read from WEBRL_OPENAI_<NAME>_<ROLE>, else WEBRL_OPENAI_<NAME>. */
const NUMERIC_SETTINGS = {
  concurrency: 'CONCURRENCY',
  timeoutMs: 'TIMEOUT_MS',
  maxRetries: 'MAX_RETRIES',
  retryMaxDelayMs: 'RETRY_MAX_DELAY_MS',
} as const;

/** Everything needed to build one role's client; `apiKey` is the secret itself, so never log it. */
export interface OpenAIRoleSettings {
  role: OpenAIRole;
  config: OpenAIRoleConfig;
  mode: 'completion' | 'chat';
  apiKey?: string;
}

/**
 * A role's server settings from its spec and the WEBRL_OPENAI_* variables: the API key from
 * WEBRL_OPENAI_API_KEY_<ROLE>, else WEBRL_OPENAI_API_KEY (the config records only the variable's
 * name); concurrency, timeout and retries likewise per role, else for all roles.
 */
export function openAIRoleSettings(
  role: OpenAIRole,
  spec: string,
  flag: string,
  openaiEnv: Readonly<Record<string, string>>,
): OpenAIRoleSettings {
  const { baseUrl, model, mode } = parseOpenAIModelSpec(spec, flag);
  const suffix = role.toUpperCase();
  const pick = (name: string) =>
    [`WEBRL_OPENAI_${name}_${suffix}`, `WEBRL_OPENAI_${name}`].find((v) => (openaiEnv[v] ?? '') !== '');
  const keyVariable = pick('API_KEY');
  const input: Record<string, unknown> = { baseUrl, model, apiKeyEnv: keyVariable };
  for (const [field, name] of Object.entries(NUMERIC_SETTINGS)) {
    const variable = pick(name);
    if (!variable) continue;
    const text = openaiEnv[variable]!.trim();
    if (!/^\d+$/.test(text)) throw new ConfigError(`${variable}: expected a whole number (got "${text}")`);
    input[field] = Number(text);
  }
  const config = parseOrThrow(
    OpenAIRoleConfig,
    input,
    `${role} server settings (${flag} and WEBRL_OPENAI_* variables)`,
  );
  return { role, config, mode, apiKey: keyVariable ? openaiEnv[keyVariable] : undefined };
}

/** A client for the settings; `requestLogPath` (in the run directory) receives one line per request. */
export function createOpenAIClient(settings: OpenAIRoleSettings, requestLogPath?: string): OpenAIClient {
  return new OpenAIClient(settings.config, {
    role: settings.role,
    apiKey: settings.apiKey,
    requestLog: requestLogPath ? new RequestLog(requestLogPath) : undefined,
    settingNames: {
      timeoutMs: variablesOf(settings.role, NUMERIC_SETTINGS.timeoutMs),
      concurrency: variablesOf(settings.role, NUMERIC_SETTINGS.concurrency),
      retryMaxDelayMs: variablesOf(settings.role, NUMERIC_SETTINGS.retryMaxDelayMs),
    },
  });
}

/** The variables that set `name` for `role`, as a hint names them. */
function variablesOf(role: OpenAIRole, name: string): string {
  return `WEBRL_OPENAI_${name}_${role.toUpperCase()} or WEBRL_OPENAI_${name}`;
}

/** The backend each role gets. */
export interface OpenAIBackendByRole {
  policy: OpenAIPolicy;
  orm: OpenAIRewardModel;
  generator: OpenAITaskGenerator;
  feasibility: OpenAIFeasibilityChecker;
  judge: OpenAIJudge;
}

/**
 * The backend of `role` for a model flag, e.g. `createOpenAIBackend('policy', opts.policy, { flag:
 * '--policy', env: env.openai, requestLogPath: join(runDir, 'requests.jsonl') })`.
 */
export function createOpenAIBackend<R extends OpenAIRole>(
  role: R,
  spec: string,
  options: { flag: string; env: Readonly<Record<string, string>>; requestLogPath?: string },
): OpenAIBackendByRole[R] {
  const settings = openAIRoleSettings(role, spec, options.flag, options.env);
  const client = createOpenAIClient(settings, options.requestLogPath);
  const backends: { [K in OpenAIRole]: () => OpenAIBackendByRole[K] } = {
    policy: () => new OpenAIPolicy(client, { mode: settings.mode }),
    orm: () => new OpenAIRewardModel(client, { mode: settings.mode }),
    generator: () => new OpenAITaskGenerator(client),
    feasibility: () => new OpenAIFeasibilityChecker(client),
    judge: () => new OpenAIJudge(client),
  };
  return backends[role]();
}
