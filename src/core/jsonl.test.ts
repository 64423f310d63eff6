import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write.js';
import { appendJsonl, readJsonl } from './jsonl.js';
import { dropStageMetrics, MetricsWriter, readMetrics } from './metrics.js';
import { ConfigError } from './schema-errors.js';

const temp = () => mkdtempSync(join(tmpdir(), 'webrl-core-'));

describe('jsonl', () => {
  it('round-trips records and skips a torn last line', () => {
    const path = join(temp(), 'a.jsonl');
    appendJsonl(path, [{ a: 1 }, { a: 2 }]);
    appendFileSync(path, '{"a": 3');
    expect(readJsonl(path)).toEqual({ records: [{ a: 1 }, { a: 2 }], tornTail: true });
  });

  it('names the file and line of a malformed line in the middle', () => {
    const path = join(temp(), 'b.jsonl');
    writeFileSync(path, '{"a":1}\nnot json\n{"a":2}\n');
    expect(() => readJsonl(path)).toThrow(/b\.jsonl:2: not valid JSON/);
  });

  it('reports a malformed line as a ConfigError, which the CLI prints as one line', () => {
    const path = join(temp(), 'metrics.jsonl');
    writeFileSync(path, '{"a":1}\ngarbage{\n{"a":2}\n');
    expect(() => readJsonl(path)).toThrow(ConfigError);
    expect(() => readJsonl(path)).toThrow(
      new RegExp(`^${path}:2: not valid JSON \\(Unexpected token 'g', .*\\); fix or remove that line\\.$`),
    );
  });
});

describe('atomic writes', () => {
  it('replaces the file and leaves no temp files', () => {
    const dir = temp();
    const path = join(dir, 'sub', 'state.json');
    writeFileAtomic(path, 'one');
    writeFileAtomic(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['state.json']);
  });

  it('writes pieces of text one after another, as one file', () => {
    const path = join(temp(), 'records.jsonl');
    writeFileAtomic(path, ['{"a":1}\n', '{"b":"é"}\n']);
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"b":"é"}\n');
    writeFileAtomic(path, new Set<string>());
    expect(readFileSync(path, 'utf8')).toBe('');
  });
});

describe('metrics', () => {
  it('writes one line per scalar with its context and refuses NaN', () => {
    const path = join(temp(), 'metrics.jsonl');
    const writer = new MetricsWriter(path, () => new Date('2026-01-01T00:00:00Z'));
    writer.writeMany({ 'rl/kl': 0.1, 'rl/actor_loss': 2 }, { phase: 1, step: 4 });
    expect(() => writer.write('rl/kl', Number.NaN)).toThrow(/rl\/kl is NaN/);
    expect(readMetrics(path)).toEqual([
      { name: 'rl/kl', value: 0.1, phase: 1, step: 4, time: '2026-01-01T00:00:00.000Z' },
      { name: 'rl/actor_loss', value: 2, phase: 1, step: 4, time: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('drops the lines of a stage that is run again, and a torn tail', () => {
    const path = join(temp(), 'metrics.jsonl');
    const writer = new MetricsWriter(path);
    writer.write('env/success_rate', 0.5, { stage: 'phase-01/rollouts' });
    writer.write('rl/kl', 0.1, { stage: 'phase-01/actor' });
    writer.write('rl/kl', 0.2, { stage: 'phase-01/actor' });
    appendFileSync(path, '{"name":"rl/kl","va');
    expect(dropStageMetrics(path, 'phase-01/actor')).toBe(2);
    expect(readMetrics(path).map((r) => r.stage)).toEqual(['phase-01/rollouts']);
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
  });
});
