// Holds observe to the real WebRL observations in ../shared/data/webrl/htmls.json: our output
// follows the same grammar and attribute rules, and a page rebuilt from a real sample's tags (boxes
// from its data-bbox, the same texts and attributes) is observed as exactly that sample.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from './fixtures/fixture-server.js';
import { launchBrowser } from './launch.js';
import { observePage } from './observe.js';
import {
  allNodes,
  formatViolations,
  parseSimplifiedHtml,
  type SimplifiedNode,
} from './simplified-html-grammar.test-support.js';

const SAMPLES_FILE = resolve(import.meta.dirname, '../../../shared/data/webrl/htmls.json');
const samples = (JSON.parse(readFileSync(SAMPLES_FILE, 'utf8')) as Record<string, string>[])[0]!;

let browser: Browser;
let page: Page;
let server: FixtureServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startFixtureServer()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

function expectWellFormed(html: string): SimplifiedNode {
  const root = parseSimplifiedHtml(html);
  expect(root.tag).toBe('html');
  const nodes = allNodes(root);
  expect(nodes.flatMap(formatViolations)).toEqual([]);
  const ids = nodes.flatMap((node) => (node.id === undefined ? [] : [node.id]));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
  return root;
}

describe('observe follows the format of real WebRL observations', () => {
  it.each(Object.keys(samples))('the grammar checker accepts the real %s sample', (site) => {
    expectWellFormed(samples[site]!);
  });

  it.each(['/site/p/0', '/site/p/7', '/site/search?q=shoes', '/pages/act.html'])(
    'our observation of %s has the same grammar, attribute order and id order',
    async (path) => {
      await page.goto(`${server.origin}${path}`);
      const observation = await observePage(page);
      const root = expectWellFormed(observation.html);
      const shownIds = allNodes(root).flatMap((node) => (node.id === undefined ? [] : [node.id]));
      expect(shownIds.length).toBeGreaterThan(5);
      expect(shownIds.every((id) => observation.elements[id]?.id === id)).toBe(true);
    },
  );
});

/**
 * Rebuilds a page from a sample's tags: each tag an element at its data-bbox (position: fixed),
 * with its attributes, its text first and the rest of its data-text after its children. Elements
 * with an id are the only hit-testable ones (pointer cursor, on top, smaller over larger); a tag kept for having two
 * children with content that the sample does not show gets hidden children with text, and an id
 * the sample skips (an aria-hidden control without text) gets such a control.
 */
async function renderSample(root: SimplifiedNode): Promise<void> {
  await page.setContent('<html><head><title>Sample</title></head><body></body></html>');
  const build = (tree: SimplifiedNode) => {
    let nextId = 0;
    const place = (element: HTMLElement, node: SimplifiedNode) => {
      const attributes = new Map(node.attributes);
      const [left, top, width, height] = (attributes.get('data-bbox') ?? '0,0,0,0').split(',').map(Number);
      const labelled = node.id !== undefined;
      element.style.cssText =
        `position:fixed;left:${left}px;top:${top}px;width:${width}px;height:${height}px;margin:0;padding:0;` +
        `border:0;box-sizing:border-box;display:block;overflow:visible;font-size:1px;` +
        `pointer-events:${labelled ? 'auto' : 'none'};cursor:${labelled ? 'pointer' : 'auto'};` +
        // Where ids overlap, the smaller box is the one on top (a link laid over a search field).
        `z-index:${labelled ? 1 + Math.max(0, 2_000_000 - width! * height!) : 'auto'}`;
      for (const name of ['title', 'value', 'type', 'placeholder', 'data-testid', 'data-label']) {
        if (attributes.has(name)) element.setAttribute(name, attributes.get(name)!);
      }
      if (attributes.get('data-status') === 'checked') (element as HTMLInputElement).checked = true;
      const dataText = attributes.get('data-text') ?? '';
      const tail =
        node.text && dataText.startsWith(node.text) ? dataText.slice(node.text.length + 1) : dataText;
      if (node.text) element.append(node.text);
      const hasContent = (n: SimplifiedNode): boolean =>
        n.text !== '' || n.attributes.some(([name]) => name !== 'data-bbox') || n.children.some(hasContent);
      for (const child of node.children) {
        for (; child.id !== undefined && nextId < child.id; nextId += 1) {
          const skipped = document.createElement('span');
          skipped.setAttribute('aria-hidden', 'true');
          skipped.style.cssText = `position:fixed;left:1276px;top:${700 - 4 * nextId}px;width:2px;height:2px;cursor:pointer;pointer-events:auto`;
          element.append(skipped);
        }
        if (child.id !== undefined) nextId = child.id + 1;
        const childElement = document.createElement(child.tag);
        element.append(childElement);
        place(childElement, child);
      }
      const ownContent = node.text !== '' || node.attributes.some(([name]) => name !== 'data-bbox');
      if (!ownContent && !labelled) {
        for (let i = node.children.filter(hasContent).length; i < 2; i += 1) {
          const filler = document.createElement('i');
          filler.style.display = 'none';
          filler.textContent = 'hidden';
          element.append(filler);
        }
      }
      if (tail) element.append(tail);
    };
    const html = document.documentElement;
    const body = tree.children[0]!;
    const [, , width, height] = new Map(tree.attributes).get('data-bbox')!.split(',').map(Number);
    html.style.cssText = `margin:0;width:${width}px;height:${height}px;overflow:hidden`;
    document.body.remove();
    const newBody = document.createElement('body');
    html.append(newBody);
    place(newBody, body);
  };
  await page.evaluate(`(() => { const __name = (f) => f; (${build})(${JSON.stringify(root)}); })()`);
}

describe('a page rebuilt from a real WebRL observation is observed as that observation', () => {
  // cms and gitlab are left out: some of their ids sit on inline elements whose first line box has
  // zero width (cms, from id 19 on) and on overlapping SVG paths (gitlab), whose hit areas plain
  // boxes cannot rebuild. Up to those ids they are reproduced too.
  it.each(['map', 'oss', 'reddit'])('reproduces the %s sample', async (site) => {
    const sample = samples[site]!;
    const root = parseSimplifiedHtml(sample);
    expect(root.children).toHaveLength(1);
    await renderSample(root);
    const observation = await observePage(page);
    expect(observation.html).toBe(sample);
  });
});
