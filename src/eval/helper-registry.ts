// `func:` helpers of program_html checks (reference/webarena.md §4.5). Task files name them in strings
// such as `func:gitlab_get_project_memeber_role(__page__, 'vinta')`; WebArena runs those with Python's
// eval. Here the string is parsed as one call whose arguments are string literals or `__page__`, and
// the name is looked up in a registry. Nothing in a task file is ever executed.
import type { Page } from 'playwright-core';
import { parsePythonCall, type SiteUrls, showTextAt } from '../core/index.js';
import { EvaluationError } from './evaluation-error.js';

/** An argument as the helper receives it: a string literal from the task file, or the page for `__page__`. */
export type HelperArgument = string | Page;

/** What a helper may use besides its arguments. */
export interface HelperContext {
  /** The page being evaluated (also passed as an argument where the call says `__page__`). */
  page: Page;
  /** Site URLs; REST helpers call the shopping site's API at `siteUrls.shopping`. */
  siteUrls: SiteUrls;
  fetch: typeof fetch;
  /** The task being evaluated, for messages. */
  taskId: number;
}

/** A named helper. */
export interface EvalHelper {
  /** The parameters in order: `page` takes `__page__`, `string` a quoted literal. */
  params: readonly ('page' | 'string')[];
  /** Returns a URL (in a program_html `url`) or the selected content (in a `locator`); null selects nothing. */
  run(args: readonly HelperArgument[], context: HelperContext): Promise<string | null>;
}

/** Helpers by name, as task files spell them (typos included: `gitlab_get_project_memeber_role`). */
export type HelperRegistry = ReadonlyMap<string, EvalHelper>;

/** A parsed helper call. */
export interface HelperCall {
  name: string;
  args: ({ kind: 'string'; value: string } | { kind: 'page' })[];
}

/** Parses `name('arg', __page__, …)`. `where` names the field for messages (`task 12 program_html[0].url`). */
export function parseHelperCall(expression: string, where: string): HelperCall {
  const parsed = parsePythonCall(expression);
  const problem = (message: string) =>
    new EvaluationError(`${where}: cannot read helper call ${JSON.stringify(expression)}: ${message}`);
  if (!parsed.ok) throw problem(parsed.error);
  const { call } = parsed;
  const trailing = expression.slice(call.end).search(/\S/);
  if (trailing >= 0)
    throw problem(`unexpected text after the call: ${showTextAt(expression, call.end + trailing)}`);
  if (call.keywords.length > 0) throw problem('keyword arguments are not supported');
  const args = call.args.map((arg): HelperCall['args'][number] => {
    if (arg.kind === 'string') return { kind: 'string', value: arg.value };
    if (arg.kind === 'name' && arg.name === '__page__') return { kind: 'page' };
    throw problem(`arguments must be quoted strings or __page__, got ${showTextAt(expression, arg.offset)}`);
  });
  return { name: call.name, args };
}

/**
 * Runs the helper call `expression` (the text after `func:`). `lastUrl`, when given, replaces
 * `__last_url__` inside string arguments (WebArena substitutes it in the source text before eval).
 */
export async function runHelper(
  expression: string,
  where: string,
  registry: HelperRegistry,
  context: HelperContext,
  lastUrl?: string,
): Promise<string | null> {
  const call = parseHelperCall(expression, where);
  const helper = registry.get(call.name);
  if (!helper) {
    throw new EvaluationError(
      `${where} calls unknown helper "${call.name}"; known helpers: ${[...registry.keys()].sort().join(', ')}`,
    );
  }
  const kinds = call.args.map((arg) => (arg.kind === 'page' ? 'page' : 'string'));
  if (kinds.join() !== helper.params.join()) {
    throw new EvaluationError(
      `${where}: ${call.name} takes (${helper.params.join(', ')}) but is called with (${kinds.join(', ')})`,
    );
  }
  const args = call.args.map((arg) =>
    arg.kind === 'page'
      ? context.page
      : lastUrl === undefined
        ? arg.value
        : arg.value.replaceAll('__last_url__', lastUrl),
  );
  return helper.run(args, context);
}
