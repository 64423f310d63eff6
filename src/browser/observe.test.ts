// Golden tests of observe: each WebRL rule (reference/webarena.md §6.2) on a fixture page whose
// boxes are fixed by CSS, so the expected simplified HTML is exact and was checked by hand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './launch.js';
import { ELEMENT_ID_ATTRIBUTE, observePage } from './observe.js';
import { asciiJson, callInPage } from './page-runtime.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
});
afterAll(async () => {
  await browser?.close();
});

/** `position:absolute` at a fixed box, so data-bbox values do not depend on fonts. */
const at = (left: number, top: number, width: number, height: number) =>
  `position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${height}px;margin:0;padding:0;border:0`;

async function show(body: string): Promise<void> {
  await page.setContent(
    `<html><head><title>Fixture</title><style>html,body{margin:0;width:1280px;height:720px}</style></head><body>${body}</body></html>`,
  );
}

async function htmlOf(body: string, scope: 'viewport' | 'page' = 'viewport'): Promise<string> {
  await show(body);
  return (await observePage(page, { scope })).html;
}

/** The html and body tags every fixture page renders (body kept when it has 2+ content children). */
const pageOf = (inner: string) =>
  `<html data-bbox="0,0,1280,720"> <body data-bbox="0,0,1280,720"> ${inner} </body> </html>`;
const pageWithoutBody = (inner: string) => `<html data-bbox="0,0,1280,720"> ${inner} </html>`;

