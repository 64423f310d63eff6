// Puts the built-in sites' own `func:` helpers into the evaluators' registry beside WebArena's
// canonical ones (sites/ cannot import eval/, so the two meet here).
import { builtinHelpers, type EvalHelper, type HelperRegistry } from '../eval/index.js';
import type { Site } from '../sites/index.js';

/** WebArena's helpers plus every helper the given sites declare. */
export function helpersForSites(sites: readonly Site[]): HelperRegistry {
  const registry = builtinHelpers();
  for (const site of sites) {
    for (const helper of site.helpers) {
      if (registry.has(helper.name))
        throw new Error(`site "${site.name}" redefines the func: helper ${helper.name}`);
      const adapted: EvalHelper = {
        params: Array.from({ length: helper.arity }, () => 'string' as const),
        run: (args, context) =>
          helper.call(args as string[], { urls: context.siteUrls, fetch: context.fetch }),
      };
      registry.set(helper.name, adapted);
    }
  }
  return registry;
}
