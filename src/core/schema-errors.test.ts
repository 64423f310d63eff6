import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, parseOrThrow } from './schema-errors.js';
import { ProgramHtmlCheck, ReferenceAnswers, TaskConfig } from './task.js';

function problems(schema: z.ZodType, value: unknown, root = 'tasks.json[0]', withSchema = false): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the value to be refused');
  return formatIssues(result.error.issues, root, withSchema ? schema : undefined);
}

const check = (required_contents: unknown) => ({ url: 'last', locator: '', required_contents });

describe('formatIssues inside a union', () => {
  it('names the union field when the value fits none of its types', () => {
    expect(problems(ReferenceAnswers, { must_include: 5 })).toEqual([
      'tasks.json[0].must_include: expected array or string (got 5)',
    ]);
    expect(problems(ReferenceAnswers, { fuzzy_match: 'yes' })).toEqual([
      'tasks.json[0].fuzzy_match: expected array or "N/A" (got "yes")',
    ]);
  });

  it('reports the problem inside the form the value was meant for, under the full path', () => {
    expect(problems(ReferenceAnswers, { must_include: [5] })).toEqual([
      'tasks.json[0].must_include[0]: expected string (got 5)',
    ]);
    expect(problems(ProgramHtmlCheck, check({ must_include: 'a' }))).toEqual([
      'tasks.json[0].required_contents.must_include: expected array (got "a")',
    ]);
  });

  it('names a misspelt field that no form knows and the fields the forms accept', () => {
    expect(problems(ProgramHtmlCheck, check({ must_inclde: ['a'] }))).toEqual([
      'tasks.json[0].required_contents.must_inclde: unknown field; expected one of the fields exact_match, must_include, fuzzy_match, must_exclude, required_values (check its spelling)',
    ]);
  });

  it('says which fields cannot go together, and what an empty object lacks', () => {
    expect(problems(ProgramHtmlCheck, check({ exact_match: 'a', must_include: ['b'] }))).toEqual([
      'tasks.json[0].required_contents: exact_match and must_include cannot be used together; expected one of the fields exact_match, must_include, fuzzy_match, must_exclude, required_values (got {"exact_match":"a","must_include":["b"]})',
    ]);
    expect(problems(ProgramHtmlCheck, check({}))).toEqual([
      'tasks.json[0].required_contents: expected one of the fields exact_match, must_include, fuzzy_match, must_exclude, required_values (got {})',
    ]);
  });

  it('lists the fields of each form when forms have several', () => {
    const Point = z.union([
      z.object({ x: z.number(), y: z.number() }).strict(),
      z.object({ lat: z.number(), lon: z.number() }).strict(),
    ]);
    expect(problems(Point, { x: 1, lon: 2 }, 'where')).toEqual([
      'where: x and lon cannot be used together; expected the fields of one form: {y, x} or {lat, lon} (got {"x":1,"lon":2})',
    ]);
  });
});

describe('formatIssues values', () => {
  it('shows a number JSON cannot write as itself, not as null', () => {
    expect(
      problems(z.object({ beta: z.number() }).strict(), { beta: Number.POSITIVE_INFINITY }, 'c.json'),
    ).toEqual(['c.json.beta: expected number (got Infinity)']);
  });
});

describe('formatIssues on a missing field', () => {
  it("says a field may be null where the schema it was parsed with says so (WebArena's storage_state)", () => {
    const lines = problems(TaskConfig, {}, 'tasks.json[0]', true);
    expect(lines).toContain('tasks.json[0].storage_state: required string (or null) is missing');
    expect(lines).toContain('tasks.json[0].geolocation: required object (or null) is missing');
    expect(lines).toContain('tasks.json[0].start_url: required string is missing');
    // Without the schema the issue alone cannot tell.
    expect(problems(TaskConfig, {})).toContain('tasks.json[0].storage_state: required string is missing');
  });

  it('finds the field through arrays, records, optional parents and pipes', () => {
    const Config = z
      .object({
        runs: z.array(z.object({ note: z.string().nullable(), name: z.string() }).strict()).optional(),
        sites: z.record(z.string(), z.object({ url: z.string().nullable() }).strict()),
        port: z.number().nullable().pipe(z.number().nullable()),
      })
      .strict();
    expect(problems(Config, { runs: [{}], sites: { shop: {} } }, 'c.json', true)).toEqual([
      'c.json.runs[0].note: required string (or null) is missing',
      'c.json.runs[0].name: required string is missing',
      'c.json.sites.shop.url: required string (or null) is missing',
      'c.json.port: required number (or null) is missing',
    ]);
  });

  it('is said by parseOrThrow, which has the schema', () => {
    const Schema = z.object({ judge: z.string().nullable() }).strict();
    expect(() => parseOrThrow(Schema, {}, 'eval.json')).toThrow(
      'eval.json is not valid:\n  judge: required string (or null) is missing',
    );
  });
});
