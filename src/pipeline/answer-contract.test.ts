import { describe, expect, it } from 'vitest';
import type { Action, Observation, Trajectory } from '../core/index.js';
import { answerContractViolations } from './answer-contract.js';

function page(texts: string[], options: string[] = []): Observation {
  return {
    url: '/',
    title: '',
    html: '',
    elements: [
      {
        id: 0,
        tag: 'select',
        role: 'combobox',
        text: '',
        attributes: {},
        bbox: [0, 0, 1, 1],
        context: '',
        options,
      },
    ],
    texts: texts.map((text) => ({ text, tag: 'span', bbox: [0, 0, 1, 1] })),
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [],
    activeTab: 0,
  };
}

function trajectory(intent: string, steps: [Action, Observation][], answer: string | null): Trajectory {
  return {
    taskId: 0,
    taskSet: 't',
    intent,
    sites: ['shopping'],
    steps: steps.map(([action, observation], index) => ({
      index,
      prompt: '',
      observation,
      response: '',
      action,
    })),
    finalObservation: steps.at(-1)![1],
    answer,
    stopReason: 'exit',
    startedAt: '',
    durationMs: 0,
  };
}

describe('answerContractViolations', () => {
  it('accepts typed text from the intent, an option as select argument and an answer on the last page', () => {
    const t = trajectory(
      'Search for "yoga mat" and tell me the price',
      [
        [{ kind: 'do', action: 'Search', element: '0', argument: 'yoga mat' }, page([])],
        [
          { kind: 'do', action: 'Select Dropdown Option', element: '0', argument: 'Price' },
          page([], ['Position', 'Price']),
        ],
        [{ kind: 'exit', message: '$12.99' }, page(['$12.99'])],
      ],
      '$12.99',
    );
    expect(answerContractViolations(t)).toEqual([]);
  });

  it('flags typed text the intent lacks and an answer the last page does not show', () => {
    const t = trajectory(
      'Find the cheapest mat',
      [
        [{ kind: 'do', action: 'Type', element: '0', argument: 'yoga mat' }, page([])],
        [{ kind: 'exit', message: '$12.99' }, page(['$15.00'])],
      ],
      '$12.99',
    );
    expect(answerContractViolations(t)).toEqual([
      'step 0: Type argument "yoga mat" is neither in the intent nor an option',
      'the answer "$12.99" is neither in the intent nor visible on the last page',
    ]);
  });
});
