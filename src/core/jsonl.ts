// JSON Lines files: append one record per line, read them back tolerating a torn last line
// (what a process killed mid-append leaves behind).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeFolders } from './make-folders.js';
import { ConfigError } from './schema-errors.js';

/** Appends records as lines in one write, so concurrent appenders never interleave within a line. */
export function appendJsonl(path: string, records: readonly unknown[]): void {
  if (records.length === 0) return;
  makeFolders(dirname(path));
  appendFileSync(path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
}

/** What `readJsonl` found: the records and whether a torn last line was skipped. */
export interface JsonlContents<T> {
  records: T[];
  /** True when the file ended in a partial line that was ignored. */
  tornTail: boolean;
}

/**
 * Reads a JSONL file; a missing file is empty. A malformed line in the middle is an error that
 * names the file and line; a malformed last line without a newline is a torn write and is skipped.
 */
export function readJsonl<T = unknown>(path: string): JsonlContents<T> {
  if (!existsSync(path)) return { records: [], tornTail: false };
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const endsClean = text.endsWith('\n') || text.length === 0;
  const records: T[] = [];
  let tornTail = false;
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line) as T);
    } catch (cause) {
      if (i === lines.length - 1 && !endsClean) {
        tornTail = true;
        return;
      }
      // A file the user can repair, not a bug: the CLI prints this as one line.
      throw new ConfigError(
        `${path}:${i + 1}: not valid JSON (${(cause as Error).message}); fix or remove that line.`,
        [],
        { cause },
      );
    }
  });
  return { records, tornTail };
}
