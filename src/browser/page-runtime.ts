// Our in-page functions (observe, settle, element lookup) as one runtime installed once per
// document, so that each call is a single short page.evaluate. Only our own source runs this way;
// model output never does.
//
// Why a runtime instead of passing a function to page.evaluate each time (measured here, 172-element
// page): sending and compiling the 20 kB source on every call, with cold JIT feedback, cost ~13 ms
// per observation; an installed runtime called with a short expression costs ~5 ms. Results come
// back as one JSON string because Playwright's value serializer walks objects property by property.
// A page is called through a CDP session of its own (Runtime.evaluate) rather than page.evaluate:
// Playwright installs its utility script in every new document on the first evaluate, which cost
// ~9 ms after each navigation here (measured: first call 18.6 ms over the in-page time, 9.1 ms raw).
// Under tsx (esbuild keepNames) function sources call `__name(fn, "fn")`, a helper that exists only
// in Node, so the runtime defines a no-op `__name` around them.
import type { BrowserContext, CDPSession, Frame, Page } from 'playwright-core';
import { focusIsEditable, locateElement, mayType, selectOptionByText } from './act-page.js';
import { startActivityClock } from './activity-clock.js';
import { BrowserCrashedError } from './browser-crashed-error.js';
import { fillNetErrorPage } from './net-error-page.js';
import { markInteractiveElements, writeMarks } from './observe-mark.js';
import { simplifyDocument } from './observe-simplify.js';
import { snapshotPage } from './observe-snapshot.js';
import { documentId, waitForQuiet } from './settle-page.js';

/** The in-page functions, by name. Each takes (argument, runtime) and returns JSON data. */
export const PAGE_RUNTIME = {
  mark: markInteractiveElements,
  writeMarks,
  simplify: simplifyDocument,
  snapshot: snapshotPage,
  waitForQuiet,
  documentId,
  startActivityClock,
  locateElement,
  selectOptionByText,
  focusIsEditable,
  mayType,
  fillNetErrorPage,
};
export type PageRuntime = typeof PAGE_RUNTIME;

// A global symbol: page scripts do not collide with it by accident, and it survives nothing but the
// document it was installed in.
const RUNTIME_KEY = 'webrl.page-runtime.v1';
const MISSING = '__webrl_runtime_missing__';

/**
 * In-page: how a runtime call's result leaves the page. JSON with every non-ASCII character written
 * as a \u escape, which JSON.parse turns back: one such character makes the whole string two bytes
 * per character in V8 and on its way through CDP. Measured on the fixture shop's observation (22 kB
 * with 5 such characters), the escaped form arrives about 0.25 ms sooner.
 */
export function asciiJson(value: unknown): string {
  const json = JSON.stringify(value === undefined ? null : value);
  if (!/[\u0080-\uffff]/.test(json)) return json;
  return json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The script that installs the runtime into a document (also used as a context init script). */
export const PAGE_RUNTIME_SCRIPT = `(() => { const __name = (f) => f; const runtime = { ${Object.entries(
  PAGE_RUNTIME,
)
  .map(([name, fn]) => `${JSON.stringify(name)}: (${fn.toString()})`)
  .join(
    ', ',
  )} }; runtime.json = (${asciiJson.toString()}); runtime.clock = runtime.startActivityClock(); runtime.documentToken = Date.now().toString(36) + Math.random().toString(36).slice(2); Object.defineProperty(globalThis, Symbol.for(${JSON.stringify(RUNTIME_KEY)}), { value: runtime, configurable: true }); })();`;

/** Installs the runtime into every future document of a context, saving one round trip per page. */
export async function installPageRuntime(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PAGE_RUNTIME_SCRIPT });
}

/** How long a page may take to answer a runtime call before it counts as hung (see callInPage). */
export const PAGE_ANSWER_TIMEOUT_MS = 30_000;

/**
 * Calls `PAGE_RUNTIME[name](arg, runtime)` in the page and returns its awaited result. Installs the
 * runtime first when the document does not have it yet (pages outside a PagePool, about:blank).
 * A page that does not answer within `timeoutMs` is hung (an endless script, a stuck renderer):
 * that throws BrowserCrashedError, so the episode is retried on a fresh page.
 */
export async function callInPage<N extends keyof PageRuntime>(
  target: Page | Frame,
  name: N,
  arg: Parameters<PageRuntime[N]>[0],
  timeoutMs = PAGE_ANSWER_TIMEOUT_MS,
): Promise<Awaited<ReturnType<PageRuntime[N]>>> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new BrowserCrashedError(`the page did not answer ${name} within ${timeoutMs} ms; it is hung`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([evaluateRuntime(target, name, arg), hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function evaluateRuntime<N extends keyof PageRuntime>(
  target: Page | Frame,
  name: N,
  arg: Parameters<PageRuntime[N]>[0],
): Promise<Awaited<ReturnType<PageRuntime[N]>>> {
  const expression =
    `(() => { const runtime = globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY)})]; ` +
    `if (!runtime) return ${JSON.stringify(MISSING)}; ` +
    `return Promise.resolve(runtime[${JSON.stringify(name)}](${JSON.stringify(arg) ?? 'undefined'}, runtime))` +
    '.then((r) => runtime.json(r)); })()';
  const evaluate = isPage(target)
    ? (source: string) => evaluateOverCdp(target, source)
    : async (source: string) => (await target.evaluate(source)) as string;
  let json = await evaluate(expression);
  // Installed and called in one evaluation: two could land in two documents when one replaces another.
  if (json === MISSING) json = await evaluate(`${PAGE_RUNTIME_SCRIPT}\n${expression}`);
  return JSON.parse(json) as Awaited<ReturnType<PageRuntime[N]>>;
}

const isPage = (target: Page | Frame): target is Page => 'mainFrame' in target;

/** One CDP session per page, opened on its first call. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Evaluates `expression` in the page's main world and returns its (awaited) value, which our
 * expressions make a string. An exception in the page is thrown with the page's own message; a
 * document replaced meanwhile throws "Execution context was destroyed", as page.evaluate does.
 */
async function evaluateOverCdp(page: Page, expression: string): Promise<string> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
    // A failed open (the page closed) is not cached: the caller sees the error once.
    session.catch(() => sessions.delete(page));
  }
  const { result, exceptionDetails } = await (await session).send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) {
    const description = exceptionDetails.exception?.description ?? exceptionDetails.text;
    throw new Error(description);
  }
  return result.value as string;
}
