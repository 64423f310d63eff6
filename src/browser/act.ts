// act: executes one WebRL action with real input events at the element observe numbered
// (reference/webrl.md §1.3 "Execution"), then waits for the page to settle. The agent's mistakes
// (an unknown id, a disabled element, no matching option) come back as an error string that
// becomes the next observation's `error`; only a closed, crashed or hung page throws.
import type { Page } from 'playwright-core';
import { type DoAction, ELEMENT_ACTIONS, type Observation } from '../core/index.js';
import type { LocateResult } from './act-page.js';
import { BrowserCrashedError } from './browser-crashed-error.js';
import type { BrowserTabs } from './browser-tabs.js';
import { ELEMENT_ID_ATTRIBUTE, type ObserveOptions } from './observe.js';
import { callInPage } from './page-runtime.js';
import { isTargetClosed } from './playwright-errors.js';
import { type SettleOptions, settle } from './settle.js';

/**
 * The least time an action's input events may take before the page counts as hung (the episode is
 * then retried on a fresh page: a page that stopped taking input events stays that way, measured).
 */
const PERFORM_TIMEOUT_MS = 15_000;

/** How to act. */
export interface ActOptions
  extends Omit<SettleOptions, 'snapshot' | 'sinceMs' | 'actionStartMs' | 'wheelSinceMs'> {
  /** Viewport height in CSS px: a scroll moves two thirds of it (WebRL: 720 → 480 px). */
  viewportHeight: number;
  /** Also observe the settled page (saves the separate observe round trip). */
  observe?: ObserveOptions;
}

/** What came of an action. */
export interface ActResult {
  /** Why the action failed, for the next observation; absent when it succeeded. */
  error?: string;
  /** Time spent waiting for the page to settle. */
  settleMs: number;
  /** Whether the action opened a tab (now the active one). */
  openedTab: boolean;
  /** The settled page, when `observe` was given (its `error` is this action's error). */
  observation?: Observation;
}

/** Executes `action` on the active tab and settles. Throws only when the page or browser is gone or hung. */
export async function act(tabs: BrowserTabs, action: DoAction, options: ActOptions): Promise<ActResult> {
  const page = tabs.active;
  const openedBefore = tabs.openedCount;
  const actionStart = Date.now();
  let error: string | undefined;
  // Input events have no timeout of their own; a renderer too busy to take them must not hang us.
  const limitMs = Math.max(PERFORM_TIMEOUT_MS, 2 * options.timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new BrowserCrashedError(
            `${action.action} did not finish within ${limitMs} ms; the page stopped taking input`,
          ),
        ),
      limitMs,
    );
  });
  try {
    error = await Promise.race([perform(page, action, options), overdue]);
  } catch (cause) {
    if (isTargetClosed(cause) || cause instanceof BrowserCrashedError) throw cause;
    error = `${action.action} failed: ${firstLine(cause)}`;
  } finally {
    clearTimeout(timer);
  }
  const sinceMs = Date.now();
  const snapshotArgs = options.observe
    ? { marker: ELEMENT_ID_ATTRIBUTE, scope: options.observe.scope ?? 'viewport' }
    : undefined;
  const settleOptions = { ...options, sinceMs, ...(snapshotArgs ? { snapshot: snapshotArgs } : {}) };
  const scrolled = action.action === 'Scroll Down' || action.action === 'Scroll Up';
  let settled = await settle(page, tabs.activity(page), {
    ...settleOptions,
    actionStartMs: actionStart,
    ...(scrolled && error === undefined ? { wheelSinceMs: actionStart } : {}),
  });
  if (settled.popupAt >= actionStart && tabs.openedCount === openedBefore) {
    await tabs.waitForNewTab(openedBefore, Math.max(100, options.timeoutMs - settled.waitedMs));
  }
  const openedTab = tabs.openedCount > openedBefore;
  if (openedTab) {
    // WebArena follows a tab the action opened; it loads on its own, so settle it too.
    tabs.activateNewest();
    const waited = settled.waitedMs;
    settled = await settle(tabs.active, tabs.activity(), {
      ...settleOptions,
      timeoutMs: Math.max(100, options.timeoutMs - waited),
    });
    settled.waitedMs += waited;
  }
  const failure = error ?? settled.error;
  let observation: Observation | undefined;
  if (options.observe) {
    // A snapshot taken while settling stands, except of an error page, which observe fills in first.
    const observed =
      settled.snapshot && !tabs.failedNavigationShown()
        ? await tabs.withTabs(settled.snapshot)
        : await tabs.observe(options.observe);
    observation = failure !== undefined ? { ...observed, error: failure } : observed;
  }
  return {
    ...(failure !== undefined ? { error: failure } : {}),
    settleMs: settled.waitedMs,
    openedTab,
    ...(observation ? { observation } : {}),
  };
}

