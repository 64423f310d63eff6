// Page-level signals every embedded model reads: how much of the instruction the page shows, where
// the page is scrolled, how far the agent got with the instruction's quoted values.
import type { ContextAnalysis } from './context-analysis.js';
import { ratio } from './feature-rows.js';
import { countShared, normalizeText } from './tokenize.js';

const QUESTION =
  /^\s*(what|how|which|who|whom|whose|when|where|why|is|are|was|were|does|do|did|can|list|tell|show me|give|get)\b/i;

/** Summary numbers of a page against its instruction. */
export interface PageSignals {
  atTop: boolean;
  atBottom: boolean;
  scrollable: boolean;
  /** The instruction asks for information (a question, "tell me", "list" …). */
  questionLike: boolean;
  /** Share of the instruction's content words found anywhere on the page. */
  coverage: number;
  /** Largest share of the instruction's content words inside one text block or element. */
  maxBlockRecall: number;
  urlRecall: number;
  titleRecall: number;
  /** Share of the instruction's quoted strings the agent has typed. */
  quotedTyped: number;
  /** Share of text fields that hold a value. */
  filledFraction: number;
  hasTextbox: boolean;
}

const cache = new WeakMap<ContextAnalysis, PageSignals>();

/** Computes (once per analysis) the page signals. */
export function pageSignals(analysis: ContextAnalysis): PageSignals {
  const cached = cache.get(analysis);
  if (cached) return cached;
  const { intent, observation, history } = analysis;
  const { y, height, viewportHeight } = observation.scroll;
  const onPage = new Set<string>();
  let maxBlockRecall = 0;
  for (const text of [...analysis.blocks, ...analysis.elements.map((e) => e.text)]) {
    const shared = countShared(intent.stems, text.stems);
    maxBlockRecall = Math.max(maxBlockRecall, ratio(shared, intent.stems.size));
    if (shared > 0) for (const s of text.stems) if (intent.stems.has(s)) onPage.add(s);
  }
  const textboxes = analysis.elements.filter((e) => e.isTypeable);
  const signals: PageSignals = {
    atTop: y <= 1,
    atBottom: y + viewportHeight >= height - 2,
    scrollable: height > viewportHeight + 2,
    questionLike: QUESTION.test(intent.text) || intent.text.includes('?'),
    coverage: ratio(onPage.size, intent.stems.size),
    maxBlockRecall,
    urlRecall: ratio(countShared(intent.stems, analysis.url.stems), intent.stems.size),
    titleRecall: ratio(countShared(intent.stems, analysis.title.stems), intent.stems.size),
    quotedTyped: ratio(
      analysis.quoted.filter((q) => history.typedTexts.has(normalizeText(q.text))).length,
      analysis.quoted.length,
    ),
    filledFraction: ratio(textboxes.filter((e) => (e.element.value ?? '') !== '').length, textboxes.length),
    hasTextbox: textboxes.length > 0,
  };
  cache.set(analysis, signals);
  return signals;
}
