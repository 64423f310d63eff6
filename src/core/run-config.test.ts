import { describe, expect, it } from 'vitest';
import { MAX_SITE_SLOTS } from './config/train-config.js';
import { parseRunConfig, RunConfig } from './run-config.js';
import { ConfigError } from './schema-errors.js';

/** The problems parseRunConfig reports for `input`; none when it parses. */
function problemsOf(input: object): string[] {
  try {
    parseRunConfig(input);
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
}

describe('run config', () => {
  it('fills every default from an empty object', () => {
    const config = parseRunConfig({});
    expect(config.env.maxSteps).toBe(30);
    expect(config.env.viewport).toEqual({ width: 1280, height: 720 });
    expect(config.browser.headless).toBe(true);
    expect(Object.isFrozen(config.env.viewport)).toBe(true);
  });

  it('reports each bad value as path: message (got value)', () => {
    let error: ConfigError | undefined;
    try {
      parseRunConfig({ env: { maxSteps: 0, observeScope: 'screen' }, sead: 1 }, 'webrl.json');
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toContain('env.maxSteps: must be >= 1 (got 0)');
    expect(error!.problems).toContain('env.observeScope: "screen" is not one of viewport, page');
    expect(error!.problems).toContain('sead: unknown field; remove it or check its spelling');
    expect(error!.message).toMatch(/^webrl.json is not valid:/);
  });

  it('describes every field, so that --help and docs can list them', () => {
    const undocumented: string[] = [];
    const walk = (schema: unknown, path: string) => {
      const s = schema as {
        description?: string;
        def?: { type: string; shape?: object; innerType?: unknown };
      };
      if (path && !s.description) undocumented.push(path);
      let inner = s;
      while (inner.def?.innerType && !inner.def.shape) inner = inner.def.innerType as typeof s;
      for (const [key, child] of Object.entries(inner.def?.shape ?? {}))
        walk(child, path ? `${path}.${key}` : key);
    };
    walk(RunConfig, '');
    expect(undocumented).toEqual([]);
  });

  it('refuses a range whose min is above its max, naming the field and both values', () => {
    const problems = (input: object) => {
      try {
        parseRunConfig(input);
      } catch (e) {
        return (e as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ curriculum: { criticRange: { min: 0.9, max: 0.1 } } })).toEqual([
      'curriculum.criticRange: min 0.9 is above max 0.1; swap them (got {"min":0.9,"max":0.1})',
    ]);
    // Replay keeps perplexities in [min, max): min = max keeps none.
    expect(problems({ rl: { perplexityWindow: { min: 3, max: 2 } } })).toEqual([
      'rl.perplexityWindow: min 3 is not below max 2, so no step would be replayed; make min < max (got {"min":3,"max":2})',
    ]);
    expect(problems({ rl: { perplexityWindow: { min: 2 } } })).toHaveLength(1);
    expect(problems({ curriculum: { criticRange: { min: 0.5, max: 0.5 } } })).toEqual([]);
    expect(problems({ curriculum: { criticRange: { min: 0.9 } } })).toHaveLength(1); // max 0.75 by default
  });

  it('refuses "" as train.sftFrom or train.ormFrom: it is no folder, and leaving it out trains one', () => {
    let error: ConfigError | undefined;
    try {
      parseRunConfig({ train: { sftFrom: '', ormFrom: '' } });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'train.sftFrom: "" is not a folder; name a finished run\'s folder, or leave train.sftFrom out to run phase 0 (got "")',
      'train.ormFrom: "" is not a folder; name an ORM checkpoint folder, or leave train.ormFrom out to train the ORM in phase 0 (got "")',
    ]);
  });

  it('refuses "" as runsDir or sites.dataDir: an empty path would be the current folder', () => {
    expect(problemsOf({ runsDir: '', sites: { dataDir: '' } })).toEqual([
      'runsDir: "" is not a folder; name the folder that holds run directories (--runs-dir), or leave runsDir out to use "runs" (got "")',
      'sites.dataDir: "" is not a folder; name the folder that caches the built-in sites\' databases, or leave sites.dataDir out to use ".cache/sites" (got "")',
    ]);
  });

  it('refuses more sites.slots than one site host serves, naming the field and the bound', () => {
    expect(problemsOf({ sites: { slots: MAX_SITE_SLOTS + 1 } })).toEqual([
      `sites.slots: must be <= ${MAX_SITE_SLOTS} (got ${MAX_SITE_SLOTS + 1})`,
    ]);
    expect(problemsOf({ sites: { slots: MAX_SITE_SLOTS } })).toEqual([]);
  });
});
