// The step mix bench/env drives on the fixture shop, and the plain way of doing the same steps that
// it is compared with: Playwright locators with their default waits, waiting for 'load',
// page.content() and a regex simplifier in Node (no DOM).
import type { Page } from 'playwright-core';
import type { DoAction, Observation } from '../src/core/index.js';

/** One step of the workload, independent of how it is executed. */
export type WorkloadStep =
  | { kind: 'link'; text: string }
  | { kind: 'add-to-cart'; nth: number }
  | { kind: 'type'; text: string }
  | { kind: 'search'; text: string }
  | { kind: 'scroll' };

/** What a step can be chosen from: the product links and cart buttons the agent can see. */
export interface Candidates {
  productLinks: string[];
  cartButtons: number;
  searchBox: boolean;
}

/** The mix: mostly navigation (a product link), then in-page clicks, typing, searches, scrolls. */
export function chooseStep(random: () => number, candidates: Candidates): WorkloadStep {
  const roll = random();
  const pick = (n: number) => Math.floor(random() * n);
  if (roll < 0.55 && candidates.productLinks.length > 0) {
    return { kind: 'link', text: candidates.productLinks[pick(candidates.productLinks.length)]! };
  }
  if (roll < 0.8 && candidates.cartButtons > 0)
    return { kind: 'add-to-cart', nth: pick(candidates.cartButtons) };
  if (roll < 0.88 && candidates.searchBox) return { kind: 'type', text: 'warm socks' };
  if (roll < 0.93 && candidates.searchBox) return { kind: 'search', text: 'shoes' };
  return { kind: 'scroll' };
}

/** Candidates from our observation (what is in the viewport). */
export function candidatesOf(observation: Observation): Candidates {
  return {
    productLinks: observation.elements.filter((e) => /^Product \d+$/.test(e.text)).map((e) => e.text),
    cartButtons: observation.elements.filter((e) => e.text === 'Add to cart').length,
    searchBox: observation.elements.some((e) => e.attributes.placeholder === 'Search the shop'),
  };
}

/** The workload step as a WebRL action on our observation. */
export function toAction(step: WorkloadStep, observation: Observation): DoAction {
  const idOf = (test: (e: Observation['elements'][number]) => boolean, nth = 0) =>
    String(observation.elements.filter(test)[nth]!.id);
  const search = (e: Observation['elements'][number]) => e.attributes.placeholder === 'Search the shop';
  switch (step.kind) {
    case 'link':
      return { kind: 'do', action: 'Click', element: idOf((e) => e.text === step.text) };
    case 'add-to-cart':
      return { kind: 'do', action: 'Click', element: idOf((e) => e.text === 'Add to cart', step.nth) };
    case 'type':
      return { kind: 'do', action: 'Type', argument: step.text, element: idOf(search) };
    case 'search':
      return { kind: 'do', action: 'Search', argument: step.text, element: idOf(search) };
    case 'scroll':
      return { kind: 'do', action: 'Scroll Down' };
  }
}

/** The plain way's observation: page.content() simplified by regexes in Node. */
export function simplifyPlain(html: string): string {
  let id = 0;
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(a|button|input|select|textarea|option)\b([^>]*)>/gi, (_, tag: string, attrs: string) => {
      const kept = [...attrs.matchAll(/\b(title|value|type|placeholder|href)="([^"]*)"/g)]
        .map((m) => ` ${m[1]}="${m[2]}"`)
        .join('');
      return `<${tag.toLowerCase()} id="${id++}"${kept}>`;
    })
    .replace(/<\/?(?!(a|button|input|select|textarea|option)\b)[a-z][^>]*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Candidates from the plain observation (every link and button in the page). */
export function plainCandidates(simplified: string): Candidates {
  return {
    productLinks: [...simplified.matchAll(/<a [^>]*>\s*(Product \d+)\s*</g)].map((m) => m[1]!),
    cartButtons: simplified.match(/>\s*Add to cart\s*</g)?.length ?? 0,
    searchBox: simplified.includes('placeholder="Search the shop"'),
  };
}

/** Executes a workload step the plain way: locators with default waits, then wait for 'load'. */
export async function runPlainStep(page: Page, step: WorkloadStep): Promise<void> {
  switch (step.kind) {
    case 'link': {
      // A link may lead to the page already shown, so wait for the next load, not for a URL.
      const link = page.getByRole('link', { name: step.text, exact: true });
      await Promise.all([page.waitForEvent('load'), link.click()]);
      return;
    }
    case 'add-to-cart':
      await page.getByRole('button', { name: 'Add to cart' }).nth(step.nth).click();
      await page.waitForLoadState('load');
      return;
    case 'type':
      await page.getByPlaceholder('Search the shop').fill(step.text);
      return;
    case 'search': {
      await page.getByPlaceholder('Search the shop').fill(step.text);
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      return;
    }
    case 'scroll':
      await page.mouse.wheel(0, 480);
      await page.waitForLoadState('load');
      return;
  }
}

/** Where the floor way's input goes: the centre of the step's element, found before the step is timed. */
export async function floorTarget(page: Page, step: WorkloadStep): Promise<{ x: number; y: number } | null> {
  if (step.kind === 'scroll') return null;
  return page.evaluate(async (step) => {
    // A wheel of the step before may land a frame late: measure after two frames.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // No named helpers in here: tsx would wrap them in a __name() the page does not have.
    const controls = [...document.querySelectorAll('a, button, input')] as HTMLElement[];
    const element =
      step.kind === 'link'
        ? controls.find((e) => e.tagName === 'A' && e.textContent?.trim() === step.text)
        : step.kind === 'add-to-cart'
          ? controls.filter((e) => e.textContent?.trim() === 'Add to cart')[step.nth]
          : controls.find((e) => e.getAttribute('placeholder') === 'Search the shop');
    if (!element) throw new Error(`floor: no element for ${JSON.stringify(step)}`);
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, step);
}

/**
 * The floor of a step: only its input events at a point found beforehand, and the wait for 'load'
 * where it loads a page; no element lookup, no settling, no observation. What a step costs the
 * browser itself, to show how much of ours and the plain way's is the rest.
 */
export async function runFloorStep(
  page: Page,
  step: WorkloadStep,
  at: { x: number; y: number } | null,
): Promise<void> {
  const load = () => page.waitForEvent('load');
  switch (step.kind) {
    case 'link':
      await Promise.all([load(), page.mouse.click(at!.x, at!.y)]);
      return;
    case 'add-to-cart':
      await page.mouse.click(at!.x, at!.y);
      return;
    case 'type':
      await page.mouse.click(at!.x, at!.y);
      await page.keyboard.insertText(step.text);
      return;
    case 'search':
      await page.mouse.click(at!.x, at!.y);
      await page.keyboard.insertText(step.text);
      await Promise.all([load(), page.keyboard.press('Enter')]);
      return;
    case 'scroll':
      await page.mouse.wheel(0, 480);
      return;
  }
}
