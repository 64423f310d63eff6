import { describe, expect, it } from 'vitest';
import { parseRunConfig } from '../run-config.js';
import { listConfigFields, renderConfigDoc } from './config-doc.js';
import { RL_ALGORITHMS } from './rl-config.js';

const presets = { small: { train: { phases: 1 }, env: { maxSteps: 5 } }, big: { train: { phases: 9 } } };
const page = renderConfigDoc({ presets, defaultPreset: 'small', presetsFile: 'presets.ts' });

/** The cells of the table row whose first cell is `path` in backticks, in the section `heading`. */
function row(heading: string, path: string): string[] {
  const section = page.split('\n## ').find((s) => s.startsWith(heading)) ?? '';
  const line = section.split('\n').find((l) => l.startsWith(`| \`${path}\` `));
  if (!line) throw new Error(`no row for ${path} under "## ${heading}"`);
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('renderConfigDoc', () => {
  it('documents rl.beta as a positive number defaulting to 1, with its description', () => {
    expect(row('`rl`', 'rl.beta')).toEqual([
      '`rl.beta`',
      'number > 0',
      '`1`',
      'β of the KL term in the webrl loss (webrl train refuses another value for other algorithms or with kl false).',
    ]);
  });

  it('documents train.phases as a non-negative integer with its default', () => {
    expect(row('`train`', 'train.phases').slice(1, 3)).toEqual(['integer ≥ 0', '`2`']);
  });

  it('lists every choice of an enum such as rl.algorithm', () => {
    const [, type, defaultText] = row('`rl`', 'rl.algorithm');
    expect(type).toBe(`one of ${RL_ALGORITHMS.map((name) => `\`"${name}"\``).join(', ')}`);
    expect(defaultText).toBe('`"webrl"`');
  });

  it('gives nested fields dotted paths and optional fields without a default as unset', () => {
    expect(row('`rl`', 'rl.perplexityWindow.min')[2]).toBe(`\`${1 / 0.95}\``);
    expect(row('`rl`', 'rl.actor.learningRate')[2]).toBe('`0.001`');
    expect(row('`browser`', 'browser.executablePath')[2]).toBe('unset');
  });

  it('escapes pipes and angle brackets so that table cells stay whole', () => {
    expect(row('`source`', 'source.env')[1]).toBe('string matching `^(builtin\\|miniwob:.+)$`');
    expect(row('Top level', 'name')[3]).toBe('Run name; the run directory is \\<runsDir>/\\<name>.');
  });

  it('tables each field a preset sets beside its default, — where a preset leaves it out', () => {
    expect(row('Presets', 'train.phases')).toEqual(['`train.phases`', '`2`', '`1`', '`9`']);
    expect(row('Presets', 'env.maxSteps')).toEqual(['`env.maxSteps`', '`30`', '`5`', '—']);
    expect(() => row('Presets', 'rl.beta')).toThrow(/no row/);
  });

  it('refuses a preset that sets a field the schema lacks', () => {
    const bad = { odd: { train: { phase: 1 } } } as never;
    expect(() => renderConfigDoc({ presets: bad, defaultPreset: 'odd', presetsFile: 'x' })).toThrow(
      /odd sets train.phase/,
    );
  });

  it('says which preset a run without --preset takes, and refuses a default that is no preset', () => {
    expect(page).toContain('`--preset` defaults to `small`, so a run started without it takes the `small`');
    expect(() => renderConfigDoc({ presets, defaultPreset: 'tiny', presetsFile: 'x' })).toThrow(
      /default preset "tiny" is not one of the presets \(small, big\)/,
    );
  });

  it('shows the error of a config file, headed by the file as webrl train heads it', () => {
    expect(page).toContain(
      'error: file.json is not valid:\n  rl.beta: must be > 0 (got -1)\n  rl.bta: unknown field',
    );
  });
});

describe('listConfigFields', () => {
  it('shows the same default for every field as parsing an empty config gives', () => {
    const defaults = parseRunConfig({}) as unknown as Record<string, unknown>;
    const at = (path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], defaults);
    const mismatched = listConfigFields()
      .filter((f) => !f.isObject && f.defaultText !== 'unset')
      .filter((f) => f.defaultText !== `\`${JSON.stringify(at(f.path))}\``)
      .map((f) => `${f.path}: ${f.defaultText} vs ${JSON.stringify(at(f.path))}`);
    expect(mismatched).toEqual([]);
  });
});
