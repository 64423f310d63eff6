// Finding elements and text in an observation by what a person would look for (role, visible text,
// surrounding context, attributes), so oracles never depend on element ids or page layout.
import type { Observation, PageElement } from '../../core/index.js';
import { OracleError } from './solver.js';

/** A text condition: a string matches the whole text (trimmed, case-insensitive); a RegExp tests it. */
export type TextMatcher = string | RegExp;

/** What to look for; every given condition must hold. */
export interface ElementQuery {
  /** Role (`link`, `button`, `textbox`, `combobox`, `checkbox`, …), or any of several. */
  role?: string | readonly string[];
  /** Tag name (`a`, `button`, `input`, `select`), or any of several. */
  tag?: string | readonly string[];
  /** The element's visible text. */
  text?: TextMatcher;
  /** The element's context (its label, row or card, nearest heading). */
  context?: TextMatcher;
  /** Attribute values (`placeholder`, `title`, `type`, `value`, …). */
  attributes?: Readonly<Record<string, TextMatcher>>;
  /** Any further condition. */
  where?: (element: PageElement) => boolean;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether `text` satisfies `matcher`. */
export function matchesText(text: string | undefined, matcher: TextMatcher): boolean {
  if (text === undefined) return false;
  return typeof matcher === 'string' ? normalize(text) === normalize(matcher) : matcher.test(text);
}

function oneOf(value: string, wanted: string | readonly string[]): boolean {
  return typeof wanted === 'string' ? value === wanted : wanted.includes(value);
}

function matches(element: PageElement, query: ElementQuery): boolean {
  if (query.role !== undefined && !oneOf(element.role, query.role)) return false;
  if (query.tag !== undefined && !oneOf(element.tag, query.tag)) return false;
  if (query.text !== undefined && !matchesText(element.text, query.text)) return false;
  if (query.context !== undefined && !matchesText(element.context, query.context)) return false;
  for (const [name, matcher] of Object.entries(query.attributes ?? {})) {
    if (!matchesText(element.attributes[name], matcher)) return false;
  }
  return query.where ? query.where(element) : true;
}

/** Every element matching the query, in document order. */
export function findElements(observation: Observation, query: ElementQuery): PageElement[] {
  return observation.elements.filter((element) => matches(element, query));
}

/** The first element matching the query, or undefined. */
export function findElement(observation: Observation, query: ElementQuery): PageElement | undefined {
  return observation.elements.find((element) => matches(element, query));
}

/** Describes a query for error messages: `link "Add to Cart"`. */
export function describeQuery(query: ElementQuery): string {
  const parts = [
    query.role ? String(query.role) : query.tag ? `<${String(query.tag)}>` : 'element',
    query.text !== undefined ? `text ${String(query.text)}` : '',
    query.context !== undefined ? `context ${String(query.context)}` : '',
    query.attributes
      ? `attributes ${JSON.stringify(query.attributes, (_, v) => (v instanceof RegExp ? String(v) : v))}`
      : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The first matching element; throws an OracleError listing what the page offers when none matches. */
export function requireElement(observation: Observation, query: ElementQuery): PageElement {
  const element = findElement(observation, query);
  if (element) return element;
  const offered = observation.elements
    .slice(0, 40)
    .map((e) => `${e.id}:${e.role}:"${e.text.slice(0, 40)}"`)
    .join(', ');
  throw new OracleError(`no ${describeQuery(query)} on ${observation.url}; elements: ${offered}`);
}

/** All visible text of the page (text blocks and element texts), in document order of each kind. */
export function visibleTexts(observation: Observation): string[] {
  return [...observation.texts.map((t) => t.text), ...observation.elements.map((e) => e.text)];
}

/** The first visible text matching `matcher` (a RegExp's match, or the whole text), or undefined. */
export function findText(observation: Observation, matcher: TextMatcher): string | undefined {
  for (const text of visibleTexts(observation)) {
    if (typeof matcher === 'string') {
      if (normalize(text).includes(normalize(matcher))) return text;
    } else {
      const match = matcher.exec(text);
      if (match) return match[1] ?? match[0];
    }
  }
  return undefined;
}
