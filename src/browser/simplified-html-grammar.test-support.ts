// Test support: a parser for WebRL's simplified HTML (`<tag id="N" k="v"> text children </tag>`)
// and the format rules every tag must follow, used to hold our observations and the real WebRL
// observations in ../shared/data/webrl/htmls.json to the same grammar.

/** One parsed tag. */
export interface SimplifiedNode {
  tag: string;
  id?: number;
  attributes: [string, string][];
  text: string;
  children: SimplifiedNode[];
}

/** HtmlParser's kept attributes, in output order (reference/webarena.md §6.2). */
export const KEPT_ATTRIBUTES = [
  'title',
  'value',
  'type',
  'placeholder',
  'selected',
  'data-value',
  'data-text',
  'data-testid',
  'data-label',
  'data-bbox',
  'data-status',
];

// WebRL does not escape attribute values: a `"` inside one is part of it unless a space or `>`
// follows (`data-text="Results for "shoes""`), which is how these patterns read them.
const OPEN_TAG = /<([a-z][a-z0-9_:.-]*)((?: [a-z][a-z0-9_:.-]*="(?:[^"]|"(?![ >]))*")*)>/y;
const ATTRIBUTE = / ([a-z][a-z0-9_:.-]*)="((?:[^"]|"(?![ >]))*)"/g;

/** Parses a whole simplified document; throws with the offset where the grammar breaks. */
export function parseSimplifiedHtml(html: string): SimplifiedNode {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at offset ${at}: ${JSON.stringify(html.slice(at, at + 80))}`);
  };
  const tagAt = (offset: number): RegExpExecArray | null => {
    OPEN_TAG.lastIndex = offset;
    return OPEN_TAG.exec(html);
  };
  const node = (): SimplifiedNode => {
    const open = tagAt(at) ?? fail('expected an opening tag');
    at = OPEN_TAG.lastIndex;
    const tag = open[1]!;
    const attributes = [...open[2]!.matchAll(ATTRIBUTE)].map((m): [string, string] => [m[1]!, m[2]!]);
    let id: number | undefined;
    if (attributes[0]?.[0] === 'id') id = Number(attributes.shift()![1]);
    const close = ` </${tag}>`;
    let text = '';
    const children: SimplifiedNode[] = [];
    // Text comes first, up to the first " <child" that parses as a tag or the closing tag.
    if (!html.startsWith(close, at) && !(html[at] === ' ' && tagAt(at + 1))) {
      if (html[at] !== ' ') fail('expected a space after the opening tag');
      let end = at + 1;
      while (end < html.length && !html.startsWith(close, end) && !(html[end] === ' ' && tagAt(end + 1)))
        end += 1;
      text = html.slice(at + 1, end);
      at = end;
    }
    while (!html.startsWith(close, at)) {
      if (html[at] !== ' ') fail(`expected " <child>" or "${close}"`);
      at += 1;
      children.push(node());
    }
    at += close.length;
    return { tag, ...(id !== undefined ? { id } : {}), attributes, text, children };
  };
  const root = node();
  if (at !== html.length) fail('expected the end after the root tag');
  return root;
}

/** Every node in document order. */
export function allNodes(root: SimplifiedNode): SimplifiedNode[] {
  return [root, ...root.children.flatMap(allNodes)];
}

/** The format rules of one tag, as messages; empty when it follows them. */
export function formatViolations(node: SimplifiedNode): string[] {
  const problems: string[] = [];
  const where = `<${node.tag}${node.id !== undefined ? ` id="${node.id}"` : ''}>`;
  const names = node.attributes.map(([name]) => name);
  const order = names.map((name) => KEPT_ATTRIBUTES.indexOf(name));
  if (order.includes(-1)) problems.push(`${where} has attributes outside the kept list: ${names.join(', ')}`);
  if (order.some((rank, i) => i > 0 && rank <= order[i - 1]!))
    problems.push(`${where} attributes out of order`);
  const values = node.attributes.map(([, value]) => value);
  if (new Set(values).size !== values.length) problems.push(`${where} repeats an attribute value`);
  for (const [name, value] of node.attributes) {
    if (value === '' || value !== value.trim()) problems.push(`${where} ${name} is empty or untrimmed`);
    if (Array.from(value).length > 500) problems.push(`${where} ${name} is longer than 500`);
  }
  const bbox = node.attributes.find(([name]) => name === 'data-bbox')?.[1];
  if (bbox !== undefined && !/^-?\d+,-?\d+,-?\d+,-?\d+$/.test(bbox))
    problems.push(`${where} data-bbox "${bbox}"`);
  if (node.text !== node.text.trim() || Array.from(node.text).length > 500) problems.push(`${where} text`);
  return problems;
}
