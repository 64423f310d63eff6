// Reading values off back-office pages the way a person does: the text after a label ("Email" →
// the address), or the first text of a shape.
import type { Observation } from '../../../core/index.js';
import { matchesText, type TextMatcher } from '../../oracle/find-element.js';

/** The first text after a label text (elements and texts in page order), optionally of a shape. */
export function textAfter(observation: Observation, label: TextMatcher, shape?: RegExp): string | undefined {
  const items = [
    ...observation.texts.map((t) => ({ text: t.text, bbox: t.bbox })),
    ...observation.elements.map((e) => ({ text: e.text, bbox: e.bbox })),
  ]
    .filter((i) => i.text !== '')
    .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  const at = items.findIndex((i) => matchesText(i.text, label));
  if (at < 0) return undefined;
  return items.slice(at + 1).find((i) => !shape || shape.test(i.text))?.text;
}
