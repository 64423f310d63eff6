// The url_match evaluator (reference/webarena.md §4.3): compares the final page URL with
// `eval.reference_url` (alternatives joined by ` |OR| `).
// VAB: clean = localhost→127.0.0.1 and drop one trailing "/"; rule EXACT (default) or GOLD in PRED
// as a plain substring test. Canonical: clean = strip every trailing "/"; only GOLD in PRED (default),
// comparing netloc+path as a substring and requiring each reference query parameter, in any order.
import type { EvaluationContext, EvaluatorResult } from './evaluation.js';
import { EvaluationError, preview } from './evaluation-error.js';
import { pythonParseQs, pythonUrlParse } from './python-url.js';

/** Scores `pageUrl`, the active page's URL when url_match runs, against the task's reference URLs. */
export function evaluateUrlMatch(
  pageUrl: string,
  context: Pick<EvaluationContext, 'task' | 'mode'>,
): EvaluatorResult {
  const { task, mode } = context;
  const reference = task.eval.reference_url;
  if (reference === null) {
    throw new EvaluationError(`task ${task.task_id}: eval_types has url_match but reference_url is null`);
  }
  const rule = task.eval.url_note ?? (mode === 'vab' ? 'EXACT' : 'GOLD in PRED');
  if (mode === 'vab') {
    const pred = cleanVabUrl(pageUrl);
    const refs = reference.split(' |OR| ').map(cleanVabUrl);
    const pass = rule === 'EXACT' ? refs.includes(pred) : refs.some((ref) => pred.includes(ref));
    const relation = rule === 'EXACT' ? 'equal to' : 'containing';
    return {
      type: 'url_match',
      score: Number(pass),
      checks: [
        {
          rule: `url ${rule}`,
          score: Number(pass),
          detail: `page URL ${preview(pred)} is ${pass ? '' : 'not '}${relation} ${refs.length > 1 ? 'one of ' : ''}${preview(refs.join(' |OR| '))}`,
        },
      ],
    };
  }
  if (rule !== 'GOLD in PRED') {
    throw new EvaluationError(
      `task ${task.task_id}: url_note "${rule}" does not exist in canonical WebArena (only "GOLD in PRED"); evaluate in vab mode`,
    );
  }
  return canonicalGoldInPred(
    pageUrl.replace(/\/+$/, ''),
    reference.split(' |OR| ').map((u) => u.replace(/\/+$/, '')),
  );
}

function cleanVabUrl(url: string): string {
  const local = url.replaceAll('localhost', '127.0.0.1');
  return local.endsWith('/') ? local.slice(0, -1) : local;
}

/** Canonical GOLD in PRED: base = some reference netloc+path is in the page's; query = every reference key matches. */
function canonicalGoldInPred(pred: string, refs: string[]): EvaluatorResult {
  const predParts = pythonUrlParse(pred);
  const predBase = predParts.netloc + predParts.path;
  const predQuery = pythonParseQs(predParts.query);
  const refBases = refs.map((ref) => {
    const parts = pythonUrlParse(ref);
    return parts.netloc + parts.path;
  });
  const refQuery = new Map<string, Set<string>>();
  for (const ref of refs) {
    for (const [key, values] of pythonParseQs(pythonUrlParse(ref).query)) {
      refQuery.set(key, new Set([...(refQuery.get(key) ?? []), ...values]));
    }
  }
  const baseScore = Number(refBases.some((base) => predBase.includes(base)));
  const checks = [
    {
      rule: 'url GOLD in PRED (netloc+path)',
      score: baseScore,
      detail: `${preview(predBase)} ${baseScore ? 'contains' : 'does not contain'} ${refBases.length > 1 ? 'one of ' : ''}${preview(refBases.join(' |OR| '))}`,
    },
  ];
  let queryScore = 1;
  for (const [key, values] of refQuery) {
    const seen = predQuery.get(key) ?? [];
    const pass = [...values].some((value) => seen.includes(value));
    queryScore *= Number(pass);
    checks.push({
      rule: 'url GOLD in PRED (query)',
      score: Number(pass),
      detail: `${key}=${preview([...values].join(' or '))} ${pass ? 'is' : 'is not'} among the page's ${key} values ${preview(seen.join(', '))}`,
    });
  }
  return { type: 'url_match', score: baseScore * queryScore, checks };
}
