// In-page (installed with the page runtime, as a context init script at document start): records
// what the document does, for settle. Playwright reports a navigation or a new tab some milliseconds
// after the page started it (a new tab only once it is set up), and a fetch only once the network
// layer sees it; recording the page's own view here lets settle wait for exactly what is coming
// instead of guessing with a longer quiet window. Self-contained: it may use only page globals.

/** What the document did, recorded from the moment the runtime was installed (epoch ms; 0 = never). */
export interface ActivityClock {
  /** Last DOM mutation, scroll, or request answered. */
  readonly lastChange: number;
  /** How many of those there have been: tells whether anything changed since a moment, to the event. */
  readonly changes: number;
  /** fetch() and XMLHttpRequest calls not answered yet. */
  readonly openRequests: number;
  /**
   * Scripts and stylesheets the page added after loading and not loaded yet, web fonts loading,
   * and timers (≤ 500 ms) and animation frames that the page's reaction to input, to an answer or
   * to such a script scheduled and that have not run yet: a click handler's `setTimeout`, a
   * debounce, the next frame of a menu it opens. Chains count two links deep, so a loop that
   * reschedules itself (polling, an animation) stops counting.
   */
  readonly pendingWork: number;
  /** Calls `callback` on the next animation frame; our own wait, never counted as page work. */
  nextFrame(callback: () => void): void;
  /** The page's own setTimeout, never counted as page work. */
  later(callback: () => void, ms: number): void;
  /** Last time the page started leaving the document (link, form, script; not prevented). */
  navigationAt(): number;
  /** Last request for a new tab: a target=_blank link or form, window.open. */
  popupAt(): number;
  /** When the last trusted wheel event reached the document (see QuietArgs.wheelSinceMs). */
  wheelAt(): number;
}