describe('observe: which elements get ids', () => {
  it('marks onclick, cursor:pointer, clickable roles, contenteditable, tabindex ≥ 0, "button" classes, jsaction clicks and enabled label controls', async () => {
    const html = await htmlOf(`
      <div onclick="void 0" style="${at(0, 0, 100, 20)}">onclick</div>
      <div style="cursor:pointer;${at(0, 20, 100, 20)}">pointer</div>
      <div role="button" style="${at(0, 40, 100, 20)}">role</div>
      <div contenteditable="true" style="${at(0, 60, 100, 20)}">editable</div>
      <div tabindex="0" style="${at(0, 80, 100, 20)}">tab0</div>
      <div tabindex="-1" style="${at(0, 100, 100, 20)}">tabminus</div>
      <div class="big-Button" style="${at(0, 120, 100, 20)}">classy</div>
      <div jsaction="click:ns.go" style="${at(0, 140, 100, 20)}">jsclick</div>
      <div jsaction="mouseover:ns.go" style="${at(0, 160, 100, 20)}">jshover</div>
      <label for="on" style="${at(0, 180, 100, 20)}">enabled</label><input id="on" style="${at(200, 180, 100, 20)}">
      <label for="off" style="${at(0, 200, 100, 20)}">disabled</label><input id="off" disabled style="${at(200, 200, 100, 20)}">
      <span style="${at(0, 220, 100, 20)}">plain</span>`);
    expect(html).toBe(
      pageOf(
        [
          '<div id="0" data-text="onclick" data-bbox="0,0,100,20"> onclick </div>',
          '<div id="1" data-text="pointer" data-bbox="0,20,100,20"> pointer </div>',
          '<div id="2" data-text="role" data-bbox="0,40,100,20"> role </div>',
          '<div id="3" data-text="editable" data-bbox="0,60,100,20"> editable </div>',
          '<div id="4" data-text="tab0" data-bbox="0,80,100,20"> tab0 </div>',
          '<div data-text="tabminus" data-bbox="0,100,100,20"> tabminus </div>',
          '<div id="5" data-text="classy" data-bbox="0,120,100,20"> classy </div>',
          '<div id="6" data-text="jsclick" data-bbox="0,140,100,20"> jsclick </div>',
          '<div data-text="jshover" data-bbox="0,160,100,20"> jshover </div>',
          '<label id="7" data-text="enabled" data-bbox="0,180,100,20"> enabled </label>',
          '<input id="8" data-bbox="200,180,100,20"> </input>',
          '<label data-text="disabled" data-bbox="0,200,100,20"> disabled </label>',
          '<input id="9" data-bbox="200,200,100,20"> </input>',
          '<span data-text="plain" data-bbox="0,220,100,20"> plain </span>',
        ].join(' '),
      ),
    );
  });

  it('keeps only the innermost clickable: a span inside a link inherits its pointer cursor and takes the id', async () => {
    const html = await htmlOf(`
      <a href="#a" style="${at(0, 0, 200, 40)}"><span style="${at(0, 0, 100, 20)}">Inner</span></a>
      <a href="#b" style="${at(0, 50, 200, 20)}">Direct</a>
      <div onclick="void 0" style="${at(0, 80, 300, 40)}"><button style="${at(0, 0, 100, 20)}">Btn</button>tail</div>`);
    expect(html).toBe(
      pageOf(
        [
          '<span id="0" data-text="Inner" data-bbox="0,0,100,20"> Inner </span>',
          '<a id="1" data-text="Direct" data-bbox="0,50,200,20"> Direct </a>',
          '<div data-text="tail" data-bbox="0,80,300,40"> <button id="2" data-text="Btn" data-bbox="0,80,100,20"> Btn </button> </div>',
        ].join(' '),
      ),
    );
  });

  it('gives no id to an element whose centre is covered by another', async () => {
    const html = await htmlOf(`
      <button style="${at(0, 0, 100, 20)}">Covered</button>
      <div style="background:white;${at(0, 0, 200, 50)}"></div>
      <button style="${at(0, 100, 100, 20)}">Free</button>`);
    expect(html).toBe(
      pageOf(
        [
          '<button data-text="Covered" data-bbox="0,0,100,20"> Covered </button>',
          '<button id="0" data-text="Free" data-bbox="0,100,100,20"> Free </button>',
        ].join(' '),
      ),
    );
  });

  it('numbers only what the viewport shows and drops what lies outside it; page scope takes the whole document', async () => {
    const body = `
      <a href="#1" style="${at(0, 700, 100, 40)}">Half in</a>
      <a href="#2" style="${at(0, 690, 100, 20)}">Bottom edge</a>
      <a href="#3" style="${at(0, 800, 100, 20)}">Below</a>
      <a href="#4" style="${at(1300, 0, 100, 20)}">Right</a>
      <a href="#5" style="${at(-50, 0, 100, 20)}">Left</a>`;
    // "Half in": its centre (y = 720) is outside the viewport, so it cannot be hit-tested, but its
    // box touches the viewport, so it is shown without an id.
    expect(await htmlOf(body)).toBe(
      pageOf(
        [
          '<a data-text="Half in" data-bbox="0,700,100,40"> Half in </a>',
          '<a id="0" data-text="Bottom edge" data-bbox="0,690,100,20"> Bottom edge </a>',
          '<a id="1" data-text="Left" data-bbox="-50,0,100,20"> Left </a>',
        ].join(' '),
      ),
    );
    expect(await htmlOf(body, 'page')).toBe(
      pageOf(
        [
          '<a id="0" data-text="Half in" data-bbox="0,700,100,40"> Half in </a>',
          '<a id="1" data-text="Bottom edge" data-bbox="0,690,100,20"> Bottom edge </a>',
          '<a id="2" data-text="Below" data-bbox="0,800,100,20"> Below </a>',
          '<a id="3" data-text="Right" data-bbox="1300,0,100,20"> Right </a>',
          '<a id="4" data-text="Left" data-bbox="-50,0,100,20"> Left </a>',
        ].join(' '),
      ),
    );
  });

  it('removes the previous observation’s ids before numbering again', async () => {
    await show(
      `<a href="#1" style="${at(0, 0, 100, 20)}">One</a><a href="#2" style="${at(0, 30, 100, 20)}">Two</a>`,
    );
    await observePage(page);
    await page.evaluate(() => document.querySelector('a')!.remove());
    const observation = await observePage(page);
    expect(observation.elements.map((e) => [e.id, e.text])).toEqual([[0, 'Two']]);
    const marked = await page.evaluate(
      (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((e) => e.getAttribute(attribute)),
      ELEMENT_ID_ATTRIBUTE,
    );
    expect(marked).toEqual(['0']);
  });

  it('rewrites no id when nothing changed, and only the ids that changed otherwise', async () => {
    await show(
      `<a href="#1" style="${at(0, 0, 100, 20)}">One</a><a href="#2" style="${at(0, 30, 100, 20)}">Two</a>` +
        `<a href="#3" style="${at(0, 60, 100, 20)}">Three</a>`,
    );
    await observePage(page);
    // Page scripts see every write of the id attribute: count them from here on.
    await page.evaluate((attribute) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const r of records) seen.push(`${(r.target as Element).textContent}:${r.oldValue}`);
      }).observe(document, { subtree: true, attributeFilter: [attribute], attributeOldValue: true });
    }, ELEMENT_ID_ATTRIBUTE);
    const writes = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0));
    await observePage(page);
    expect(await writes()).toEqual([]);
    await page.evaluate(() => document.querySelector('a')!.remove());
    const observation = await observePage(page);
    expect(observation.elements.map((e) => [e.id, e.text])).toEqual([
      [0, 'Two'],
      [1, 'Three'],
    ]);
    expect((await writes()).sort()).toEqual(['Three:2', 'Two:1']);
  });

  it('writes and removes no id in a dry run, and numbers the elements as a real observation would', async () => {
    await show(
      `<a href="#1" style="${at(0, 0, 100, 20)}">One</a><a href="#2" style="${at(0, 30, 100, 20)}">Two</a>`,
    );
    await observePage(page);
    await page.evaluate(() => document.querySelector('a')!.remove());
    const dry = await callInPage(page, 'snapshot', {
      marker: ELEMENT_ID_ATTRIBUTE,
      scope: 'viewport',
      dryRun: true,
    });
    expect(dry.elements.map((e) => [e.id, e.text])).toEqual([[0, 'Two']]);
    // "Two" keeps the id the last real observation wrote.
    const marks = () =>
      page.evaluate(
        (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((e) => e.getAttribute(attribute)),
        ELEMENT_ID_ATTRIBUTE,
      );
    expect(await marks()).toEqual(['1']);
    await observePage(page);
    expect(await marks()).toEqual(['0']);
  });

  it('observes a document without a root element (between commit and parse, or emptied) as empty', async () => {
    await show('<a href="#1">One</a>');
    await page.evaluate(() => document.documentElement.remove());
    const observation = await observePage(page);
    expect(observation).toMatchObject({ html: '', elements: [], texts: [] });
  });
});

