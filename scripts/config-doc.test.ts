// docs/configuration.md is generated; this fails when the schema or the presets changed without it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC_PATH, renderConfigurationPage } from './config-doc.js';

describe('docs/configuration.md', () => {
  it('matches the run-config schema and presets', () => {
    const committed = readFileSync(CONFIG_DOC_PATH, 'utf8');
    expect(
      committed === renderConfigurationPage(),
      'docs/configuration.md is out of date with the run-config schema or the presets; run `npm run docs:config` and commit the result',
    ).toBe(true);
  });
});
