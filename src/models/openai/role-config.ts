// The configuration of one model role served over an OpenAI-compatible API, as a zod schema with
// defaults (cli/ fills it from flags and the environment; it never holds the API key itself).
import { z } from 'zod';

export const OpenAIRoleConfig = z
  .object({
    baseUrl: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:8000/v1' })
      .describe('Base URL of the server up to and including /v1.'),
    model: z.string().min(1).describe('Model name sent in every request (vLLM: --served-model-name).'),
    apiKeyEnv: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')
      .optional()
      .describe('Environment variable that holds the API key; cli/ reads it. The key is never stored.'),
    concurrency: z.int().min(1).default(8).describe('Most requests of this role in flight at once.'),
    timeoutMs: z.int().min(1).default(120_000).describe('Per-attempt time limit (headers and body).'),
    maxRetries: z
      .int()
      .min(0)
      .max(20)
      .default(4)
      .describe('Retries on 429, 5xx, timeouts and dropped connections.'),
    retryBaseDelayMs: z
      .int()
      .min(0)
      .default(500)
      .describe('Backoff cap of the first retry; doubles per retry.'),
    retryMaxDelayMs: z
      .int()
      .min(0)
      .default(30_000)
      .describe('Longest wait between attempts, Retry-After included.'),
  })
  .strict();
export type OpenAIRoleConfig = z.output<typeof OpenAIRoleConfig>;
export type OpenAIRoleConfigInput = z.input<typeof OpenAIRoleConfig>;
