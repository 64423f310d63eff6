// Golden cases for the NLTK word_tokenize port. Each expected list is derived by hand from NLTK's rules
// (the regex each case exercises is named), not copied from a run of NLTK.
import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-split.js';
import { nltkWordTokenize, treebankWordTokenize } from './word-tokenize.js';

describe('nltkWordTokenize', () => {
  it.each<[string, string, string[]]>([
    [
      'splits $ and the sentence-final period',
      'The price is $12.99.',
      ['The', 'price', 'is', '$', '12.99', '.'],
    ],
    ['keeps decimals and thousands whole', '$1,000.50 at 3:30', ['$', '1,000.50', 'at', '3:30']],
    [
      "splits n't off (ca n't, do n't)",
      "I can't believe it don't",
      ['I', 'ca', "n't", 'believe', 'it', 'do', "n't"],
    ],
    [
      "splits 's, 'm, 'll, 're, 've, 'd off",
      "it's I'm they'll we're you've he'd",
      ['it', "'s", 'I', "'m", 'they', "'ll", 'we', "'re", 'you', "'ve", 'he', "'d"],
    ],
    [
      "turns double quotes into `` and ''",
      'He said "hello" to me.',
      ['He', 'said', '``', 'hello', "''", 'to', 'me', '.'],
    ],
    ['turns a leading double quote into ``', '"Yes," she said', ['``', 'Yes', ',', "''", 'she', 'said']],
    ['keeps a leading single quote on its word, splits the closing one', "'quoted'", ["'quoted", "'"]],
    ['splits curly quotes', '“Smart” quotes ‘here’', ['“', 'Smart', '”', 'quotes', '‘', 'here', '’']],
    ['splits commas and colons not followed by a digit', 'a, b: c', ['a', ',', 'b', ':', 'c']],
    ['splits a colon or comma at the very end', 'wait,', ['wait', ',']],
    [
      'splits ; @ # % & and keeps the rest of an email',
      'email a@b.com; 50% & #1',
      ['email', 'a', '@', 'b.com', ';', '50', '%', '&', '#', '1'],
    ],
    [
      'splits brackets and parentheses',
      '(see [above] {x} <y>)',
      ['(', 'see', '[', 'above', ']', '{', 'x', '}', '<', 'y', '>', ')'],
    ],
    ['splits ellipses and double dashes', 'wait... go--now', ['wait', '...', 'go', '--', 'now']],
    ['splits ? ! and *', 'really?! *yes*', ['really', '?', '!', '*', 'yes', '*']],
    [
      'splits MacIntyre contractions',
      'cannot gonna gotta gimme lemme wanna go',
      ['can', 'not', 'gon', 'na', 'got', 'ta', 'gim', 'me', 'lem', 'me', 'wan', 'na', 'go'],
    ],
    ["splits 'tis and 'twas", "'tis 'twas", ["'t", 'is', "'t", 'was']],
    [
      'keeps slashes and hyphens inside tokens',
      'pass/fail n/a Hawkeye Yoga Short-32-Blue',
      ['pass/fail', 'n/a', 'Hawkeye', 'Yoga', 'Short-32-Blue'],
    ],
    [
      'splits the period of each sentence',
      'the user is yjlou. done here.',
      ['the', 'user', 'is', 'yjlou', '.', 'done', 'here', '.'],
    ],
    [
      'keeps a number and its period together when a lowercase word follows',
      'order 180. it shipped',
      ['order', '180.', 'it', 'shipped'],
    ],
    ['keeps an abbreviation period', 'ask dr. smith', ['ask', 'dr.', 'smith']],
    ['splits ? and ! sentences', 'Hello! How are you?', ['Hello', '!', 'How', 'are', 'you', '?']],
    [
      'keeps a final period inside closing quotes apart',
      'he said "stop."',
      ['he', 'said', '``', 'stop', '.', "''"],
    ],
    ['handles non-ASCII words like ASCII ones', "café's crème. naïve", ['café', "'s", 'crème', '.', 'naïve']],
    ['gives no tokens for empty or blank text', ' \n ', []],
  ])('%s', (_rule, text, tokens) => {
    expect(nltkWordTokenize(text)).toEqual(tokens);
  });

  it('gives one token for one-word references, which switches must_include to token membership', () => {
    for (const ref of ['0', 'yjlou', 'hoboken', 'n/a', '$25', 'guest']) {
      expect(nltkWordTokenize(ref).length, ref).toBe(ref === '$25' ? 2 : 1);
    }
  });
});

describe('treebankWordTokenize', () => {
  it('splits only the final period when given one sentence', () => {
    expect(treebankWordTokenize('a. b.')).toEqual(['a.', 'b', '.']);
  });
});

describe('splitSentences', () => {
  it('breaks after sentence marks followed by more text, not after abbreviations or initials', () => {
    expect(splitSentences('One. Two? Three! j. bach met mr. x. 42')).toEqual([
      'One.',
      'Two?',
      'Three!',
      'j. bach met mr. x.',
      '42',
    ]);
  });
});