async function perform(page: Page, action: DoAction, options: ActOptions): Promise<string | undefined> {
  if (ELEMENT_ACTIONS.has(action.action)) return performOnElement(page, action);
  switch (action.action) {
    case 'Scroll Down':
    case 'Scroll Up': {
      // WebRL: mouse.wheel(0, ±2/3 of the viewport) wherever the mouse is.
      const distance = Math.round((options.viewportHeight * 2) / 3);
      await page.mouse.wheel(0, action.action === 'Scroll Down' ? distance : -distance);
      return undefined;
    }
    case 'Press Enter':
      await page.keyboard.press('Enter');
      return undefined;
    case 'Go Backward':
      return (await page.goBack({ waitUntil: 'commit', timeout: options.timeoutMs }))
        ? undefined
        : 'there is no earlier page in this tab to go back to';
    case 'Go Forward':
      return (await page.goForward({ waitUntil: 'commit', timeout: options.timeoutMs }))
        ? undefined
        : 'there is no later page in this tab to go forward to';
    default:
      return `${action.action} is not an action this environment can execute`;
  }
}

async function performOnElement(page: Page, action: DoAction): Promise<string | undefined> {
  const id = action.element;
  if (id === undefined) return `${action.action} needs element="<id>"`;
  const found: LocateResult = await callInPage(page, 'locateElement', { marker: ELEMENT_ID_ATTRIBUTE, id });
  if (!found.found) {
    return `there is no element with id ${JSON.stringify(id)} on the page; use an id from the current observation`;
  }
  const subject = `element ${id} (${found.description})`;
  if (found.disabled) return `${subject} is disabled`;
  if (!found.point) return `${subject} has no visible box to ${action.action.toLowerCase()}`;
  const { x, y } = found.point;
  const text = action.argument ?? '';
  switch (action.action) {
    case 'Click':
      await page.mouse.click(x, y);
      return undefined;
    case 'Hover':
      await page.mouse.move(x, y);
      return undefined;
    case 'Type':
    case 'Search': {
      // WebRL: click, select all, delete, type — the field's old content is replaced.
      const clickAt = Date.now();
      await page.mouse.click(x, y);
      if (!(await mayType(page, clickAt)))
        return `${subject} is not a text field: it was clicked, and nothing was typed`;
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await typeText(page, text);
      if (action.action === 'Search') await page.keyboard.press('Enter');
      return undefined;
    }
    case 'Select Dropdown Option': {
      await page.mouse.move(x, y);
      const selected = await callInPage(page, 'selectOptionByText', {
        marker: ELEMENT_ID_ATTRIBUTE,
        id,
        text,
      });
      if (selected.ok) return undefined;
      if (selected.reason === 'missing')
        return `element ${id} disappeared before its option could be selected`;
      if (selected.reason === 'not-select')
        return `${subject} is not a dropdown (<select>); click it instead`;
      const options = selected.options.map((option) => JSON.stringify(option)).join(', ');
      return `no option of ${subject} contains ${JSON.stringify(text)}; its options are ${options || '(none)'}`;
    }
    default:
      return `${action.action} is not an element action`;
  }
}

/**
 * Types `text` into the focused element. WebRL presses every key (two round trips a character,
 * ~20 ms each on a busy 2-core machine); here each line goes in as one input event and only its last
 * character is a real key press, so `input`, `keydown` and `keyup` handlers all still run. A newline
 * is pressed as Enter, as keyboard.type does; when that Enter leaves the page (a form submits) or
 * the field loses focus, the rest of the text is dropped rather than sent into an unloading page.
 */
async function typeText(page: Page, text: string): Promise<void> {
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (i > 0) {
      const enterAt = Date.now();
      await page.keyboard.press('Enter');
      if (!(await mayType(page, enterAt))) return;
    }
    const characters = Array.from(line);
    if (characters.length > 1) await page.keyboard.insertText(characters.slice(0, -1).join(''));
    if (characters.length > 0) await page.keyboard.type(characters.at(-1)!);
  }
}

/**
 * Whether keys may be sent after an input event at `sinceMs` (the click on the field, a newline's
 * Enter): focus is in a text field and the page has not started leaving since.
 */
async function mayType(page: Page, sinceMs: number): Promise<boolean> {
  try {
    return await callInPage(page, 'mayType', { sinceMs });
  } catch (error) {
    if (error instanceof BrowserCrashedError || isTargetClosed(error)) throw error;
    return false; // "Execution context was destroyed": the input already loaded another page
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}
