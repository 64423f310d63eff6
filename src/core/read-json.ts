// A JSON file a user or an earlier run left behind: one that cannot be read or parsed is a
// ConfigError that names it, says why and what to do, never a bare SyntaxError.
import { readFileSync } from 'node:fs';
import { ConfigError } from './schema-errors.js';

/** The parsed contents of `path`; `fix` says what to do when it is not readable JSON. */
export function readJsonFile(path: string, fix: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new ConfigError(`${path}: not readable JSON (${(cause as Error).message}); ${fix}`, [], { cause });
  }
}
