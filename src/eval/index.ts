// eval/: WebArena's evaluators (string_match, url_match, program_html) in VAB and canonical modes,
// the `func:` helper registry, NLTK's word tokenizer, a rule-based Judge for offline use, and the
// paper's analyses (Table 1 grouping, error types, success by steps and complexity, ORM accuracy,
// replay window statistics) as pure functions of trajectories, task metadata and metrics.
export * from './builtin-helpers.js';
export * from './episode-outcome.js';
export * from './error-types.js';
export * from './evaluate-task.js';
export * from './evaluation.js';
export * from './evaluation-error.js';
export * from './helper-registry.js';
export * from './orm-accuracy.js';
export * from './page-helpers.js';
export { evaluateProgramHtml } from './program-html.js';
export * from './python-str.js';
export * from './python-url.js';
export * from './replay-window-stats.js';
export * from './rule-judge.js';
export * from './sentence-split.js';
export * from './shopping-helpers.js';
export { evaluateStringMatch, type StringMatchContext } from './string-match.js';
export * from './string-rules.js';
export * from './success-by-bucket.js';
export * from './success-table.js';
export { evaluateUrlMatch } from './url-match.js';
export * from './word-tokenize.js';
