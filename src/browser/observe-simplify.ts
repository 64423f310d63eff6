// In-page half of observe (runs inside Chromium through evaluateInPage): WebRL's simplified HTML,
// built straight from the live DOM instead of serializing it and re-parsing it with lxml. It ports
// VAB's prepare.js (data-bbox / data-text / data-value / data-status) and html_tools' HtmlParser with
// the "xml" prompt (reference/webarena.md §6.2 step 5) rule for rule; see the comments for where the
// lxml round trip's quirks are reproduced. Self-contained: it may use only its argument and page globals.

/** What `simplifyDocument` needs: the labelled elements (index = id) and the observed box. */
export interface SimplifyArgs {
  labelled: Element[];
  /** Their first client rects, already read by the marking pass (saves reading them again). */
  firstRects?: DOMRect[];
  scope: 'viewport' | 'page';
}

/** What the simplifier learned about one labelled element. */
export interface LabelledInfo {
  /** Kept attributes after the duplicate-value drop, as shown in the HTML. */
  attributes: Record<string, string>;
  bbox: [number, number, number, number];
  /** Text of the closest heading before the element in document order. */
  heading: string;
}

/** The simplified HTML, the visible text blocks and per-id element facts. */
export interface SimplifyResult {
  html: string;
  texts: { text: string; tag: string; bbox: [number, number, number, number] }[];
  info: LabelledInfo[];
}

