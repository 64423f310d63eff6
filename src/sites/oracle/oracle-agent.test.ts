import { describe, expect, it } from 'vitest';
import type { Observation, PageElement, TaskConfig } from '../../core/index.js';
import { stringMatchEval } from '../tasks/eval-specs.js';
import { defineTemplate } from '../tasks/task-template.js';
import { click, exit } from './actions.js';
import { findElement, findText, requireElement } from './find-element.js';
import { OracleAgent } from './oracle-agent.js';
import { clickElement } from './steps.js';

function element(id: number, role: string, text: string, extra: Partial<PageElement> = {}): PageElement {
  return {
    id,
    tag: role === 'link' ? 'a' : 'button',
    role,
    text,
    attributes: {},
    bbox: [0, 0, 10, 10],
    context: '',
    ...extra,
  };
}

function page(url: string, elements: PageElement[], texts: string[] = [], scrollY = 0): Observation {
  return {
    url,
    title: url,
    html: '',
    elements,
    texts: texts.map((text) => ({ text, tag: 'span', bbox: [0, 0, 10, 10] })),
    scroll: { y: scrollY, height: 2000, viewportHeight: 720 },
    tabs: [{ url, title: url }],
    activeTab: 0,
  };
}

const pricing = defineTemplate<{ product: string }>({
  key: 'shopping/test-price',
  id: 9001,
  sites: ['shopping'],
  intentTemplate: 'Price of {{product}}?',
  complexity: 1,
  instances: () => [],
  *solve(task, first) {
    const { product } = task.instantiation_dict as { product: string };
    const productPage = yield* clickElement(first, { role: 'link', text: product });
    yield exit(findText(productPage, /^\$\d+\.\d\d$/) ?? '');
  },
});

function task(product: string, id: number): TaskConfig {
  return {
    sites: ['shopping'],
    task_id: id,
    require_login: true,
    storage_state: null,
    start_url: '__SHOPPING__',
    geolocation: null,
    intent_template: pricing.intentTemplate,
    instantiation_dict: { product },
    intent: `Price of ${product}?`,
    require_reset: true,
    eval: stringMatchEval({ must_include: ['1'] }),
    intent_template_id: 9001,
    webrl: { template: pricing.key, split: 'test', complexity: 1 },
  };
}

describe('find-element helpers', () => {
  const obs = page(
    '/',
    [element(0, 'link', 'Home'), element(1, 'button', 'Add to Cart', { context: 'Blue Mug $9.99' })],
    ['$9.99'],
  );

  it('matches role, text, context and attributes, never ids', () => {
    expect(findElement(obs, { role: 'button', context: /Blue Mug/ })?.id).toBe(1);
    expect(findElement(obs, { role: 'link', text: 'home' })?.id).toBe(0);
    expect(findElement(obs, { role: 'link', text: 'Cart' })).toBeUndefined();
    expect(findText(obs, /^\$(\d+\.\d\d)$/)).toBe('9.99');
  });

  it('names what it looked for and what the page offers when nothing matches', () => {
    expect(() => requireElement(obs, { role: 'link', text: 'Checkout' })).toThrow(
      /no link text Checkout on \/;.*1:button:"Add to Cart"/,
    );
  });
});

describe('OracleAgent', () => {
  const tasks = [task('Blue Mug', 0), task('Red Mug', 1)];
  const home = page('/', [element(0, 'link', 'Blue Mug'), element(1, 'link', 'Red Mug')]);

  it('drives each episode’s solver with the observations it is given, in parallel', async () => {
    const agent = new OracleAgent(tasks, [pricing]);
    const blue = await agent.act({ intent: 'Price of Blue Mug?', history: [], observation: home });
    const red = await agent.act({ intent: 'Price of Red Mug?', history: [], observation: home });
    expect(blue.response).toBe('do(action="Click", element="0")');
    expect(red.response).toBe('do(action="Click", element="1")');
    const history = (response: string) => [{ response, action: null, url: '/' }];
    const blueEnd = await agent.act({
      intent: 'Price of Blue Mug?',
      history: history(blue.response),
      observation: page('/blue', [], ['$9.99']),
    });
    expect(blueEnd.response).toBe('exit(message="$9.99")');
  });

  it('scrolls to find an element below the fold', async () => {
    const agent = new OracleAgent(tasks, [pricing]);
    const response = await agent.act({
      intent: 'Price of Red Mug?',
      history: [],
      observation: page('/', []),
    });
    expect(response.response).toBe('do(action="Scroll Down")');
  });

  it('reports an oracle failure as an exit and keeps the reason', async () => {
    const agent = new OracleAgent(tasks, [pricing]);
    const bottom = page('/', [], [], 1280);
    const response = await agent.act({
      intent: 'Price of Red Mug?',
      history: [],
      observation: { ...bottom, scroll: { y: 0, height: 720, viewportHeight: 720 } },
    });
    expect(response.response).toMatch(/^exit\(message="oracle failed: link text Red Mug not found/);
    expect(agent.failureOf('Price of Red Mug?')).toMatch(/not found/);
  });

  it('refuses tasks whose template it does not know', () => {
    expect(
      () =>
        new OracleAgent(
          [{ ...tasks[0]!, webrl: { template: 'x/y', split: 'test', complexity: 1 } }],
          [pricing],
        ),
    ).toThrow(/has no oracle/);
  });

  it('uses click() action constructors that carry the element id as a string', () => {
    expect(click(element(7, 'link', 'x'))).toEqual({ kind: 'do', action: 'Click', element: '7' });
  });
});
