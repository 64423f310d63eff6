// Features of a whole state (instruction, own history, page) for the critic and the reward model:
// how much of the instruction the page and the URL show, what the agent has done, and hashed bags of
// the instruction, URL, title, the page text closest to the instruction and the agent's own inputs.
import { DO_ACTIONS } from '../../core/index.js';
import type { BagBuilder } from './bags.js';
import type { ContextAnalysis, TextInfo } from './context-analysis.js';
import { clamp, type RowWriter, ratio } from './feature-rows.js';
import { pageSignals } from './page-signals.js';
import { countShared } from './tokenize.js';

const ACTIONS = [...DO_ACTIONS, 'exit'] as const;

/** Dense width and bag slots of a state row. */
export const STATE_WIDTH = 44;
export const STATE_SLOTS = 6;
/** Which bag slots are multiplied with the instruction (all of them). */
export const STATE_PAIRS: readonly [number | 'intent', number | 'intent'][] = [
  [0, 'intent'],
  [1, 'intent'],
  [2, 'intent'],
  [3, 'intent'],
  [4, 'intent'],
  [5, 'intent'],
];

/** The text blocks and elements that share most words with the instruction, best first. */
export function closestTexts(analysis: ContextAnalysis, count: number): TextInfo[] {
  const { intent } = analysis;
  return [...analysis.blocks, ...analysis.elements.map((e) => e.text)]
    .map((text) => ({ text, shared: countShared(intent.stems, text.stems) }))
    .filter((t) => t.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, count)
    .map((t) => t.text);
}

/** Writes the state part of a row: STATE_WIDTH values and STATE_SLOTS bags (no endRow). */
export function writeState(w: RowWriter, analysis: ContextAnalysis, bags: BagBuilder): void {
  const { history, observation, intent } = analysis;
  const page = pageSignals(analysis);
  const last = history.lastAction;
  w.value(clamp(history.steps / 10, 0, 3))
    .value(clamp(history.errors / 5, 0, 2))
    .value(history.lastRepeats / 5);
  w.oneHot(
    last ? ACTIONS.indexOf(last.kind === 'exit' ? 'exit' : last.action) : ACTIONS.length,
    ACTIONS.length + 1,
  );
  for (const action of ACTIONS) w.value(clamp((history.actionCounts.get(action) ?? 0) / 5, 0, 2));
  w.value(page.atTop).value(page.atBottom).value(page.scrollable).value(page.questionLike);
  w.value(page.coverage).value(page.maxBlockRecall).value(page.urlRecall).value(page.titleRecall);
  w.value(page.quotedTyped).value(page.filledFraction).value(page.hasTextbox);
  w.value(clamp(Math.log1p(analysis.elements.length) / 6, 0, 1)).value(
    clamp(Math.log1p(analysis.blocks.length) / 6, 0, 1),
  );
  w.value(!!observation.error);
  w.value(clamp(analysis.quoted.length / 3, 0, 1)).value(clamp(Math.log1p(intent.tokens.length) / 4, 0, 2));
  w.value(
    ratio([...history.typedTexts].filter((t) => intent.norm.includes(t)).length, history.typedTexts.size),
  );
  w.value(1);
  const typed = [...history.typedTexts].join(' ');
  w.bag(bags.addText(intent));
  w.bag(bags.addText(analysis.url));
  w.bag(bags.addText(analysis.title));
  w.bag(bags.add(closestTexts(analysis, 3).flatMap((t) => [...t.stems])));
  w.bag(typed ? bags.add(typed.split(' ')) : 0);
  w.bag(bags.add([...history.actionCounts.keys()].map((a) => `a:${a}`)));
}
