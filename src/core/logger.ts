// The one logger library code uses instead of console: named channels (`env`, `rl`, …), levels per
// channel, pluggable sinks, and one self-updating progress line for long work.

/** Severity, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LEVEL_RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
export const LOG_LEVELS = Object.keys(LEVEL_RANK) as LogLevel[];

/** One log event as sinks receive it. */
export interface LogRecord {
  time: Date;
  level: LogLevel;
  channel: string;
  message: string;
  fields?: Record<string, unknown>;
}

/** Where records go: the terminal, a file, a test's array. */
export interface LogSink {
  write(record: LogRecord): void;
  /** Shows `text` as the current progress line; sinks without one ignore it. */
  progress?(channel: string, text: string): void;
  /** Ends the progress line so normal output starts on a fresh line. */
  endProgress?(): void;
}

/** A named channel's logger. */
export interface Logger {
  readonly channel: string;
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Replaces the progress line, e.g. `phase 2/4 · rollouts 118/200 · success 31% · eta 1m12s`. */
  progress(text: string): void;
  /** True when `level` would be written on this channel (skip building costly messages). */
  isEnabled(level: LogLevel): boolean;
}

/** Logging setup: a default level, per-channel overrides, sinks. */
export interface LoggingConfig {
  level: LogLevel;
  channels: Record<string, LogLevel>;
  sinks: LogSink[];
}

const config: LoggingConfig = { level: 'info', channels: {}, sinks: [] };

/** Replaces the logging setup (cli/ calls this once; tests may too). */
export function configureLogging(next: Partial<LoggingConfig>): void {
  for (const sink of config.sinks) sink.endProgress?.();
  if (next.level) config.level = next.level;
  if (next.channels) config.channels = { ...next.channels };
  if (next.sinks) config.sinks = [...next.sinks];
}

/**
 * Parses a level spec like `info`, `debug`, or `warn,env=debug,rl=info` (the format of WEBRL_LOG).
 * Throws with the bad part named.
 */
export function parseLogSpec(spec: string): Pick<LoggingConfig, 'level' | 'channels'> {
  let level: LogLevel = 'info';
  const channels: Record<string, LogLevel> = {};
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.includes('=') ? part.split('=', 2) : [undefined, part];
    if (!LOG_LEVELS.includes(value as LogLevel)) {
      throw new Error(`log spec "${spec}": "${value}" is not one of ${LOG_LEVELS.join(', ')}`);
    }
    if (name) channels[name] = value as LogLevel;
    else level = value as LogLevel;
  }
  return { level, channels };
}

const loggers = new Map<string, Logger>();

/** The logger of a channel; cheap to call at module top level. */
export function getLogger(channel: string): Logger {
  let logger = loggers.get(channel);
  if (!logger) {
    logger = createLogger(channel);
    loggers.set(channel, logger);
  }
  return logger;
}

function createLogger(channel: string): Logger {
  const isEnabled = (level: LogLevel) =>
    LEVEL_RANK[level] >= LEVEL_RANK[config.channels[channel] ?? config.level];
  const emit = (level: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (!isEnabled(level)) return;
    const record: LogRecord = { time: new Date(), level, channel, message, ...(fields ? { fields } : {}) };
    for (const sink of config.sinks) sink.write(record);
  };
  return {
    channel,
    isEnabled,
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    progress: (text) => {
      if (!isEnabled('info')) return;
      for (const sink of config.sinks) sink.progress?.(channel, text);
    },
  };
}

/** Renders a record as one human-readable line: `12:00:01 info  env    message key=value`. */
export function formatLogRecord(record: LogRecord): string {
  const time = record.time.toISOString().slice(11, 19);
  const fields = record.fields
    ? ` ${Object.entries(record.fields)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ')}`
    : '';
  return `${time} ${record.level.padEnd(5)} ${record.channel.padEnd(10)} ${record.message}${fields}`;
}

/** A writable text stream, e.g. process.stderr; passed in so core/ never touches process globals. */
export interface TextStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Writes records to a stream. On a terminal the progress line rewrites itself in place; elsewhere
 * (CI logs, files) it is printed at most every `progressEveryMs` so logs stay short.
 */
export class StreamSink implements LogSink {
  private progressShown = false;
  private lastProgressAt = 0;

  constructor(
    private readonly stream: TextStream,
    private readonly progressEveryMs = 10_000,
  ) {}

  write(record: LogRecord): void {
    this.endProgress();
    this.stream.write(`${formatLogRecord(record)}\n`);
  }

  progress(_channel: string, text: string): void {
    if (this.stream.isTTY) {
      this.stream.write(`\r\x1b[2K${text}`);
      this.progressShown = true;
      return;
    }
    const now = Date.now();
    if (now - this.lastProgressAt < this.progressEveryMs) return;
    this.lastProgressAt = now;
    this.stream.write(`${text}\n`);
  }

  endProgress(): void {
    if (!this.progressShown) return;
    this.stream.write('\n');
    this.progressShown = false;
  }
}

/** Keeps records in memory; for tests and for attaching recent history to failures. */
export class MemorySink implements LogSink {
  readonly records: LogRecord[] = [];
  readonly progressLines: string[] = [];
  write(record: LogRecord): void {
    this.records.push(record);
  }
  progress(_channel: string, text: string): void {
    this.progressLines.push(text);
  }
}
