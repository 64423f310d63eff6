// The string_match evaluator (reference/webarena.md §4.2): scores the agent's exit message against
// `eval.reference_answers`. Every key present applies and the scores multiply, except that a failed
// "N/A" check replaces the running score with the judge's verdict, as both harnesses do.
import type { ReferenceAnswers } from '../core/index.js';
import type { CheckResult, EvaluationContext, EvaluatorResult } from './evaluation.js';
import { EvaluationError, preview } from './evaluation-error.js';
import {
  cleanAnswer,
  compareInequality,
  exactMatch,
  mustExclude,
  mustInclude,
  parseAnswerInt,
  type RuleOptions,
  splitAlternatives,
} from './string-rules.js';

/** What string_match reads: no page. */
export type StringMatchContext = Pick<EvaluationContext, 'task' | 'answer' | 'mode' | 'tokenize' | 'judge'>;

/** Scores `context.answer` against the task's reference answers. */
export async function evaluateStringMatch(context: StringMatchContext): Promise<EvaluatorResult> {
  const { task, mode } = context;
  const references = task.eval.reference_answers;
  if (references === null) {
    throw new EvaluationError(
      `task ${task.task_id}: eval_types has string_match but reference_answers is null`,
    );
  }
  // Both harnesses clean the answer once here and again inside each rule; the double clean matters
  // for answers wrapped in two kinds of quotes.
  const pred = cleanAnswer(context.answer, mode);
  const options: RuleOptions = { mode, tokenize: context.tokenize };
  const checks: CheckResult[] = [];
  let score = 1;
  const record = (rule: string, contribution: number, detail: string) => {
    checks.push({ rule, score: contribution, detail });
    score *= contribution;
  };

  for (const [rule, value] of Object.entries(references) as [keyof ReferenceAnswers, unknown][]) {
    if (value === undefined) continue;
    if (rule === 'exact_match') {
      const pass = exactMatch(value as string, pred, mode);
      record(
        rule,
        Number(pass),
        `${pass ? 'equals' : 'expected'} ${preview(cleanAnswer(value as string, mode))}; answer is ${preview(pred)}`,
      );
    } else if (rule === 'must_include') {
      for (const check of mustIncludeChecks(value as string | string[], pred, options))
        record(rule, check.score, check.detail);
    } else if (rule === 'fuzzy_match') {
      if (value === 'N/A') {
        const isNotAchievable = exactMatch('N/A', pred, mode);
        record(
          rule,
          Number(isNotAchievable),
          `the answer ${preview(pred)} ${isNotAchievable ? 'is' : 'is not'} "N/A"`,
        );
        if (score !== 1) {
          const note = task.eval.string_note;
          if (note === undefined) {
            throw new EvaluationError(
              `task ${task.task_id}: fuzzy_match is "N/A" but eval.string_note is missing`,
            );
          }
          score = await context.judge.unachievableMatch({
            intent: task.intent,
            reason: note,
            prediction: pred,
          });
          checks.push({
            rule: 'unachievable_match',
            score,
            detail: `judge ${context.judge.name} compared the answer with the reason ${preview(note)} (this replaces the score so far)`,
          });
        }
      } else {
        for (const check of await fuzzyChecks(value as string[], pred, context))
          record(rule, check.score, check.detail);
      }
    } else if (mode === 'canonical') {
      checks.push({ rule, score: 1, detail: `ignored: canonical WebArena has no ${rule} rule` });
    } else if (rule === 'must_exclude') {
      for (const ref of value as string[]) {
        const outcome = mustExclude(ref, pred, options);
        record(
          rule,
          Number(outcome.pass),
          `${preview(ref)} ${outcome.pass ? 'is absent' : 'was found'}${outcome.byToken ? ' (as a token)' : ''}`,
        );
      }
    } else if (rule === 'required_values') {
      const number = parseAnswerInt(pred);
      if (number === null) {
        score = 0;
        checks.push({ rule, score: 0, detail: `the answer ${preview(pred)} is not an integer` });
        continue;
      }
      for (const constraint of value as string[]) {
        const pass = splitAlternatives(constraint).some((alternative) =>
          compareInequality(number, alternative),
        );
        record(
          rule,
          Number(pass),
          `${number} ${pass ? 'satisfies' : 'does not satisfy'} ${preview(constraint)}`,
        );
      }
    } else if (rule === 'one_of') {
      const found = (value as string[]).find((ref) => pred.includes(cleanAnswer(ref, mode)));
      record(
        rule,
        Number(found !== undefined),
        found
          ? `found ${preview(found)}`
          : `none of ${preview((value as string[]).join(' | '))} is in the answer`,
      );
    }
  }
  return { type: 'string_match', score, checks };
}

/** must_include: every item must be found; VAB lets an item offer ` |OR| ` alternatives. */
function mustIncludeChecks(value: string | string[], pred: string, options: RuleOptions): CheckResult[] {
  if (typeof value === 'string') {
    // Lite task 81. Both harnesses `assert isinstance(value, list)`; the assertion aborts the task,
    // which their scoring counts as a failure. Scoring 0 gives the same number without the abort.
    return [
      {
        rule: 'must_include',
        score: 0,
        detail: `must_include is the string ${preview(value)}, not a list; VAB and WebArena abort such a task, which counts as a failure`,
      },
    ];
  }
  return value.map((item) => {
    const alternatives = options.mode === 'vab' ? splitAlternatives(item) : [item];
    const outcomes = alternatives.map((ref) =>
      mustInclude(ref, pred, { ...options, singleItemList: value.length === 1 }),
    );
    const pass = outcomes.some((o) => o.pass);
    const how = outcomes.some((o) => o.byToken)
      ? outcomes.every((o) => o.byToken)
        ? 'token'
        : 'token or text'
      : 'text';
    return {
      rule: 'must_include',
      score: Number(pass),
      detail: `${preview(item)} ${pass ? 'found' : 'not found'} (${how} match) in the answer ${preview(pred)}`,
    };
  });
}

/** fuzzy_match with a list: VAB asks the judge once about all references joined by ", "; canonical once per reference. */
async function fuzzyChecks(
  references: string[],
  pred: string,
  context: StringMatchContext,
): Promise<CheckResult[]> {
  const asked = context.mode === 'vab' ? [references.join(', ')] : references;
  const checks: CheckResult[] = [];
  for (const reference of asked) {
    const score = await context.judge.fuzzyMatch({
      intent: context.task.intent,
      reference,
      prediction: pred,
    });
    checks.push({
      rule: 'fuzzy_match',
      score,
      detail: `judge ${context.judge.name} says the answer ${preview(pred)} ${score >= 1 ? 'matches' : 'does not match'} ${preview(reference)}`,
    });
  }
  return checks;
}
