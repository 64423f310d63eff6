// In-page entry point of observe (runs inside Chromium through evaluateInPage): marks the elements,
// builds the simplified HTML and describes each element as structured data, all in one round trip.
// Self-contained: it may use only its arguments and page globals.
import type { MarkArgs, markInteractiveElements, writeMarks } from './observe-mark.js';
import type { SimplifyResult, simplifyDocument } from './observe-simplify.js';

/** The in-page helpers `snapshotPage` calls (passed by evaluateInPage, not imported). */
export interface SnapshotHelpers {
  mark: typeof markInteractiveElements;
  writeMarks: typeof writeMarks;
  simplify: typeof simplifyDocument;
  /**
   * Set by a dry run (MarkArgs.dryRun): the elements it numbered, in id order, so that its snapshot
   * can still be used once `writeMarks` has marked them (see waitForQuiet).
   */
  dryRunElements?: Element[];
}

/** One element as `snapshotPage` returns it (the shape of core's PageElement). */
export interface ElementSnapshot {
  id: number;
  tag: string;
  role: string;
  text: string;
  attributes: Record<string, string>;
  value?: string;
  options?: string[];
  checked?: boolean;
  disabled?: boolean;
  bbox: [number, number, number, number];
  context: string;
}

/** Everything an observation needs from the page. */
export interface PageSnapshot {
  url: string;
  title: string;
  html: string;
  elements: ElementSnapshot[];
  texts: SimplifyResult['texts'];
  scroll: { y: number; height: number; viewportHeight: number };
}

export function snapshotPage(args: MarkArgs, helpers: SnapshotHelpers): PageSnapshot {
  const marked = helpers.mark(args);
  const labelled = marked.elements;
  if (args.dryRun) helpers.dryRunElements = labelled;
  else helpers.writeMarks({ marker: args.marker, elements: labelled });
  const simplified = helpers.simplify({ labelled, firstRects: marked.firstRects, scope: args.scope });

  const squash = (text: string | null | undefined, max: number): string => {
    const squashed = (text ?? '').replace(/\s+/g, ' ').trim();
    return squashed.length > max ? squashed.slice(0, max) : squashed;
  };
  const inputRoles: Record<string, string> = {
    checkbox: 'checkbox',
    radio: 'radio',
    submit: 'button',
    button: 'button',
    reset: 'button',
    image: 'button',
    range: 'slider',
    search: 'searchbox',
    number: 'spinbutton',
  };
  const tagRoles: Record<string, string> = {
    button: 'button',
    textarea: 'textbox',
    option: 'option',
    img: 'img',
    summary: 'button',
    details: 'group',
    label: 'label',
    li: 'listitem',
    iframe: 'document',
  };
  const roleOf = (element: Element, tag: string): string => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit.toLowerCase();
    if (tag === 'a') return element.hasAttribute('href') ? 'link' : 'generic';
    if (tag === 'input') return inputRoles[(element as HTMLInputElement).type] ?? 'textbox';
    if (tag === 'select') {
      const select = element as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if ((element as HTMLElement).isContentEditable) return 'textbox';
    return tagRoles[tag] ?? 'generic';
  };
  // A node's text with a space wherever one element ends and another begins. textContent glues
  // the texts of neighbouring elements into one word: a menu item and its submenu read
  // "Home & KitchenFurnitureLiving Room Furniture", a table header "IDPurchase PointPurchase
  // Date", so the words a task names were not words of the context. Only pure formatting tags
  // (a bold part of a word) join without a space. Stops once it has enough for `squash(…, 200)`.
  const formattingTags = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'S', 'MARK', 'SUB', 'SUP', 'ABBR']);
  const skippedTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const spacedText = (root: Node): string => {
    const parts: string[] = [];
    let length = 0;
    const walk = (node: Node): void => {
      for (let child = node.firstChild; child && length < 400; child = child.nextSibling) {
        if (child.nodeType === Node.TEXT_NODE) {
          // Counted as squash will see it: a page indented with whitespace still gives 200 characters.
          const data = (child as Text).data.replace(/\s+/g, ' ');
          parts.push(data);
          length += data.length;
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          const tag = (child as Element).tagName;
          if (skippedTags.has(tag)) continue;
          const spaced = !formattingTags.has(tag);
          if (spaced) parts.push(' ');
          walk(child);
          if (spaced) parts.push(' ');
        }
      }
    };
    walk(root);
    return parts.join('');
  };
  const containerTexts = new Map<Element, string>();
  const containerText = (container: Element): string => {
    let text = containerTexts.get(container);
    if (text === undefined) {
      text = squash(spacedText(container), 200);
      containerTexts.set(container, text);
    }
    return text;
  };

  // Text around the element that says what it is for: its labels, the row or card it sits in,
  // the heading above it. Each part once, most specific first.
  const contextOf = (element: Element, ownText: string, heading: string): string => {
    const parts: string[] = [];
    const add = (text: string) => {
      if (text && text !== ownText && !parts.includes(text)) parts.push(text);
    };
    for (const label of Array.from((element as HTMLInputElement).labels ?? []))
      add(squash(spacedText(label), 200));
    add(squash(element.getAttribute('aria-label'), 200));
    const container = element.parentElement?.closest(
      'li, tr, article, fieldset, figure, dl, [role=row], [role=listitem], [role=article]',
    );
    if (container) add(containerText(container));
    add(heading);
    return squash(parts.join(' | '), 200);
  };

  // innerText, unlike textContent, leaves out text that CSS hides: the element's visible text. It
  // lays text out, so an element without child elements (most of them) takes textContent.
  const visibleText = (element: Element): string | null => {
    if (element.childElementCount === 0) return element.textContent;
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is wanted here.
    return (element as HTMLElement).innerText ?? element.textContent;
  };

  const elements = labelled.map((element, id): ElementSnapshot => {
    const tag = element.tagName.toLowerCase();
    const info = simplified.info[id]!;
    const text = squash(visibleText(element), 500);
    const snapshot: ElementSnapshot = {
      id,
      tag,
      role: roleOf(element, tag),
      text,
      attributes: info.attributes,
      bbox: info.bbox,
      context: contextOf(element, text, info.heading),
    };
    if (tag === 'input' || tag === 'textarea' || tag === 'select') {
      snapshot.value = (element as HTMLInputElement).value;
    }
    if (tag === 'select')
      snapshot.options = Array.from((element as HTMLSelectElement).options, (o) => o.text);
    const type = (element as HTMLInputElement).type;
    if (tag === 'input' && (type === 'checkbox' || type === 'radio')) {
      snapshot.checked = (element as HTMLInputElement).checked;
    }
    if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true')
      snapshot.disabled = true;
    return snapshot;
  });

  return {
    url: location.href,
    title: document.title,
    html: simplified.html,
    elements,
    texts: simplified.texts,
    scroll: {
      y: Math.round(window.scrollY),
      height: (document.scrollingElement ?? document.documentElement)?.scrollHeight ?? 0,
      viewportHeight: window.innerHeight,
    },
  };
}
