// Trace files round trip: what VabTraceWriter writes, readTrajectory gives back — including the
// log-probability of a served model that reported none (NaN in memory, null in JSON).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Observation, parseAction, type Trajectory } from '../core/index.js';
import { readTrajectory } from './trace-reader.js';
import { VabTraceWriter } from './trace-writer.js';

let dir: string;

const page: Observation = {
  url: 'http://shop/start',
  title: 'Shop',
  html: '<html><body><a id="0">Shop</a></body></html>',
  elements: [],
  texts: [],
  scroll: { y: 0, height: 720, viewportHeight: 720 },
  tabs: [{ url: 'http://shop/start', title: 'Shop' }],
  activeTab: 0,
};

/** An exited episode of the given responses on one page. */
function trajectoryOf(responses: readonly string[]): Trajectory {
  return {
    taskId: 7,
    taskSet: 'test',
    intent: 'Find the price of the red mug',
    sites: ['shopping'],
    steps: responses.map((response, index) => {
      const parsed = parseAction(response);
      return {
        index,
        prompt: index === 0 ? 'Find the price of the red mug' : '** Simplified html **',
        observation: page,
        response,
        action: parsed.ok ? parsed.action : null,
      };
    }),
    finalObservation: page,
    answer: '4',
    stopReason: 'exit',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 10,
  };
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readTrajectory', () => {
  it('reads a log-probability written as null (the policy reported none) back as NaN, finite ones as written', () => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-trace-'));
    const trajectory = trajectoryOf([
      'do(action="Scroll Down")',
      'do(action="Scroll Down")',
      'exit(message="4")',
    ]);
    trajectory.steps[0]!.logProb = Number.NaN;
    trajectory.steps[0]!.tokens = 0;
    trajectory.steps[1]!.logProb = -1.25;
    trajectory.steps[1]!.tokens = 9;
    new VabTraceWriter(dir).write(trajectory);

    const lines = readFileSync(join(dir, 'traces', '7.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { log_prob?: number | null });
    expect(lines.map((line) => line.log_prob)).toEqual([null, -1.25, undefined]);

    const steps = readTrajectory(dir, 7).steps;
    expect(steps[0]!.logProb).toBeNaN();
    expect(steps[1]!.logProb).toBe(-1.25);
    expect(steps[2]).not.toHaveProperty('logProb');
  });
});
