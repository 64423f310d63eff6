// `--env miniwob` finds the MiniWoB++ that setup recorded, and says what to do when there is none.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { resolveEnvSpec } from './env-spec.js';

describe('resolveEnvSpec', () => {
  it('leaves builtin and miniwob:<path> as they are', () => {
    expect(resolveEnvSpec('builtin', '/nowhere')).toBe('builtin');
    expect(resolveEnvSpec('miniwob:/some/html', '/nowhere')).toBe('miniwob:/some/html');
  });

  it('expands plain miniwob to the html folder setup recorded', () => {
    const root = mkdtempSync(join(tmpdir(), 'webrl-envspec-'));
    const html = join(root, 'site-packages', 'miniwob', 'html');
    mkdirSync(join(html, 'core'), { recursive: true });
    writeFileSync(join(html, 'core', 'core.js'), '');
    mkdirSync(join(root, '.cache', 'miniwob'), { recursive: true });
    writeFileSync(
      join(root, '.cache', 'miniwob', 'location.json'),
      JSON.stringify({ version: '1.1.0', html }),
    );
    expect(resolveEnvSpec('miniwob', root)).toBe(`miniwob:${html}`);
  });

  it('says to run setup, or to name the folder, when none was installed', () => {
    const root = mkdtempSync(join(tmpdir(), 'webrl-envspec-'));
    expect(() => resolveEnvSpec('miniwob', root)).toThrow(ConfigError);
    expect(() => resolveEnvSpec('miniwob', root)).toThrow(
      /--env miniwob: no installed MiniWoB\+\+ \(.*location\.json does not exist; run `npm run setup`.*\); or pass --env miniwob:<path/,
    );
  });
});