export function simplifyDocument(args: SimplifyArgs): SimplifyResult {
  // HtmlParser's basic_attrs, in output order.
  const KEPT = [
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
  // Python's `re.sub(r'\s+', ' ')` runs over the serialized page, where U+00A0 is written `&nbsp;`
  // and so is never collapsed; `str.strip()` then strips it like any other Unicode space. Both
  // classes are spelled out because JavaScript's \s differs from Python's (U+FEFF, \x1c-\x1f, \x85).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Python's \s includes \x1c-\x1f.
  const collapse = /[\t\n\v\f\r \x1c-\x1f\x85\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;
  const strip =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Python's str.strip() strips \x1c-\x1f.
    /^[\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;
  // HtmlParser's get_text: collapse, strip, cut to 500 code points (Python slices code points).
  const pyText = (raw: string): string => {
    if (raw === '') return raw;
    // Most of what comes here is the indentation between tags, space to both languages (JavaScript's
    // trim also strips U+FEFF, which Python keeps): no need for the two regular expressions.
    if (raw.trim() === '' && !raw.includes('\ufeff')) return '';
    const text = raw.replace(collapse, ' ').replace(strip, '');
    return text.length > 500 ? Array.from(text).slice(0, 500).join('') : text;
  };

  const labels = new Map<Element, number>();
  const knownRects = new Map<Element, DOMRect>();
  args.labelled.forEach((element, id) => {
    labels.set(element, id);
    const rect = args.firstRects?.[id];
    if (rect) knownRects.set(element, rect);
  });
  const info: LabelledInfo[] = [];
  const texts: SimplifyResult['texts'] = [];

  // The window HtmlParser tests `data-bbox` against: (0, 0, innerWidth, innerHeight), or the whole
  // document in viewport coordinates for page scope. Edges touching count as visible.
  const root = document.scrollingElement ?? document.documentElement;
  const box =
    args.scope === 'viewport'
      ? { x: 0, y: 0, w: window.innerWidth, h: window.innerHeight }
      : {
          x: -window.scrollX,
          y: -window.scrollY,
          w: Math.max(root?.scrollWidth ?? 0, window.innerWidth),
          h: Math.max(root?.scrollHeight ?? 0, window.innerHeight),
        };

  // prepare.js: the first client rect, each edge rounded, width/height from the rounded edges.
  const bboxOf = (element: Element): [number, number, number, number] | null => {
    const rect = knownRects.get(element) ?? element.getClientRects()[0];
    if (!rect) return null;
    const left = Math.round(rect.left);
    const top = Math.round(rect.top);
    return [left + 0, top + 0, Math.round(rect.right) - left, Math.round(rect.bottom) - top];
  };

  // One pass over the direct child nodes gives both texts the parser needs:
  // - prepare.js's data-text: each text node trimmed, runs of 2+ spaces made one, joined by ",";
  // - lxml's `.text`: the text before the first child element. Comments, <script> and <style> were
  //   removed from the serialized HTML before parsing, so text on either side of them joins up.
  const ownTexts = (element: Element): { direct: string[]; leading: string } => {
    const direct: string[] = [];
    let leading = '';
    let beforeFirstElement = true;
    for (let node = element.firstChild; node; node = node.nextSibling) {
      const type = node.nodeType;
      if (type === 3 || type === 4) {
        const content = node.nodeValue ?? '';
        if (beforeFirstElement) leading += content;
        if (type === 3) {
          const trimmed = content.trim();
          if (trimmed.length > 0) direct.push(trimmed.replace(/\s{2,}/g, ' '));
        }
      } else if (type === 1 && beforeFirstElement) {
        const tag = (node as Element).localName;
        if (tag !== 'script' && tag !== 'style') beforeFirstElement = false;
      }
    }
    return { direct, leading };
  };

  // prepare.js marks `select.options[select.selectedIndex]`; selects are visited before their options.
  const selectedOptions = new Set<Element>();

  // The attribute values the serialized page would carry after prepare.js ran (data-bbox aside).
  // `names`: the attributes the element has (getAttributeNames), so that a name it lacks costs no
  // getAttribute call.
  const ownValue = (element: Element, name: string, names: string[]): string | null =>
    names.includes(name) ? element.getAttribute(name) : null;
  const attributeValue = (
    element: Element,
    tag: string,
    name: string,
    direct: string[],
    names: string[],
  ): string | null => {
    switch (name) {
      case 'data-text':
        if (tag === 'select') {
          const select = element as HTMLSelectElement;
          const selected = select.options[select.selectedIndex];
          if (selected) selectedOptions.add(selected);
          return selected?.text ?? '';
        }
        return element.firstChild ? direct.join(',') : ownValue(element, name, names);
      case 'data-value':
        if (tag === 'select' || tag === 'input' || tag === 'textarea')
          return (element as HTMLInputElement).value;
        return ownValue(element, name, names);
      case 'data-status':
        if (tag === 'option' && selectedOptions.has(element)) return 'selected';
        if (tag === 'input' && element.getAttribute('type') === 'checkbox') {
          return (element as HTMLInputElement).checked ? 'checked' : 'not-checked';
        }
        return ownValue(element, name, names);
      default:
        return ownValue(element, name, names);
    }
  };

  // The kept attributes in KEPT order, data-bbox left out (it needs geometry, fetched only when the
  // tag can be emitted). check_attr compares `type` after collapsing, before stripping.
  const noNames: string[] = [];
  // An element with none of the kept names of its own (most have only class, href, style…) can
  // show only the computed ones, in KEPT order.
  const COMPUTED = ['data-value', 'data-text', 'data-status'];
  const keptNames = new Set(KEPT);
  const hasKeptName = (names: string[]): boolean => {
    for (let k = 0; k < names.length; k += 1) if (keptNames.has(names[k]!)) return true;
    return false;
  };
  const keptAttributes = (element: Element, tag: string, direct: string[]): [string, string][] => {
    const attributes: [string, string][] = [];
    const names = element.hasAttributes() ? element.getAttributeNames() : noNames;
    const order = hasKeptName(names) ? KEPT : COMPUTED;
    for (let k = 0; k < order.length; k += 1) {
      const name = order[k]!;
      if (name === 'data-bbox') continue;
      // A name the element lacks reads as null (ownValue) unless it is computed.
      const raw = attributeValue(element, tag, name, direct, names);
      if (raw == null || raw === '') continue;
      if (name === 'type' && raw.replace(collapse, ' ') === 'hidden') continue;
      const value = pyText(raw);
      if (value.length > 0) attributes.push([name, value]);
    }
    return attributes;
  };

  // data-bbox (computed, or the page's own when the element has no box) and HtmlParser.is_visible.
  const geometryOf = (element: Element) => {
    const rect = bboxOf(element);
    // A computed box is four integers already: no need to write it out and parse it back.
    const own = rect ? null : element.getAttribute('data-bbox');
    const parsed = rect ?? own?.split(',').map(Number) ?? [];
    const [x, y, w, h] = parsed as [number, number, number, number];
    const visible =
      element.getAttribute('aria-hidden') !== 'true' &&
      parsed.length === 4 &&
      !parsed.some(Number.isNaN) &&
      !(x + w < box.x || x > box.x + box.w || y + h < box.y || y > box.y + box.h);
    return { rect, bbox: rect ? rect.join(',') : own ? pyText(own) : '', visible };
  };

  // data-bbox sits between data-label and data-status; then the duplicate-value drop that
  // HtmlPrompt.prompt_constructor applies when it renders the tag.
  const shownAttributes = (attributes: [string, string][], bbox: string): [string, string][] => {
    const shown: [string, string][] = [];
    // At most eleven: a linear search beats building a Set.
    const show = (name: string, value: string) => {
      if (!shown.some((entry) => entry[1] === value)) shown.push([name, value]);
    };
    let bboxShown = !bbox;
    for (const [name, value] of attributes) {
      if (!bboxShown && name === 'data-status') {
        show('data-bbox', bbox);
        bboxShown = true;
      }
      show(name, value);
    }
    if (!bboxShown) show('data-bbox', bbox);
    return shown;
  };

  let heading = '';
  const nothing = { out: '', hasContent: false };

  // HtmlParser._dfs. `parentKeepsOptions`: the parent is a kept <select>, so its <option>s are kept
  // even though they have no box. Returns the subtree's output and whether it "has content" (the
  // original's have_clickable: the subtree holds text or a kept attribute, emitted or not).
  const visit = (
    element: Element,
    parentKeepsOptions: boolean,
    insideLabelled: boolean,
  ): { out: string; hasContent: boolean } => {
    const tag = element.localName.toLowerCase();
    if (tag === 'script' || tag === 'style') return nothing;
    if (tag.length === 2 && tag[0] === 'h' && tag[1]! >= '1' && tag[1]! <= '6') {
      heading = pyText(element.textContent ?? '').slice(0, 100);
    }
    const headingAbove = heading;
    const label = labels.get(element);
    const own = ownTexts(element);
    const text = pyText(own.leading);
    const attributes = keptAttributes(element, tag, own.direct);
    const hasText = text.length > 0 || attributes.length > 0;

    // Geometry is the costly part; an element that can never be emitted does not need it.
    let geometry = hasText || label !== undefined || tag === 'select' ? geometryOf(element) : undefined;
    if (
      geometry?.visible &&
      geometry.rect &&
      label === undefined &&
      !insideLabelled &&
      own.direct.length > 0
    ) {
      const blockText = pyText(own.direct.join(' '));
      if (blockText) texts.push({ text: blockText, tag, bbox: geometry.rect });
    }

    const childKeepsOptions = tag === 'select' && (geometry!.visible || label !== undefined);
    const parts: string[] = [];
    let contentChildren = 0;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      const result = visit(child, childKeepsOptions, insideLabelled || label !== undefined);
      if (result.hasContent) contentChildren += 1;
      if (result.out.length > 0) parts.push(result.out);
    }
    let out = parts.join(' ');
    const hasContent = contentChildren > 0 || hasText;
    // The original also keeps a tag whose children are all `<text|…>` pseudo-tags; the "xml" prompt
    // never produces those, so that branch cannot fire here.
    if (!(contentChildren > 1 || hasText || label !== undefined)) return { out, hasContent };

    geometry ??= geometryOf(element);
    const shown = shownAttributes(attributes, geometry.bbox);
    if (label !== undefined) {
      info[label] = {
        attributes: Object.fromEntries(shown),
        bbox: geometry.rect ?? [0, 0, 0, 0],
        heading: headingAbove,
      };
    }
    const mayKeep = geometry.visible || (parentKeepsOptions && tag === 'option') || label !== undefined;
    const hasLabel = label !== undefined && geometry.visible;
    if (mayKeep && (contentChildren > 1 || hasText || hasLabel)) {
      const id = label !== undefined ? ` id="${label}"` : '';
      const attrs = shown.map(([name, value]) => ` ${name}="${value}"`).join('');
      out = `<${tag}${id}${attrs}>${text ? ` ${text}` : ''}${out ? ` ${out}` : ''} </${tag}>`;
    }
    return { out, hasContent };
  };

  // No root element: a document between commit and parse, or one a script emptied.
  const html = document.documentElement ? visit(document.documentElement, false, false).out : '';
  return { html, texts, info };
}
