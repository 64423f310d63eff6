import { describe, expect, it } from 'vitest';
import type { TaskConfig, Trajectory } from '../core/index.js';
import { canonicalExits, DONE_MESSAGE } from './demonstrations.js';
import { agentEpisodes, successBySite } from './evaluated-episodes.js';
import { labelOf } from './reward-dataset.js';

const page = {
  url: 'http://127.0.0.1/',
  title: '',
  html: '',
  elements: [],
  texts: [],
  scroll: { y: 0, height: 720, viewportHeight: 720 },
  tabs: [],
  activeTab: 0,
};

function trajectory(taskId: number, sites: string[], message: string, score?: number): Trajectory {
  return {
    taskId,
    taskSet: 'builtin:train',
    intent: `task ${taskId}`,
    sites: sites as Trajectory['sites'],
    steps: [
      {
        index: 0,
        prompt: '',
        observation: page,
        response: 'do(action="Scroll Down")',
        action: { kind: 'do', action: 'Scroll Down' },
      },
      {
        index: 1,
        prompt: '',
        observation: page,
        response: `exit(message="${message}")`,
        action: { kind: 'exit', message },
      },
    ],
    finalObservation: page,
    answer: message,
    stopReason: 'exit',
    startedAt: '',
    durationMs: 0,
    ...(score !== undefined ? { evaluatorScore: score } : {}),
  };
}

function task(taskId: number, evalTypes: TaskConfig['eval']['eval_types']): TaskConfig {
  return { task_id: taskId, intent: `task ${taskId}`, eval: { eval_types: evalTypes } } as TaskConfig;
}

describe('canonicalExits', () => {
  it('empties the exit message of tasks whose evaluators do not read the answer', () => {
    const [changed, kept] = canonicalExits(
      [trajectory(1, ['shopping'], 'Added to the cart.'), trajectory(2, ['shopping'], '$12.99')],
      [task(1, ['program_html']), task(2, ['string_match'])],
    );
    expect(changed!.steps[1]!.response).toBe(`exit(message="${DONE_MESSAGE}")`);
    expect(changed!.answer).toBe(DONE_MESSAGE);
    expect(changed!.steps[0]).toEqual(trajectory(1, ['shopping'], '').steps[0]);
    expect(kept!.steps[1]!.response).toBe('exit(message="$12.99")');
  });
});

describe('evaluated episodes', () => {
  it('gives success per first site, cross-site tasks apart, and overall', () => {
    const success = successBySite([
      trajectory(1, ['shopping'], '', 1),
      trajectory(2, ['shopping'], '', 0),
      trajectory(3, ['reddit'], '', 1),
      trajectory(4, ['shopping', 'reddit'], '', 0),
    ]);
    expect(success).toEqual({ 'cross-site': 0, reddit: 1, shopping: 0.5, all: 0.5 });
  });

  it('labels a trajectory successful from a score of 0.5 and leaves out infrastructure failures', () => {
    expect([0, 0.4, 0.5, 1].map((s) => labelOf(trajectory(1, ['shopping'], '', s)))).toEqual([0, 0, 1, 1]);
    const failed = { ...trajectory(2, ['shopping'], ''), stopReason: 'error' as const };
    expect(agentEpisodes([trajectory(1, ['shopping'], ''), failed]).map((t) => t.taskId)).toEqual([1]);
  });
});
