// Hand-made trajectories for the analyses' tests: each step is written as the model's response,
// the URL it was taken on and, when it failed, its error — real Trajectory values, no browser.
import { type Observation, parseAction, type StopReason, type Trajectory } from '../core/index.js';

/** One step: the response, the page URL it was taken on, and an error when the step failed. */
export interface StepSpec {
  response: string;
  url?: string;
  error?: string;
}

export function pageAt(url: string): Observation {
  return {
    url,
    title: url,
    html: `<html><body><a id="0">${url}</a></body></html>`,
    elements: [],
    texts: [],
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url, title: url }],
    activeTab: 0,
  };
}

/** A trajectory from step specs; URLs default to /start for every step. */
export function handMade(
  steps: readonly (StepSpec | string)[],
  options: {
    stopReason: StopReason;
    evaluatorScore?: number;
    ormScore?: number;
    taskId?: number;
    sites?: string[];
  },
): Trajectory {
  const specs = steps.map((s) => (typeof s === 'string' ? { response: s } : s));
  const last = specs.at(-1);
  const parsedExit = last ? parseAction(last.response) : undefined;
  return {
    taskId: options.taskId ?? 1,
    taskSet: 'hand-made',
    intent: 'Find the price of the red mug',
    sites: options.sites ?? ['shopping'],
    steps: specs.map((spec, index) => {
      const parsed = parseAction(spec.response);
      return {
        index,
        prompt: index === 0 ? 'Find the price of the red mug' : '** Simplified html **',
        observation: pageAt(spec.url ?? 'http://shop/start'),
        response: spec.response,
        action: parsed.ok ? parsed.action : null,
        ...(parsed.ok ? (spec.error !== undefined ? { error: spec.error } : {}) : { error: parsed.error }),
      };
    }),
    finalObservation: pageAt(last?.url ?? 'http://shop/start'),
    answer: parsedExit?.ok && parsedExit.action.kind === 'exit' ? parsedExit.action.message : null,
    stopReason: options.stopReason,
    ...(options.evaluatorScore !== undefined ? { evaluatorScore: options.evaluatorScore } : {}),
    ...(options.ormScore !== undefined ? { ormScore: options.ormScore } : {}),
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
  };
}

export const click = (element: number) => `do(action="Click", element="${element}")`;
export const scrollDown = 'do(action="Scroll Down")';
export const exit = (message: string) => `exit(message="${message}")`;
