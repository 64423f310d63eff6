// A site's own `func:` evaluator helper (WebArena §4.5 style): a named function an evaluator calls
// with string literals, after an episode, to read a value from the site (usually over its API).
import type { SiteUrlKey } from '../../core/index.js';

/** What a helper may use: the slot's site URLs and an HTTP client. */
export interface FuncHelperContext {
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
  fetch: typeof fetch;
}

/**
 * A `func:` helper, called as `func:<name>('arg', …)` in a program_html url or locator. The wiring
 * in cli/ registers it in the evaluators' helper registry beside WebArena's canonical helpers.
 */
export interface FuncHelper {
  /** The name tasks call it by, `<site key>_<what>` like WebArena's (`shopping_get_sku_latest_review_title`). */
  readonly name: string;
  /** One line for `webrl tasks show` and the README. */
  readonly description: string;
  /** How many string arguments it takes. */
  readonly arity: number;
  /** Computes the value; null when there is nothing to select. */
  call(args: readonly string[], context: FuncHelperContext): Promise<string | null>;
}
