// Scores a finished episode: runs one evaluator per `eval.eval_types` entry, in order (program_html may
// navigate the page, so url_match before it sees the agent's final page), and multiplies their scores
// (reference/webarena.md §4.1). Every evaluator runs even after one scores 0, as in both harnesses,
// so a report shows every failed rule.
import { builtinHelpers } from './builtin-helpers.js';
import type { EvaluationContext, EvaluationInput, EvaluatorResult, TaskEvaluation } from './evaluation.js';
import { evaluateProgramHtml } from './program-html.js';
import { evaluateStringMatch } from './string-match.js';
import { evaluateUrlMatch } from './url-match.js';
import { nltkWordTokenize } from './word-tokenize.js';

/** Evaluates one episode. Throws EvaluationError when the task cannot be scored (see its doc). */
export async function evaluateTask(input: EvaluationInput): Promise<TaskEvaluation> {
  const context: EvaluationContext = {
    ...input,
    answer: input.answer ?? '',
    helpers: input.helpers ?? builtinHelpers(),
    mode: input.mode ?? 'vab',
    tokenize: input.tokenize ?? nltkWordTokenize,
    fetch: input.fetch ?? globalThis.fetch,
    settle: input.settle ?? (async () => {}),
  };
  const finalUrl = context.page.url();
  const evaluators: EvaluatorResult[] = [];
  for (const type of context.task.eval.eval_types) {
    switch (type) {
      case 'string_match':
        evaluators.push(await evaluateStringMatch(context));
        break;
      case 'url_match':
        // Read now, not at the start: an earlier program_html may have navigated, as in the harnesses.
        evaluators.push(evaluateUrlMatch(context.page.url(), context));
        break;
      case 'program_html':
        evaluators.push(await evaluateProgramHtml(context));
        break;
    }
  }
  return {
    taskId: context.task.task_id,
    mode: context.mode,
    score: evaluators.reduce((product, e) => product * e.score, 1),
    answer: context.answer,
    finalUrl,
    evaluators,
  };
}
