// In-page half of act (runs inside Chromium through the page runtime): finds an element by the id
// observe gave it, brings it into view and reports where to point the mouse; picks a dropdown option
// by WebRL's rule. Self-contained: each function may use only its argument and page globals.

export interface LocateArgs {
  /** The id attribute observe wrote (ELEMENT_ID_ATTRIBUTE). */
  marker: string;
  id: string;
}

export type LocateResult =
  | { found: false }
  | {
      found: true;
      tag: string;
      /** Short description for error messages: `button "Submit"`. */
      description: string;
      disabled: boolean;
      /** Where to click, in viewport coordinates; null when the element has no box. */
      point: { x: number; y: number } | null;
    };

export function locateElement(args: LocateArgs): LocateResult {
  const element = document.querySelector(`[${args.marker}="${CSS.escape(args.id)}"]`);
  if (!element) return { found: false };
  const tag = element.tagName.toLowerCase();
  const shown =
    tag === 'select'
      ? ((element as HTMLSelectElement).selectedOptions[0]?.text ?? '')
      : (element.textContent ?? '');
  const label = shown.replace(/\s+/g, ' ').trim().slice(0, 40);
  const description = label ? `${tag} "${label}"` : tag;
  const disabled = element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';

  let rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return { found: true, tag, description, disabled, point: null };
  const inView =
    rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  if (!inView) {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    rect = element.getBoundingClientRect();
  }
  // WebRL clicks the centre of the bounding box. For an inline element broken over lines that
  // centre can fall outside the element; then the centre of its first hittable line box is used.
  const hits = (x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  };
  let point = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  if (!hits(point.x, point.y)) {
    for (const box of Array.from(element.getClientRects())) {
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      if (hits(centre.x, centre.y)) {
        point = centre;
        break;
      }
    }
  }
  return { found: true, tag, description, disabled, point };
}

export interface SelectArgs extends LocateArgs {
  /** Text to look for in the option labels. */
  text: string;
}

export type SelectResult =
  | { ok: true; chosen: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'not-select'; tag: string }
  | { ok: false; reason: 'no-match'; options: string[] };

/**
 * WebRL's Select Dropdown Option: the first option whose lower-cased text contains the lower-cased
 * argument, chosen through the real <select> (selected, then `input` and `change` events, as
 * Playwright's selectOption does). The element may be the <select> or hold one.
 */
export function selectOptionByText(args: SelectArgs): SelectResult {
  const element = document.querySelector(`[${args.marker}="${CSS.escape(args.id)}"]`);
  if (!element) return { ok: false, reason: 'missing' };
  const select = (
    element.tagName === 'SELECT' ? element : element.querySelector('select')
  ) as HTMLSelectElement;
  if (!select) return { ok: false, reason: 'not-select', tag: element.tagName.toLowerCase() };
  const wanted = args.text.toLowerCase();
  const options = Array.from(select.options);
  const match = options.find((option) => option.text.toLowerCase().includes(wanted));
  if (!match) return { ok: false, reason: 'no-match', options: options.map((option) => option.text) };
  select.focus();
  match.selected = true;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return { ok: true, chosen: match.text };
}

/** Whether the focused element takes typed text (input, textarea, contenteditable); see mayType. */
export function focusIsEditable(_args: Record<string, never>): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return false;
  if (active.isContentEditable) return true;
  const tag = active.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag !== 'input') return false;
  const type = ((active as HTMLInputElement).type || 'text').toLowerCase();
  return ![
    'button',
    'submit',
    'reset',
    'checkbox',
    'radio',
    'file',
    'image',
    'hidden',
    'range',
    'color',
  ].includes(type);
}

export interface MayTypeArgs {
  /** When the input event before the keys was sent: the click on the field, a newline's Enter (epoch ms). */
  sinceMs: number;
}

/**
 * Whether keys may be sent now: focus is in a text field, and the page has not started leaving the
 * document since `sinceMs` (a clicked link, a submitting Enter, a key handler that navigates) — keys
 * sent into an unloading page stall Chromium's input (measured: 15–30 s) and would land nowhere.
 */
export function mayType(
  args: MayTypeArgs,
  runtime: { clock?: { navigationAt(): number; popupAt(): number }; focusIsEditable: typeof focusIsEditable },
): boolean {
  const clock = runtime.clock;
  if (clock && (clock.navigationAt() >= args.sinceMs || clock.popupAt() >= args.sinceMs)) return false;
  return runtime.focusIsEditable({}); // through the runtime: in the page this module is not in scope
}
