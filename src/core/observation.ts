// What the agent sees of a page: WebRL's simplified HTML (the text an LLM reads) and the same
// content as structured elements (what the embedded models read). Both come from one pass over
// the live page, so they always agree.

/**
 * What the structured observation's fields hold. Episodes recorded by another version (a cache of
 * oracle episodes) describe pages differently from a live observation now, so caches key on it.
 * 1: an element's context was its container's textContent; 2: with the words of neighbouring
 * elements kept apart ("Home & Kitchen Furniture", not "Home & KitchenFurniture").
 */
export const OBSERVATION_VERSION = 2;

/** An interactive element, numbered as in the simplified HTML's `id="N"`. */
export interface PageElement {
  /** The WebRL label id: 0, 1, 2 … in document order of the marked elements. */
  id: number;
  /** Lower-case tag name (`a`, `button`, `input`, `select`, …). */
  tag: string;
  /** Explicit ARIA role, or the implicit one of the tag where obvious (`link`, `button`, `textbox`). */
  role: string;
  /** Visible text of the element, whitespace collapsed, cut to 500 characters. */
  text: string;
  /** The attributes WebRL keeps (title, value, type, placeholder, …, data-bbox, data-status). */
  attributes: Record<string, string>;
  /** Current value of an input, textarea or select. */
  value?: string;
  /** Option texts of a `<select>`, in order. */
  options?: string[];
  /** Checkbox or radio state. */
  checked?: boolean;
  /** Whether the element is disabled. */
  disabled?: boolean;
  /** Viewport-relative box: left, top, width, height (rounded CSS px). */
  bbox: [number, number, number, number];
  /**
   * Nearby visible text that gives the element meaning (its label, the row or card it sits in,
   * the closest heading), cut to 200 characters, with a space between the texts of neighbouring
   * elements. Everything here is on the page (a hidden submenu's items included).
   */
  context: string;
}

/** A visible run of text on the page that is not an interactive element. */
export interface TextBlock {
  text: string;
  /** Lower-case tag of the element the text belongs to (`h1`, `td`, `p`, …). */
  tag: string;
  bbox: [number, number, number, number];
}

/** One observation of the active page. */
export interface Observation {
  /** URL of the active page. Not shown in WebRL's prompt, but part of the trace. */
  url: string;
  /** Document title. */
  title: string;
  /** WebRL's simplified, id-tagged HTML (reference/webrl.md §1.2). */
  html: string;
  /** The interactive elements, indexed by id (elements[i].id === i). */
  elements: PageElement[];
  /** Visible non-interactive text, in document order. */
  texts: TextBlock[];
  /** Scroll position: y offset, total height, viewport height (CSS px). */
  scroll: { y: number; height: number; viewportHeight: number };
  /** Open tabs; `activeTab` indexes into it. */
  tabs: { url: string; title: string }[];
  activeTab: number;
  /**
   * Why the previous action failed (unparsable output, missing element id, timeout …), shown to the
   * agent as data; absent when it succeeded.
   */
  error?: string;
}