export function startActivityClock(): ActivityClock {
  let lastChange = Date.now();
  let changes = 0;
  let openRequests = 0;
  // When the latest trusted input event or request answer arrived: what follows it is its work.
  let causeAt = 0;
  let wheelAt = 0;
  const touch = () => {
    lastChange = Date.now();
    changes += 1;
  };
  const intents: { kind: 'navigation' | 'popup'; at: number; event: Event | null }[] = [];
  const latest = (kind: 'navigation' | 'popup') => {
    for (let i = intents.length - 1; i >= 0; i -= 1) {
      const intent = intents[i]!;
      // A handler may cancel the default action after we saw the event; it counts only if not.
      if (intent.kind === kind && !intent.event?.defaultPrevented) return intent.at;
    }
    return 0;
  };
  const note = (kind: 'navigation' | 'popup', event: Event | null) => {
    intents.push({ kind, at: Date.now(), event });
    if (intents.length > 20) intents.shift();
  };
  const opensTab = (target: string | null | undefined) =>
    !!target && !['_self', '_parent', '_top'].includes(target.toLowerCase());
  const leavesDocument = (href: string) => {
    if (/^\s*javascript:/i.test(href)) return false;
    const to = new URL(href, location.href);
    return !(to.hash !== '' && to.href.split('#')[0] === location.href.split('#')[0]);
  };

  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
      if (!link || link.hasAttribute('download')) return;
      if (opensTab(link.getAttribute('target'))) note('popup', event);
      else if (leavesDocument(link.getAttribute('href')!)) note('navigation', event);
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) =>
      note(
        opensTab((event.target as Element | null)?.getAttribute('target')) ? 'popup' : 'navigation',
        event,
      ),
    true,
  );
  // Every navigation away from the document (a script setting location included) starts here.
  window.addEventListener('beforeunload', () => note('navigation', null), true);
  const open = window.open;
  window.open = (...args: Parameters<typeof window.open>) => {
    note('popup', null);
    return open.apply(window, args);
  };

  const fetchOriginal = window.fetch;
  window.fetch = (...args: Parameters<typeof fetch>) => {
    openRequests += 1;
    return fetchOriginal.apply(window, args).finally(() => {
      openRequests -= 1;
      causeAt = Date.now();
      touch();
    });
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['send']>
  ) {
    openRequests += 1;
    this.addEventListener('loadend', () => {
      openRequests -= 1;
      causeAt = Date.now();
      touch();
    });
    return send.apply(this, args);
  };

  // Work that input or an answer causes: timers and frames scheduled right after a trusted input
  // event or a request's answer (or from the callback of one that counted, up to MAX_CHAIN deep).
  const SHORT_TIMER_MS = 500;
  const CAUSE_WINDOW_MS = 50;
  const MAX_CHAIN = 2;
  let depth = 0;
  const pending = new Set<string>();
  // Scripts and stylesheets awaited as work (below); a timer that one of those scripts sets as it
  // runs is its work too, as it would be an answer's.
  const seen = new WeakSet<Element>();
  const counts = (delay: number) =>
    delay <= SHORT_TIMER_MS &&
    (depth > 0
      ? depth < MAX_CHAIN
      : Date.now() - causeAt <= CAUSE_WINDOW_MS ||
        (document.currentScript !== null && seen.has(document.currentScript)));
  // Runs a counted callback at its depth in the chain, and stops counting it once it ran.
  const counted = (key: () => string, chainDepth: number, callback: () => unknown) => () => {
    pending.delete(key());
    const outer = depth;
    depth = chainDepth;
    try {
      return callback();
    } finally {
      depth = outer;
    }
  };
  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'click',
    'keydown',
    'keyup',
    'input',
    'change',
    'submit',
    'wheel',
  ]) {
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        causeAt = Date.now();
        if (event.type === 'wheel') wheelAt = causeAt;
      },
      { capture: true, passive: true },
    );
  }
  const setTimeoutOriginal = window.setTimeout.bind(window);
  const clearTimeoutOriginal = window.clearTimeout.bind(window);
  const frameOriginal = window.requestAnimationFrame.bind(window);
  const cancelFrameOriginal = window.cancelAnimationFrame.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !counts(Number(delay) || 0))
      return setTimeoutOriginal(handler, delay, ...args);
    let id = 0;
    id = setTimeoutOriginal(
      counted(
        () => `t${id}`,
        depth + 1,
        () => handler.apply(window, args),
      ),
      delay,
    );
    pending.add(`t${id}`);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    pending.delete(`t${id}`);
    clearTimeoutOriginal(id);
  }) as typeof window.clearTimeout;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    if (!counts(0)) return frameOriginal(callback);
    let id = 0;
    const chainDepth = depth + 1;
    id = frameOriginal((time) =>
      counted(
        () => `f${id}`,
        chainDepth,
        () => callback(time),
      )(),
    );
    pending.add(`f${id}`);
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    pending.delete(`f${id}`);
    cancelFrameOriginal(id);
  };

  // Scripts and stylesheets the page adds once it has loaded (a module loader such as RequireJS, a
  // bundle's lazily loaded chunk): the work they do arrives when they do, tens to hundreds of
  // milliseconds later, long after the DOM went quiet for the insertion. Each counts as work until
  // its load or error event, then as a cause, as an answer does. Only a script the page made with
  // createElement runs when inserted (one parsed from HTML, with innerHTML or jQuery's append,
  // never does, and fires no event), and each element counts once (a moved script loads nothing; a
  // moved stylesheet fires load again, measured). One that fires no event all the same stops
  // counting after RESOURCE_WAIT_MS.
  const RESOURCE_WAIT_MS = 2000;
  const created = new WeakSet<Element>();
  for (const name of ['createElement', 'createElementNS'] as const) {
    const original = Document.prototype[name] as (...args: unknown[]) => Element;
    Object.defineProperty(Document.prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: Document, ...args: unknown[]) {
        const element = original.apply(this, args);
        if (element instanceof HTMLScriptElement) created.add(element);
        return element;
      },
    });
  }
  const loads = (node: Node): node is HTMLScriptElement | HTMLLinkElement => {
    if (node instanceof HTMLScriptElement) {
      const type = node.type.trim().toLowerCase();
      return (
        created.has(node) &&
        node.src !== '' &&
        !node.noModule &&
        (type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type))
      );
    }
    return (
      node instanceof HTMLLinkElement &&
      node.relList.contains('stylesheet') &&
      node.href !== '' &&
      !node.disabled
    );
  };
  // Work until `target` fires one of `ends` (RESOURCE_WAIT_MS at most), then a cause, as an answer.
  let loadsAwaited = 0;
  const awaitEnd = (target: EventTarget, ends: readonly string[]) => {
    loadsAwaited += 1;
    const key = `r${loadsAwaited}`;
    pending.add(key);
    const done = () => {
      if (!pending.delete(key)) return;
      causeAt = Date.now();
      touch();
    };
    for (const type of ends) target.addEventListener(type, done, { once: true });
    setTimeoutOriginal(done, RESOURCE_WAIT_MS);
  };
  const awaitResource = (element: Element) => {
    if (seen.has(element)) return;
    seen.add(element);
    awaitEnd(element, ['load', 'error']);
  };
  // Web fonts load when text first uses them and, when one arrives, the text is laid out again
  // without a DOM change, which can move elements into or out of the viewport. A loading period of
  // the document's fonts counts as work until it ends (loaded or failed), in the same way.
  document.fonts.addEventListener('loading', () => awaitEnd(document.fonts, ['loadingdone', 'loadingerror']));
  const onMutations = (records: MutationRecord[]) => {
    touch();
    // While the document is parsed, the parser's own scripts and sheets hold it back already.
    if (document.readyState === 'loading') return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (loads(node)) awaitResource(node);
        else if (node instanceof Element && node.firstElementChild)
          for (const inner of node.querySelectorAll('script[src], link[rel~="stylesheet"]'))
            if (loads(inner)) awaitResource(inner);
      }
    }
  };
  new MutationObserver(onMutations).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('scroll', touch, { capture: true, passive: true });
  return {
    get lastChange() {
      return lastChange;
    },
    get changes() {
      return changes;
    },
    get openRequests() {
      return openRequests;
    },
    get pendingWork() {
      return pending.size;
    },
    nextFrame: (callback) => {
      frameOriginal(() => callback());
    },
    later: (callback, ms) => {
      setTimeoutOriginal(callback, ms);
    },
    navigationAt: () => latest('navigation'),
    popupAt: () => latest('popup'),
    wheelAt: () => wheelAt,
  };
}
