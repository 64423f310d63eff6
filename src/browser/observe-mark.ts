// In-page half of observe (runs inside Chromium through evaluateInPage): finds WebRL's interactive
// elements by the rules of VAB's clickable_checker.js and label.js (reference/webarena.md §6.2 steps
// 3–4) and numbers them 0, 1, 2 … in document order; `writeMarks` tags each with the marker attribute.
// Self-contained: it may use only its argument and page globals.

/** How to mark a page's elements (snapshotPage's argument; `markInteractiveElements` reads the scope). */
export interface MarkArgs {
  /** Attribute that carries the element id (taken off the previous observation's other elements). */
  marker: string;
  /** 'viewport': only what is on screen and unoccluded (WebRL); 'page': the whole document. */
  scope: 'viewport' | 'page';
  /** Observe without writing or removing a single mark (see waitForQuiet); read by snapshotPage. */
  dryRun?: boolean;
}

/** The marked elements (index = element id) and the first client rect of each. */
export interface Marked {
  elements: Element[];
  firstRects: DOMRect[];
}

/** Finds and numbers the interactive elements (writes nothing: see writeMarks). */
export function markInteractiveElements(args: Pick<MarkArgs, 'scope'>): Marked {
  const { scope } = args;
  // A document caught between commit and parse (or emptied by a script) has no root element.
  const root = document.scrollingElement ?? document.documentElement;
  const vw = Math.max(document.documentElement?.clientWidth || 0, window.innerWidth || 0);
  const vh = Math.max(document.documentElement?.clientHeight || 0, window.innerHeight || 0);
  // The box elements are clipped to: the viewport, or the whole document in viewport coordinates.
  const clip =
    scope === 'viewport'
      ? { left: 0, top: 0, right: vw, bottom: vh }
      : {
          left: -window.scrollX,
          top: -window.scrollY,
          right: Math.max(root?.scrollWidth ?? 0, vw) - window.scrollX,
          bottom: Math.max(root?.scrollHeight ?? 0, vh) - window.scrollY,
        };

  const clickableRoles = [
    'button',
    'tab',
    'link',
    'checkbox',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'radio',
  ];
  const clickableTags = [
    'input',
    'textarea',
    'select',
    'button',
    'a',
    'iframe',
    'video',
    'object',
    'embed',
    'details',
  ];

  const clickableTagSet = new Set(clickableTags);

  // clickable_checker.js's rules. They are OR-ed, so the cheapest run first: the tag, then the
  // attribute tests (all skipped for an element without attributes), then the
  // computed-style lookup; the outcome is the same as the original's order.
  const isClickable = (element: Element, tag: string): boolean => {
    if (clickableTagSet.has(tag)) return true;
    if ((element as HTMLElement).onclick != null) return true;
    if (element.hasAttributes() && hasClickableAttributes(element, tag)) return true;
    if (tag === 'label') {
      const control = (element as HTMLLabelElement).control as HTMLInputElement | null;
      if (control != null && !control.disabled) return true;
    }
    return window.getComputedStyle(element).cursor === 'pointer';
  };
  const hasClickableAttributes = (element: Element, tag: string): boolean => {
    if (tag === 'img' && element.getAttribute('usemap') && element.getClientRects().length > 0) {
      const mapName = element.getAttribute('usemap')!.replace(/^#/, '').replace('"', '\\"');
      try {
        if (document.querySelector(`map[name="${mapName}"]`)) return true;
      } catch {
        // An unselectable map name cannot name a map.
      }
    }
    const role = element.getAttribute('role');
    if (role != null && clickableRoles.includes(role.toLowerCase())) return true;
    const editable = element.getAttribute('contentEditable');
    if (editable != null && ['', 'contenteditable', 'true'].includes(editable.toLowerCase())) return true;
    const jsaction = element.getAttribute('jsaction');
    if (jsaction) {
      for (const rule of jsaction.split(';')) {
        const split = rule.trim().split(':');
        if (split.length < 1 || split.length > 2) continue;
        const [eventType, namespace, actionName] =
          split.length === 1
            ? ['click', ...split[0]!.trim().split('.'), '_']
            : [split[0], ...split[1]!.trim().split('.'), '_'];
        if (eventType === 'click' && namespace !== 'none' && actionName !== '_') return true;
      }
    }
    // An inline style is an attribute too.
    if (tag === 'img' && ['zoom-in', 'zoom-out'].includes((element as HTMLElement).style?.cursor ?? ''))
      return true;
    const className = element.getAttribute('class');
    if (className?.toLowerCase().includes('button')) return true;
    const tabIndexValue = element.getAttribute('tabindex');
    const tabIndex = tabIndexValue ? Number.parseInt(tabIndexValue, 10) : -1;
    return !(tabIndex < 0) && !Number.isNaN(tabIndex);
  };

  // Visible area: the client rects whose centre hit-tests to the element (or inside it), clipped.
  // Off-screen parts of the page cannot be hit-tested, so in page scope they count when rendered.
  const visibleArea = (element: Element, rects: DOMRectList): number => {
    let area = 0;
    for (const rect of Array.from(rects)) {
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const onScreen = cx >= 0 && cy >= 0 && cx < vw && cy < vh;
      if (onScreen) {
        const hit = document.elementFromPoint(cx, cy);
        if (!hit || !(hit === element || element.contains(hit))) continue;
      } else if (scope === 'viewport' || !element.checkVisibility({ visibilityProperty: true })) {
        // elementFromPoint answers null off screen, which the original counts as not visible.
        continue;
      }
      const width = Math.min(clip.right, rect.right) - Math.max(clip.left, rect.left);
      const height = Math.min(clip.bottom, rect.bottom) - Math.max(clip.top, rect.top);
      if (width > 0 && height > 0) area += width * height;
    }
    return area;
  };

  // Keep only the innermost candidates (the original drops every candidate that contains another).
  // Walking the document backwards visits descendants first, so an element already known to
  // contain a candidate is skipped without its costly style and hit tests: it would be dropped.
  const all = document.querySelectorAll('*');
  const containsCandidate = new Set<Element>();
  const innermost: Element[] = [];
  const firstRects: DOMRect[] = [];
  for (let i = all.length - 1; i >= 0; i -= 1) {
    const element = all[i]!;
    if (containsCandidate.has(element) || !isClickable(element, element.tagName.toLowerCase())) continue;
    const rects = element.getClientRects();
    if (rects.length === 0 || visibleArea(element, rects) < 1) continue;
    innermost.push(element);
    firstRects.push(rects[0]!);
    for (let parent = element.parentElement; parent && !containsCandidate.has(parent); ) {
      containsCandidate.add(parent);
      parent = parent.parentElement;
    }
  }

  // label.js: number them in document order, those whose first client rect, clipped, is not degenerate.
  const labelled: Element[] = [];
  const labelledRects: DOMRect[] = [];
  for (let i = innermost.length - 1; i >= 0; i -= 1) {
    const element = innermost[i]!;
    const rect = firstRects[i]!;
    const width = Math.min(clip.right, rect.right) - Math.max(clip.left, rect.left);
    const height = Math.min(clip.bottom, rect.bottom) - Math.max(clip.top, rect.top);
    if (width > 0 || height > 0) {
      labelled.push(element);
      labelledRects.push(rect);
    }
  }
  return { elements: labelled, firstRects: labelledRects };
}

/**
 * Tags `elements[i]` with id i and takes the mark off every other element. The previous
 * observation's marks are rewritten only where they change: most elements keep their id from one
 * observation to the next, and each write is a DOM mutation the page's observers see.
 */
export function writeMarks(args: { marker: string; elements: readonly Element[] }): void {
  const { marker, elements } = args;
  const keep = new Set(elements);
  for (const element of Array.from(document.querySelectorAll(`[${marker}]`)))
    if (!keep.has(element)) element.removeAttribute(marker);
  for (const [i, element] of elements.entries())
    if (element.getAttribute(marker) !== String(i)) element.setAttribute(marker, String(i));
}
