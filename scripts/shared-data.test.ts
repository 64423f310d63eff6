import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSharedData, SHARED_DATA_FILES } from './shared-data.js';

describe('checkSharedData (the tests need ../shared/data)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names every missing file and the fix', () => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-shared-'));
    const run = () => checkSharedData(join(dir, 'data'));
    expect(run).toThrow(`${join(dir, 'data', 'webarena-lite/test_webarena_lite.raw.json')} and `);
    expect(run).toThrow(`${join(dir, 'data', 'webrl/htmls.json')} are missing`);
    expect(run).toThrow('beside the shared/ folder');
  });

  it('says "is" for one missing file and passes once all are there', () => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-shared-'));
    const [first, second] = SHARED_DATA_FILES.map((file) => join(dir, file));
    mkdirSync(dirname(first!), { recursive: true });
    writeFileSync(first!, '[]');
    expect(() => checkSharedData(dir)).toThrow(`${second} is missing`);
    mkdirSync(dirname(second!), { recursive: true });
    writeFileSync(second!, '[]');
    expect(() => checkSharedData(dir)).not.toThrow();
  });
});
