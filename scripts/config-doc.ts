// Writes docs/configuration.md from the run-config schema and the presets of `webrl train`.
// Usage: npm run docs:config. scripts/config-doc.test.ts fails when the committed page is stale.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderConfigDoc, writeFileAtomic } from '../src/core/index.js';
import { DEFAULT_PRESET, PRESETS } from '../src/pipeline/train/presets.js';

export const CONFIG_DOC_PATH = resolve(import.meta.dirname, '..', 'docs', 'configuration.md');

/** The page as it should be now. */
export function renderConfigurationPage(): string {
  return renderConfigDoc({
    presets: PRESETS,
    defaultPreset: DEFAULT_PRESET,
    presetsFile: 'src/pipeline/train/presets.ts',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileAtomic(CONFIG_DOC_PATH, renderConfigurationPage());
  console.log(`wrote ${CONFIG_DOC_PATH}`);
}
