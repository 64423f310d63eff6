import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { readRunState } from './run-state.js';

describe('readRunState', () => {
  it('is a fresh state for a missing file, and a named error for a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-state-'));
    expect(readRunState(join(dir, 'state.json')).completed).toEqual([]);
    const path = join(dir, 'state.json');
    writeFileSync(path, '{"version": 1, "compl');
    expect(() => readRunState(path)).toThrow(ConfigError);
    expect(() => readRunState(path)).toThrow(
      /state\.json: not readable JSON .*start a new run with another --name/,
    );
    writeFileSync(path, 'null');
    expect(() => readRunState(path)).toThrow(/state version undefined is not supported/);
  });
});
