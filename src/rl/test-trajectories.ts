// Small hand-made trajectories for rl/ tests: real Trajectory values, no browser needed.
import type { Observation, Trajectory } from '../core/index.js';

export function page(url: string, html = '<html></html>'): Observation {
  return {
    url,
    title: url,
    html,
    elements: [],
    texts: [],
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url, title: url }],
    activeTab: 0,
  };
}

/** A trajectory of `responses.length` steps on pages /0, /1, …, ending on /end. */
export function trajectory(taskId: number, intent: string, responses: string[], score?: number): Trajectory {
  return {
    taskId,
    taskSet: 'test-set',
    intent,
    sites: ['shopping'],
    steps: responses.map((response, index) => ({
      index,
      prompt: index === 0 ? intent : '** Simplified html **',
      observation: page(`http://127.0.0.1/${index}`),
      response,
      action: null,
    })),
    finalObservation: page('http://127.0.0.1/end'),
    answer: null,
    stopReason: 'exit',
    ...(score !== undefined ? { evaluatorScore: score } : {}),
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
  };
}
