// Turns zod validation issues into messages a person can act on:
// `tasks.json[17].eval.eval_types[0]: "string_mach" is not one of string_match, url_match, program_html`.
import { z } from 'zod';

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
  // JSON would write these as null: 1e400 in a JSON file is read as Infinity.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Wrappers whose inner schema is what a value at their path must be. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * The schema of the value at `path` inside `schema`, through objects, arrays, records and wrappers;
 * undefined where the path goes through a union or another schema whose part cannot be told.
 */
function schemaAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  let index = 0;
  while (current) {
    // At the path's end the schema is kept whole: its wrappers say whether null is accepted.
    if (index === path.length) return current;
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (WRAPPERS.has(def.type)) {
      current = def.innerType as z.core.$ZodType;
      continue;
    }
    if (def.type === 'pipe') {
      current = def.in as z.core.$ZodType;
      continue;
    }
    const key = path[index++]!;
    if (def.type === 'object') current = (def.shape as Record<string, z.core.$ZodType>)[String(key)];
    else if (def.type === 'array') current = def.element as z.core.$ZodType;
    else if (def.type === 'record') current = def.valueType as z.core.$ZodType;
    else return undefined;
  }
  return undefined;
}

/**
 * What a missing field must be: the issue's type, `or null` where the field may be null (a
 * WebArena task's `storage_state` or `geolocation`), which the issue itself does not say.
 */
function missingType(issue: z.core.$ZodIssueInvalidType, schema: z.core.$ZodType | undefined): string {
  const field = schema && schemaAt(schema, issue.path);
  const nullable = field !== undefined && z.safeParse(field, null).success;
  return nullable ? `${issue.expected} (or null)` : issue.expected;
}

/**
 * One line per issue: `path: what is wrong (got value)`. Issues must come from a parse with
 * reportInput; `schema`, the one parsed with, lets a missing field that may be null say so.
 */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  root = '',
  schema?: z.core.$ZodType,
): string[] {
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
          ? [`${where}: required ${missingType(issue, schema)} is missing`]
          : [`${where}: expected ${issue.expected} (got ${show(input)})`];
      case 'too_small':
        return [
          `${where}: must be ${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)} (got ${show(input)})`,
        ];
      case 'too_big':
        return [
          `${where}: must be ${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)} (got ${show(input)})`,
        ];
      case 'invalid_union':
        return formatUnionIssue(issue, root, schema);
      default:
        return [`${where}: ${issue.message} (got ${show(input)})`];
    }
  });
}

type Issue = z.core.$ZodIssue;

/**
 * A union's issue carries no schema: its branches' issues, whose paths start at the union, say what
 * each accepted form expected. The form the input was meant for is reported when one can be told.
 */
function formatUnionIssue(
  issue: z.core.$ZodIssueInvalidUnion,
  root: string,
  schema: z.core.$ZodType | undefined,
): string[] {
  const where = formatPath(issue.path, root);
  const input = (issue as { input?: unknown }).input;
  const branches = issue.errors.map((branch) =>
    branch.map((nested) => ({ ...nested, path: [...issue.path, ...nested.path] }) as Issue),
  );
  const depth = issue.path.length;
  // A form whose one complaint is about the input as a whole (its type, a literal) did not fit at all.
  const expectedWhole = (branch: Issue[]): string | undefined => {
    const only = branch.length === 1 && branch[0]!.path.length === depth ? branch[0]! : undefined;
    if (only?.code === 'invalid_type') return only.expected;
    if (only?.code === 'invalid_value') return only.values.map((v) => JSON.stringify(v)).join(' or ');
    return undefined;
  };
  const fitting = branches.filter((branch) => expectedWhole(branch) === undefined);
  if (fitting.length === 0) {
    const expected = [...new Set(branches.map(expectedWhole))].join(' or ');
    return input === undefined
      ? [`${where}: required ${expected} is missing`]
      : [`${where}: expected ${expected} (got ${show(input)})`];
  }
  const rejectedBy = fitting.map(
    (branch) =>
      new Set(
        branch.flatMap((nested) =>
          nested.code === 'unrecognized_keys' && nested.path.length === depth ? nested.keys : [],
        ),
      ),
  );
  // A form that knows every field of the input is the one meant.
  const knowing = fitting.filter((_, i) => rejectedBy[i]!.size === 0);
  if (knowing.length === 1) return formatIssues(knowing[0]!, root, schema);
  const given = input !== null && typeof input === 'object' ? Object.keys(input) : [];
  // The fields of each object form: those its issues name, and the given ones it did not reject.
  const forms = fitting.map((branch, i) => [
    ...new Set([
      ...branch.flatMap((nested) =>
        nested.code !== 'unrecognized_keys' && nested.path.length === depth + 1
          ? [String(nested.path[depth])]
          : [],
      ),
      ...given.filter((key) => !rejectedBy[i]!.has(key)),
    ]),
  ]);
  const expected = forms.every((fields) => fields.length === 1)
    ? `one of the fields ${forms.join(', ')}`
    : `the fields of one form: ${forms.map((fields) => `{${fields.join(', ')}}`).join(' or ')}`;
  if (knowing.length === 0) {
    const unknown = given.filter((key) => rejectedBy.every((keys) => keys.has(key)));
    if (unknown.length > 0) {
      return unknown.map(
        (key) =>
          `${formatPath([...issue.path, key], root)}: unknown field; expected ${expected} (check its spelling)`,
      );
    }
    return [
      `${where}: ${given.join(' and ')} cannot be used together; expected ${expected} (got ${show(input)})`,
    ];
  }
  const nested = knowing.flat();
  if (nested.length <= 3) return formatIssues(nested, root, schema);
  if (forms.some((fields) => fields.length === 0)) {
    return [`${where}: fits none of its ${fitting.length} accepted forms (got ${show(input)})`];
  }
  return [`${where}: expected ${expected} (got ${show(input)})`];
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
  const problems = formatIssues(result.error.issues, root, schema);
  throw new ConfigError(`${source} is not valid:\n  ${problems.join('\n  ')}`, problems, {
    cause: result.error,
  });
}
