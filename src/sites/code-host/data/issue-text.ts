// Writes issue titles and descriptions, merge request titles, commit messages and comments from a
// kind's vocabulary, so each project's tracker reads like its own. Titles are unique per project.
import type { Rng } from '../../data/rng.js';
import type { KindVocabulary } from './vocabulary.js';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Hand-written issues of WebArena's best-known projects, filed before the generated ones. */
export const SEED_ISSUES: Readonly<Record<string, readonly string[]>> = {
  'a11yproject/a11yproject.com': [
    '404s, bad host, timeouts, bad urls for URLs linked from website',
    'Broken link checker reports false positives',
    'Refactor 404 layout and component classes',
    'Homepage content: update the hero copy',
    'Better focus styles for the navigation',
    'Add a post about accessible data tables',
    'Checklist item about captions is unclear',
    'CSS Grid breaks text wrapping for small viewports',
    'Referrer header leaks full URL to external resources',
  ],
  'byteblaze/empathy-prompts': [
    'Better wording for the prompt about cognitive load',
    'Add prompts about older users',
  ],
  'kkroening/ffmpeg-python': ['How to pipe frames to ffmpeg stdin?', 'filter_complex with multiple outputs'],
  'primer/design': ['Guidance on flash alert usage', 'Document the new color tokens'],
};

/** Titles of issues, built from templates over the vocabulary. */
export function issueTitle(vocab: KindVocabulary, rng: Rng): string {
  const c = rng.pick(vocab.components);
  const f = rng.pick(vocab.features);
  const d = rng.pick(vocab.dependencies);
  const p = rng.pick(vocab.platforms);
  const m = rng.pick(vocab.modules);
  const forms = [
    () => `${cap(c)} is not accessible with a keyboard`,
    () => `Add support for ${f}`,
    () => `${cap(c)} breaks on ${p}`,
    () => `Crash in ${m} when the input is empty`,
    () => `Document how to configure ${c}`,
    () => `Update ${d} to the latest major version`,
    () => `Typo in the ${m} documentation`,
    () => `Improve performance of ${m}`,
    () => `Deprecation warning from ${d} on ${p}`,
    () => `Question: how do I use ${f}?`,
    () => `Tests fail on ${p}`,
    () => `Feature request: ${f}`,
    () => `${cap(c)} has poor colour contrast`,
    () => `Broken link in ${c}`,
    () => `Memory leak in ${m}`,
    () => `Support ${p} in ${c}`,
    () => `Flaky test in ${m}`,
    () => `${cap(f)} for ${c}`,
  ];
  return rng.pick(forms)();
}

/** A description in GitLab's issue template style. */
export function issueDescription(title: string, vocab: KindVocabulary, rng: Rng): string {
  const p = rng.pick(vocab.platforms);
  if (/^(Add|Feature request|Support|Document)/.test(title)) {
    return `### Problem to solve\n\n${title}. Right now there is no simple way to do this, and people keep asking about it.\n\n### Proposal\n\nAdd it behind an option first, document it in the README, and turn it on by default in the next major release.`;
  }
  return `### Summary\n\n${title}.\n\n### Steps to reproduce\n\n1. Install the latest release on ${p}.\n2. Open ${rng.pick(vocab.components)}.\n3. ${rng.pick(['Reload the page', 'Run the tests', 'Use the default configuration', 'Resize the window'])}.\n\n### What is the current behaviour?\n\nIt ${rng.pick(['fails with an error', 'does nothing', 'shows the wrong result', 'hangs for a few seconds'])}.\n\n### What is the expected behaviour?\n\nIt should work as documented.`;
}

/** A comment on an issue or a merge request. */
export function commentText(vocab: KindVocabulary, rng: Rng): string {
  const forms = [
    () => `Thanks for reporting! I can reproduce this on ${rng.pick(vocab.platforms)}.`,
    () => "I'd like to work on this, if nobody else is.",
    () => 'Any update on this?',
    () => '+1, I am seeing the same thing.',
    () => 'Could you share a minimal example that shows the problem?',
    () => `This looks related to ${rng.pick(vocab.components)}.`,
    () => 'I pushed a fix; could someone review it?',
    () => 'Looks good to me.',
    () => `We should update ${rng.pick(vocab.dependencies)} first.`,
    () => 'Closing this for now; feel free to reopen if it comes back.',
    () => 'Nice catch, thank you!',
    () => 'Can we add a test for this before merging?',
  ];
  return rng.pick(forms)();
}

/** A merge request title and its branch name. */
export function mergeRequestTitle(vocab: KindVocabulary, rng: Rng): { title: string; branch: string } {
  const forms: [string, () => string][] = [
    ['fix', () => `Fix ${rng.pick(vocab.components)} on ${rng.pick(vocab.platforms)}`],
    ['feature', () => `Add ${rng.pick(vocab.features)}`],
    ['deps', () => `Update ${rng.pick(vocab.dependencies)}`],
    ['refactor', () => `Refactor ${rng.pick(vocab.modules)}`],
    ['docs', () => `Docs: explain ${rng.pick(vocab.components)}`],
    ['fix', () => `Fix focus handling in ${rng.pick(vocab.components)}`],
    ['feature', () => `Support ${rng.pick(vocab.features)} in ${rng.pick(vocab.modules)}`],
  ];
  const [prefix, make] = rng.pick(forms);
  const title = make();
  const slug = title
    .toLowerCase()
    .replace(/^(fix|add|update|refactor|docs:|support)\s+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 4)
    .join('-');
  return { title, branch: `${prefix}/${slug}` };
}

/** A commit title touching `file`. */
export function commitTitle(file: string, vocab: KindVocabulary, rng: Rng): string {
  const base = file.split('/').pop()!;
  const stem = base.replace(/\..*$/, '');
  const forms = [
    () => `Fix typo in ${base}`,
    () => `Update ${base}`,
    () => `Refactor ${stem}`,
    () => `Fix ${rng.pick(vocab.components)} on ${rng.pick(vocab.platforms)}`,
    () => `Add ${rng.pick(vocab.features)}`,
    () => `Bump ${rng.pick(vocab.dependencies)}`,
    () => `Improve wording in ${base}`,
    () => `Clean up ${base}`,
    () => `Handle empty input in ${stem}`,
    () => `Add tests for ${stem}`,
  ];
  return rng.pick(forms)();
}

/** Status messages people set on their profiles. */
export const STATUSES = [
  'Working from home',
  'On vacation',
  'Busy with reviews',
  'Out sick',
  'In meetings all day',
];
