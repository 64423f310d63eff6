import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging, getLogger, MemorySink, parseLogSpec, StreamSink } from './logger.js';

afterEach(() => configureLogging({ level: 'info', channels: {}, sinks: [] }));

describe('logger', () => {
  it('filters by the level of each channel', () => {
    const sink = new MemorySink();
    configureLogging({ ...parseLogSpec('warn,env=debug'), sinks: [sink] });
    getLogger('env').debug('seen');
    getLogger('rl').info('hidden');
    getLogger('rl').warn('seen too', { step: 3 });
    expect(sink.records.map((r) => `${r.channel}:${r.message}`)).toEqual(['env:seen', 'rl:seen too']);
    expect(sink.records[1]!.fields).toEqual({ step: 3 });
  });

  it('rejects a bad spec naming the bad part', () => {
    expect(() => parseLogSpec('info,env=loud')).toThrow(/"loud" is not one of debug, info, warn, error/);
  });

  it('redraws the progress line in place on a terminal and ends it before a record', () => {
    const written: string[] = [];
    configureLogging({ sinks: [new StreamSink({ write: (t: string) => written.push(t), isTTY: true })] });
    const log = getLogger('pipeline');
    log.progress('phase 1/2 · rollouts 1/10');
    log.progress('phase 1/2 · rollouts 2/10');
    log.info('done');
    expect(written[0]).toBe('\r\x1b[2Kphase 1/2 · rollouts 1/10');
    expect(written[2]).toBe('\n');
    expect(written[3]).toMatch(/info {2}pipeline {3}done\n$/);
  });

  it('prints progress sparsely when not on a terminal', () => {
    const written: string[] = [];
    configureLogging({ sinks: [new StreamSink({ write: (t: string) => written.push(t) }, 60_000)] });
    const log = getLogger('pipeline');
    for (let i = 0; i < 5; i++) log.progress(`rollouts ${i}/5`);
    expect(written).toEqual(['rollouts 0/5\n']);
  });
});
