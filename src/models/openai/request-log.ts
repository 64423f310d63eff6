// The request log of the model backends: one JSON line per HTTP attempt in the run directory, for
// latency and token accounting. Holds no prompts, no responses, no headers and so no API keys.
import { appendJsonl } from '../../core/index.js';

/** One attempt of one request. */
export interface RequestLogEntry {
  /** ISO time the attempt started. */
  time: string;
  /** Model role (`policy`, `orm`, `generator`, `feasibility`, `judge`). */
  role: string;
  /** `completions` or `chat/completions`. */
  endpoint: string;
  model: string;
  latencyMs: number;
  /** From the response's `usage`, when it had one. */
  promptTokens?: number;
  completionTokens?: number;
  /** HTTP status, or what happened instead of an answer. */
  status: number | 'timeout' | 'network' | 'aborted';
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** Short reason of a failed attempt (server message or connection error), API key removed. */
  error?: string;
}

/** Where the client reports attempts; `RequestLog` writes them to a file. */
export interface RequestLogSink {
  append(entry: RequestLogEntry): void;
}

/** Appends entries to a JSONL file (created on first write). */
export class RequestLog implements RequestLogSink {
  constructor(readonly path: string) {}

  append(entry: RequestLogEntry): void {
    appendJsonl(this.path, [entry]);
  }
}
