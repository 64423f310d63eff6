// A site's own `func:` evaluator helper (WebArena §4.5 style): a named function an evaluator calls
// with literal arguments to fetch a URL or a value from the site after an episode.
import type { SiteUrlKey } from '../../core/index.js';

/** What a helper may use: the slot's site URLs. */
export interface FuncHelperContext {
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
}

/** A `func:` helper, called as `func:<name>('arg', …)` in a program_html url or locator. */
export interface FuncHelper {
  /** The name tasks call it by, `<site key>_<verb>_…` like WebArena's (`shopping_get_latest_order_url`). */
  readonly name: string;
  /** One line for `webrl tasks show` and the README. */
  readonly description: string;
  /** Computes the value from the call's string arguments. */
  call(args: readonly string[], context: FuncHelperContext): Promise<string>;
}
