// Turns zod validation issues into messages a person can act on:
// `tasks.json[17].eval.eval_types[0]: "string_mach" is not one of string_match, url_match, program_html`.
import type { z } from 'zod';

/** Raised for bad configuration or input files; its message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    message: string,
    /** One line per problem, each starting with the path of the bad value. */
    readonly problems: string[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Renders a path like `eval.eval_types[0]`, prefixed by `root` (e.g. `tasks.json[17]`). */
export function formatPath(path: readonly PropertyKey[], root = ''): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** One line per issue: `path: what is wrong (got value)`. Issues must come from a parse with reportInput. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], root = ''): string[] {
  return issues.flatMap((issue) => {
    const where = formatPath(issue.path, root);
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_value':
        return [`${where}: ${show(input)} is not one of ${issue.values.map(String).join(', ')}`];
      case 'unrecognized_keys':
        return issue.keys.map(
          (key) =>
            `${formatPath([...issue.path, key], root)}: unknown field; remove it or check its spelling`,
        );
      case 'invalid_type':
        return input === undefined
          ? [`${where}: required ${issue.expected} is missing`]
          : [`${where}: expected ${issue.expected} (got ${show(input)})`];
      case 'too_small':
        return [
          `${where}: must be ${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)} (got ${show(input)})`,
        ];
      case 'too_big':
        return [
          `${where}: must be ${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)} (got ${show(input)})`,
        ];
      case 'invalid_union': {
        const nested = issue.errors.flat();
        if (nested.length > 0 && nested.length <= 3) return formatIssues(nested, root);
        return [`${where}: ${issue.message} (got ${show(input)})`];
      }
      default:
        return [`${where}: ${issue.message} (got ${show(input)})`];
    }
  });
}

/**
 * Parses `value` with `schema`; on failure throws a ConfigError naming the source, each bad path,
 * the value seen and the expectation.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: string,
  root = '',
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const problems = formatIssues(result.error.issues, root);
  throw new ConfigError(`${source} is not valid:\n  ${problems.join('\n  ')}`, problems, {
    cause: result.error,
  });
}
