// eval/: WebArena's evaluators (string_match, url_match, program_html) in VAB and canonical modes,
// the `func:` helper registry, NLTK's word tokenizer, and a rule-based Judge for offline use.
export * from './builtin-helpers.js';
export * from './evaluate-task.js';
export * from './evaluation.js';
export * from './evaluation-error.js';
export * from './helper-registry.js';
export * from './page-helpers.js';
export { evaluateProgramHtml } from './program-html.js';
export * from './python-str.js';
export * from './python-url.js';
export * from './rule-judge.js';
export * from './sentence-split.js';
export * from './shopping-helpers.js';
export { evaluateStringMatch, type StringMatchContext } from './string-match.js';
export * from './string-rules.js';
export { evaluateUrlMatch } from './url-match.js';
export * from './word-tokenize.js';