describe('observe: how elements are written', () => {
  it('writes a select’s value and selected text, and keeps its options with the selected one marked (not inside optgroups)', async () => {
    const html = await htmlOf(`
      <select style="${at(0, 0, 100, 20)}"><option value="a">One</option><option value="b" selected>Two</option></select>
      <select style="${at(0, 40, 100, 20)}"><optgroup label="G"><option>Grouped</option></optgroup></select>`);
    expect(html).toBe(
      pageOf(
        [
          '<select id="0" data-value="b" data-text="Two" data-bbox="0,0,100,20">',
          '<option value="a" data-text="One"> One </option>',
          '<option value="b" data-text="Two" data-status="selected"> Two </option> </select>',
          '<select id="1" data-value="Grouped" data-bbox="0,40,100,20"> </select>',
        ].join(' '),
      ),
    );
  });

  it('writes a checkbox’s live checked state, and no status for radios', async () => {
    await show(`
      <input type="checkbox" checked style="${at(0, 0, 20, 20)}">
      <input type="checkbox" style="${at(0, 30, 20, 20)}">
      <input type="radio" style="${at(0, 60, 20, 20)}">`);
    await page.evaluate(() => {
      const [first, second] = document.querySelectorAll('input');
      first!.checked = false;
      second!.checked = true;
    });
    expect((await observePage(page)).html).toBe(
      pageOf(
        [
          '<input id="0" type="checkbox" data-value="on" data-bbox="0,0,20,20" data-status="not-checked"> </input>',
          '<input id="1" type="checkbox" data-value="on" data-bbox="0,30,20,20" data-status="checked"> </input>',
          '<input id="2" type="radio" data-value="on" data-bbox="0,60,20,20"> </input>',
        ].join(' '),
      ),
    );
  });

  it('writes the value attribute as the page had it and data-value as the live value', async () => {
    await show(`
      <input value="old" placeholder="Name" style="${at(0, 0, 100, 20)}">
      <textarea style="${at(0, 30, 100, 40)}">default text</textarea>`);
    await page.evaluate(() => {
      document.querySelector('input')!.value = 'typed';
      document.querySelector('textarea')!.value = 'edited';
    });
    expect((await observePage(page)).html).toBe(
      pageOf(
        [
          '<input id="0" value="old" placeholder="Name" data-value="typed" data-bbox="0,0,100,20"> </input>',
          '<textarea id="1" data-value="edited" data-text="default text" data-bbox="0,30,100,40"> default text </textarea>',
        ].join(' '),
      ),
    );
  });

  it('drops an attribute whose value repeats an earlier kept attribute of the same tag', async () => {
    const html = await htmlOf(`
      <a href="#x" title="Same" style="${at(0, 0, 100, 20)}">Same</a>
      <input value="Go" type="submit" style="${at(0, 30, 100, 20)}">
      <span title="hidden" type="hidden" style="${at(0, 60, 100, 20)}">x</span>`);
    // The input's data-value "Go" repeats value; type="hidden" is never kept, on any tag.
    expect(html).toBe(
      pageOf(
        [
          '<a id="0" title="Same" data-bbox="0,0,100,20"> Same </a>',
          '<input id="1" value="Go" type="submit" data-bbox="0,30,100,20"> </input>',
          '<span title="hidden" data-text="x" data-bbox="0,60,100,20"> x </span>',
        ].join(' '),
      ),
    );
  });

  it('unwraps tags with neither text nor kept attributes nor two children with content', async () => {
    const html = await htmlOf(`
      <div style="${at(0, 0, 400, 100)}"><div style="${at(0, 0, 400, 100)}"><p style="${at(0, 0, 100, 20)}">Only child</p></div></div>
      <div style="${at(0, 200, 400, 100)}"><p style="${at(0, 0, 100, 20)}">First</p><p style="${at(0, 30, 100, 20)}">Second</p></div>
      <div style="${at(0, 400, 400, 100)}"></div>`);
    expect(html).toBe(
      pageOf(
        [
          '<p data-text="Only child" data-bbox="0,0,100,20"> Only child </p>',
          '<div data-bbox="0,200,400,100"> <p data-text="First" data-bbox="0,200,100,20"> First </p>',
          '<p data-text="Second" data-bbox="0,230,100,20"> Second </p> </div>',
        ].join(' '),
      ),
    );
  });

  it('shows only the text before the first child element (lxml .text), while data-text joins every own text node', async () => {
    const html = await htmlOf(`
      <p style="${at(0, 0, 400, 20)}">Lead <b style="${at(200, 0, 50, 20)}">bold</b> tail</p>
      <p style="${at(0, 40, 400, 20)}">Hel<!-- a comment -->lo<script>var ignored = 1;</script> again<i style="${at(300, 0, 50, 20)}">it</i></p>`);
    // Comments and scripts were cut out of the serialized HTML before lxml parsed it, so the text
    // around them joins; data-text, computed in the page, sees the separate text nodes.
    expect(html).toBe(
      pageOf(
        [
          '<p data-text="Lead,tail" data-bbox="0,0,400,20"> Lead <b data-text="bold" data-bbox="200,0,50,20"> bold </b> </p>',
          '<p data-text="Hel,lo,again" data-bbox="0,40,400,20"> Hello again <i data-text="it" data-bbox="300,40,50,20"> it </i> </p>',
        ].join(' '),
      ),
    );
  });

  it('collapses whitespace like the Python pipeline: non-breaking spaces survive inside text but not in data-text', async () => {
    const html = await htmlOf(`<p style="${at(0, 0, 400, 20)}">  a \n\n b&nbsp;&nbsp;c&nbsp;</p>`);
    expect(html).toBe(pageWithoutBody('<p data-text="a b c" data-bbox="0,0,400,20"> a b\u00a0\u00a0c </p>'));
  });

  it('cuts text and attribute values to 500 characters, counting code points', async () => {
    const long = `${'😀'.repeat(10)}${'x'.repeat(600)}`;
    const html = await htmlOf(`<p title="${'t'.repeat(700)}" style="${at(0, 0, 400, 20)}">${long}</p>`);
    const cut = `${'😀'.repeat(10)}${'x'.repeat(490)}`;
    expect(html).toBe(
      pageWithoutBody(`<p title="${'t'.repeat(500)}" data-text="${cut}" data-bbox="0,0,400,20"> ${cut} </p>`),
    );
  });

  it('brings text back exactly as the page has it: accents, curly quotes, an astral character, quotes and backslashes', async () => {
    // Results leave the page as ASCII JSON (asciiJson); this is the round trip through it.
    const text = 'Crème “brûlée” — 𝄞 \\ "x" ü';
    await show(`<a href="#" style="${at(0, 0, 400, 20)}">${text.replace('"x"', '&quot;x&quot;')}</a>`);
    const observation = await observePage(page);
    expect(observation.elements[0]!.text).toBe(text);
    expect(observation.html).toBe(
      pageWithoutBody(`<a id="0" data-text="${text}" data-bbox="0,0,400,20"> ${text} </a>`),
    );
  });

  it('writes results as ASCII JSON that parses back to the same value', () => {
    const value = { text: 'Crème “brûlée” — 𝄞 \\ "x"', none: undefined, list: ['ü', 1, null] };
    const json = asciiJson(value);
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(asciiJson(undefined)).toBe('null');
    expect(asciiJson({ a: 'plain' })).toBe('{"a":"plain"}');
  });

  it('hides aria-hidden elements but not their children', async () => {
    const html = await htmlOf(`
      <div aria-hidden="true" style="${at(0, 0, 400, 100)}">Hidden text<span style="${at(0, 50, 100, 20)}">Child</span></div>`);
    expect(html).toBe(pageWithoutBody('<span data-text="Child" data-bbox="0,50,100,20"> Child </span>'));
  });
});

