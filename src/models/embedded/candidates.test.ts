import { describe, expect, it } from 'vitest';
import { DO_ACTIONS, formatAction, parseAction } from '../../core/index.js';
import {
  answerShape,
  candidateAction,
  countCandidates,
  enumerateCandidates,
  locateAction,
} from './candidates.js';
import { analyzeContext } from './context-analysis.js';
import { candidateCoverage } from './coverage.js';
import { seededRandom } from './random.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';
import { contextOf, element, observation, productPage, products, shopPage } from './test-pages.js';

const [product] = products(seededRandom(7), 1);
const intent = `Find "${product!.name}" and tell me its price; set the quantity to 3`;

function candidatesOf(page = productPage(product!), text = intent) {
  return enumerateCandidates(analyzeContext(contextOf(text, page)));
}

function argumentsOf(set: ReturnType<typeof candidatesOf>, key: string): string[] {
  return set.heads[set.headIndex.get(key)!]!.args!.map((a) => a.text);
}

describe('enumerateCandidates', () => {
  it('offers every WebRL action type on a page with text boxes and a select', () => {
    const set = candidatesOf();
    const names = new Set(set.heads.map((h) => h.action));
    for (const name of [...DO_ACTIONS, 'exit']) expect(names).toContain(name);
  });

  it('offers Type and Search only on text fields, Select only on selects', () => {
    const set = candidatesOf();
    expect(set.headIndex.has('Type#1')).toBe(true);
    expect(set.headIndex.has('Search#1')).toBe(true);
    expect(set.headIndex.has('Type#4')).toBe(false);
    expect(set.headIndex.has('Select Dropdown Option#2')).toBe(true);
    expect(set.headIndex.has('Select Dropdown Option#1')).toBe(false);
  });

  it('draws Type arguments from instruction spans and quoted strings, as exact substrings', () => {
    const args = argumentsOf(candidatesOf(), 'Type#1');
    expect(args).toContain(product!.name);
    expect(args).toContain('3');
    expect(args).toContain('quantity');
    for (const a of args) expect(intent).toContain(a);
    expect(new Set(args).size).toBe(args.length);
    // A span never runs across the end of a sentence or a quote mark.
    expect(args.some((a) => a.includes('"') || a.includes(';'))).toBe(false);
  });

  it('keeps e-mails, domains and whole sentences to type, with their punctuation', () => {
    const message =
      'Please send a replacement for the Family Board Game from order #000000252 because it arrived damaged.';
    const text = `Write to amelia.johnson43@gmail.com about ericwbailey.website: ${message} Then submit it.`;
    const args = argumentsOf(candidatesOf(productPage(product!), text), 'Type#1');
    expect(args).toEqual(
      expect.arrayContaining(['amelia.johnson43@gmail.com', 'ericwbailey.website', message]),
    );
    expect(args).not.toContain(`${message} Then`);
  });

  it("offers a select's options as its arguments", () => {
    expect(argumentsOf(candidatesOf(), 'Select Dropdown Option#2')).toEqual([
      'Choose an Option...',
      'Black',
      'White',
      'Green',
    ]);
  });

  it("selects an option by the instruction's own spelling, and answers with names the instruction mentions", () => {
    const set = candidatesOf(productPage(product!), 'Is the Green one or the Black one cheaper? Pick green.');
    expect(argumentsOf(set, 'Select Dropdown Option#2')).toContain('green');
    expect(argumentsOf(set, 'exit')).toEqual(expect.arrayContaining(['Green', 'Black', 'yes', 'No']));
  });

  it('offers text blocks, values after a colon, prices, dates, numbers and constants as answers', () => {
    const answers = argumentsOf(candidatesOf(), 'exit');
    expect(answers).toEqual(
      expect.arrayContaining([
        product!.name,
        `Price: ${product!.price}`,
        product!.price,
        'In stock',
        '4.5',
        'Mar 3, 2023',
        'Add to Cart',
        'N/A',
      ]),
    );
    expect(answers).not.toContain('3,');
    const versioned = observation([element(0, 'a', 'Releases')], ['Latest release: v1.4.2 (stable)']);
    expect(argumentsOf(candidatesOf(versioned), 'exit')).toContain('v1.4.2');
  });

  it('locates every candidate from its own response text', () => {
    const set = candidatesOf(shopPage(products(seededRandom(3), 8)));
    let checked = 0;
    set.heads.forEach((head, h) => {
      const args = head.args ?? [undefined];
      args.forEach((arg, a) => {
        const parsed = parseAction(formatAction(candidateAction(head, arg)));
        if (!parsed.ok) throw new Error(parsed.error);
        expect(locateAction(set, parsed.action)).toEqual({ head: h, arg: head.args ? a : -1 });
        checked += 1;
      });
    });
    expect(checked).toBe(countCandidates(set));
  });

  it('does not locate actions outside the candidates', () => {
    const set = candidatesOf();
    const outside = [
      'do(action="Click", element="99")',
      'do(action="Click", element="07")',
      'do(action="Type", argument="not in the instruction", element="1")',
      'do(action="Select Dropdown Option", argument="Purple", element="2")',
      'exit(message="a made-up answer")',
    ];
    for (const response of outside) {
      const parsed = parseAction(response);
      expect(parsed.ok && locateAction(set, parsed.action)).toBeNull();
    }
  });
});

describe('answerShape', () => {
  it('tells prices, dates, numbers, quantities, names with inner separators and texts apart', () => {
    const shapes = [
      '$1,299.00',
      'Mar 3, 2023',
      '2023-03-01',
      '45%',
      '12.3 km',
      '3.5',
      '14',
      'ML-From-Scratch',
      'primer/css',
      'joseph.torres@gmail.com',
      'Pending',
      'Emma Lopez',
      'a b c d e f g',
    ].map(answerShape);
    expect(shapes).toEqual([
      'price',
      'date',
      'date',
      'percent',
      'quantity',
      'decimal',
      'integer',
      'identifier',
      'identifier',
      'identifier',
      'word',
      'phrase',
      'sentence',
    ]);
  });
});

describe('candidateCoverage', () => {
  it('counts the demonstration steps whose action is a candidate and lists the others', () => {
    const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 6, seededRandom(2));
    expect(candidateCoverage(demos).rate).toBe(1);
    const broken = {
      ...demos[0]!,
      steps: demos[0]!.steps.map((s, i) => (i === 0 ? { ...s, response: 'exit(message="made up")' } : s)),
    };
    const coverage = candidateCoverage([broken]);
    expect(coverage.covered).toBe(broken.steps.length - 1);
    expect(coverage.misses).toEqual([
      { taskId: broken.taskId, step: 0, response: 'exit(message="made up")' },
    ]);
  });
});
