// A Judge without a language model, for offline runs and tests. It is a heuristic, not WebArena's
// GPT-4 judge: it compares words, not meaning, so paraphrases ("10 hours 33 minutes" for "10h 33min")
// fail and a prediction that lists the right words in a wrong statement passes.
import type { Judge } from '../models/index.js';

/** Words that carry no content, ignored when judging an unachievable-task reason. */
const STOPWORDS = new Set(
  'a an the of to in on at for by with and or is are was were be been it this that we i you they not no cannot can t'.split(
    ' ',
  ),
);

/** Lowercased NFKC words: runs of letters and digits. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * fuzzyMatch: 1 when every word of the reference occurs among the prediction's words.
 * unachievableMatch: 1 when at least half of the reason's content words (stopwords dropped) occur in
 * the prediction.
 */
export class RuleJudge implements Judge {
  readonly name = 'rule-judge (heuristic: word containment)';

  async fuzzyMatch(args: { intent: string; reference: string; prediction: string }): Promise<number> {
    const predicted = new Set(words(args.prediction));
    const needed = words(args.reference);
    if (needed.length === 0) return Number(predicted.size === 0);
    return Number(needed.every((word) => predicted.has(word)));
  }

  async unachievableMatch(args: { intent: string; reason: string; prediction: string }): Promise<number> {
    const predicted = new Set(words(args.prediction));
    const needed = [...new Set(words(args.reason).filter((word) => !STOPWORDS.has(word)))];
    if (predicted.size === 0 || needed.length === 0) return 0;
    const found = needed.filter((word) => predicted.has(word)).length;
    return Number(found * 2 >= needed.length);
  }
}