describe('observe: structured elements', () => {
  it('describes each id with tag, role, text, value, options, state, box and nearby context', async () => {
    await show(`
      <h2 style="${at(0, 0, 400, 20)}">Shipping</h2>
      <ul style="${at(0, 30, 600, 200)}"><li style="${at(0, 0, 600, 40)}">Express delivery
        <a href="/x" style="${at(300, 0, 100, 20)}">Choose</a></li></ul>
      <label for="qty" style="${at(0, 300, 100, 20)}">Quantity</label>
      <input id="qty" type="number" value="2" style="${at(200, 300, 100, 20)}">
      <select style="${at(0, 330, 100, 20)}"><option>Small</option><option selected>Large</option></select>
      <input type="checkbox" checked disabled style="${at(0, 360, 20, 20)}">
      <p style="${at(0, 400, 300, 20)}">Total: $12</p>`);
    const observation = await observePage(page);
    expect(observation.title).toBe('Fixture');
    expect(observation.elements).toEqual([
      {
        id: 0,
        tag: 'a',
        role: 'link',
        text: 'Choose',
        attributes: { 'data-text': 'Choose', 'data-bbox': '300,30,100,20' },
        bbox: [300, 30, 100, 20],
        context: 'Express delivery Choose | Shipping',
      },
      {
        id: 1,
        tag: 'label',
        role: 'label',
        text: 'Quantity',
        attributes: { 'data-text': 'Quantity', 'data-bbox': '0,300,100,20' },
        bbox: [0, 300, 100, 20],
        context: 'Shipping',
      },
      {
        id: 2,
        tag: 'input',
        role: 'spinbutton',
        text: '',
        attributes: { value: '2', type: 'number', 'data-bbox': '200,300,100,20' },
        value: '2',
        bbox: [200, 300, 100, 20],
        context: 'Quantity | Shipping',
      },
      {
        id: 3,
        tag: 'select',
        role: 'combobox',
        text: 'Small Large',
        attributes: { 'data-value': 'Large', 'data-bbox': '0,330,100,20' },
        value: 'Large',
        options: ['Small', 'Large'],
        bbox: [0, 330, 100, 20],
        context: 'Shipping',
      },
      {
        id: 4,
        tag: 'input',
        role: 'checkbox',
        text: '',
        attributes: {
          type: 'checkbox',
          'data-value': 'on',
          'data-bbox': '0,360,20,20',
          'data-status': 'checked',
        },
        value: 'on',
        checked: true,
        disabled: true,
        bbox: [0, 360, 20, 20],
        context: 'Shipping',
      },
    ]);
    expect(observation.texts).toEqual([
      { text: 'Shipping', tag: 'h2', bbox: [0, 0, 400, 20] },
      { text: 'Express delivery', tag: 'li', bbox: [0, 30, 600, 40] },
      { text: 'Total: $12', tag: 'p', bbox: [0, 400, 300, 20] },
    ]);
    expect(observation.scroll).toEqual({ y: 0, height: 720, viewportHeight: 720 });
  });

  it('keeps the words of neighbouring elements apart in the context, and a bold part of a word joined', async () => {
    // Generated markup often has no whitespace between tags: textContent read this menu item as
    // "Home & KitchenFurnitureLiving Room Furniture" and the row as "184$12.00Complete".
    await show(`
      <ul style="${at(0, 0, 600, 300)}"><li><a href="/h" style="${at(0, 0, 200, 20)}">Home &amp; Kitchen</a><ul style="display:none"><li><a href="/f">Furniture</a></li><li><a href="/l">Living Room Furniture</a></li></ul></li></ul>
      <table style="${at(0, 400, 600, 40)}"><tr><td>184</td><td>$12.00</td><td>Com<b>plete</b></td><td><a href="/o" style="${at(400, 0, 100, 20)}">View Order</a></td></tr></table>`);
    const contexts = (await observePage(page)).elements.map((element) => [element.text, element.context]);
    expect(contexts).toEqual([
      ['Home & Kitchen', 'Home & Kitchen Furniture Living Room Furniture'],
      ['View Order', '184 $12.00 Complete View Order'],
    ]);
  });

  it('reads up to 200 characters of context however deeply the markup is indented', async () => {
    const indent = `\n${' '.repeat(300)}`;
    await show(
      `<table style="${at(0, 0, 600, 40)}"><tr>${indent}<td>${indent}Order${indent}</td>${indent}<td>${indent}000000220${indent}</td>${indent}<td><a href="/o" style="${at(400, 0, 100, 20)}">View</a></td></tr></table>`,
    );
    const [link] = (await observePage(page)).elements;
    expect(link?.context).toBe('Order 000000220 View');
  });
});
