// Solver steps the forum's oracles share, reading pages as a person does: the search box, a
// submission's title link and the controls that follow it (author, comments link, vote buttons,
// Edit/Delete), the sort and time menus, the forum list, and a comment's controls below its text.
import type { Observation, PageElement, TextBlock } from '../../../core/index.js';
import { click, search } from '../../oracle/actions.js';
import { type ElementQuery, findElement, matchesText } from '../../oracle/find-element.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollToElement, scrollUntil } from '../../oracle/steps.js';

const COMMENTS_LINK = /^(No comments|\d+ comments?)$/;
const USERNAME = /^[\w-]{3,25}$/;

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * A submission title in a listing: a link whose surrounding text (its card, or the heading it sits
 * in) starts with the link's own text. Author, forum and comment links sit in the card too but
 * never begin it.
 */
export function isTitleLink(element: PageElement): boolean {
  if (element.role !== 'link' || element.text === '') return false;
  return element.context.split(' | ').some((part) => part.startsWith(element.text));
}

/** The title link reading `title`, if visible. */
export function titleLink(observation: Observation, title: string): PageElement | undefined {
  return observation.elements.find((e) => isTitleLink(e) && normalize(e.text) === normalize(title));
}

/** The first submission title of a listing, if visible. */
export function firstTitleLink(observation: Observation): PageElement | undefined {
  return observation.elements.find(isTitleLink);
}

/** The elements of the submission that `title` heads: up to the next title link. */
export function submissionControls(observation: Observation, title: PageElement): PageElement[] {
  const after = observation.elements.filter((e) => e.id > title.id);
  const next = after.findIndex(isTitleLink);
  return next < 0 ? after : after.slice(0, next);
}

/** The first of a submission's controls matching `query`. */
export function controlOf(
  observation: Observation,
  title: PageElement,
  query: ElementQuery,
): PageElement | undefined {
  const controls = submissionControls(observation, title);
  return findElement({ ...observation, elements: controls }, query);
}

/** The author link of the submission that `title` heads (before the forum link). */
export function authorOf(observation: Observation, title: PageElement): PageElement | undefined {
  return submissionControls(observation, title).find((e) => e.role === 'link' && USERNAME.test(e.text));
}

/** Types `text` into the site's search box and submits. */
export function* searchSite(observation: Observation, text: string): SolverStep<Observation> {
  const [box] = yield* scrollToElement(observation, {
    role: 'searchbox',
    attributes: { placeholder: 'Search' },
  });
  return yield search(box, text);
}

/**
 * Scrolls until the submission titled `title` shows together with the control `query` of it;
 * returns both with the observation.
 */
export function* findSubmissionControl(
  observation: Observation,
  title: string,
  query: ElementQuery,
): SolverStep<[{ title: PageElement; control: PageElement }, Observation]> {
  return yield* scrollUntil(
    observation,
    (o) => {
      const link = titleLink(o, title);
      const control = link && controlOf(o, link, query);
      return link && control ? { title: link, control } : undefined;
    },
    `the submission "${title}" with its ${JSON.stringify(query.text ?? query.attributes ?? query.role)}`,
  );
}

/** Searches for a submission by its title and shows the search results. */
export function* searchSubmission(observation: Observation, title: string): SolverStep<Observation> {
  return yield* searchSite(observation, title);
}

/** Searches for a submission by title and opens its page through its comments link. */
export function* openSubmission(observation: Observation, title: string): SolverStep<Observation> {
  const results = yield* searchSubmission(observation, title);
  const [{ control }] = yield* findSubmissionControl(results, title, { role: 'link', text: COMMENTS_LINK });
  return yield click(control);
}

/** Opens the alphabetical index of forums (Forums, then Alphabetical): every forum on one short page. */
export function* openForumIndex(observation: Observation): SolverStep<Observation> {
  const list = yield* clickElement(observation, { role: 'link', text: 'Forums' });
  return yield* clickElement(list, { role: 'link', text: 'Alphabetical' });
}

/** Opens a forum through the alphabetical index. */
export function* openForum(observation: Observation, forum: string): SolverStep<Observation> {
  const index = yield* openForumIndex(observation);
  return yield* clickElement(index, { role: 'link', text: forum });
}

/** Opens a listing menu (its toggle reads the current choice, one of `current`) and picks `choice`. */
export function* chooseFromMenu(
  observation: Observation,
  current: readonly string[],
  choice: string,
): SolverStep<Observation> {
  const [toggle] = yield* scrollToElement(observation, {
    role: 'button',
    where: (e) => current.some((label) => matchesText(e.text, label)),
  });
  if (matchesText(toggle.text, choice)) return observation;
  const open = yield click(toggle);
  return yield* clickElement(open, { role: 'link', text: choice });
}

export const SORT_MENU = ['Hot', 'New', 'Top', 'Controversial', 'Most commented'] as const;
export const TIME_MENU = ['Past 24 hours', 'Past week', 'Past month', 'Past year', 'All time'] as const;

/** The text block showing exactly `text` (a comment's body paragraph), if visible. */
export function textBlock(observation: Observation, text: string): TextBlock | undefined {
  return observation.texts.find((t) => normalize(t.text) === normalize(text));
}

/** The element matching `query` in the row right below a text block (a comment's Reply, Edit, Delete). */
export function elementBelow(
  observation: Observation,
  block: TextBlock,
  query: ElementQuery,
): PageElement | undefined {
  const [left, top, , height] = block.bbox;
  const bottom = top + height;
  const candidates = observation.elements.filter(
    (e) =>
      e.bbox[1] >= bottom - 2 &&
      e.bbox[1] - bottom < 50 &&
      e.bbox[0] >= left - 20 &&
      findElement({ ...observation, elements: [e] }, query),
  );
  return candidates.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0])[0];
}

/** Scrolls to the comment reading `body` and returns its control matching `query`. */
export function* commentControl(
  observation: Observation,
  body: string,
  query: ElementQuery,
): SolverStep<[PageElement, Observation]> {
  return yield* scrollUntil(
    observation,
    (o) => {
      const block = textBlock(o, body);
      return block && elementBelow(o, block, query);
    },
    `the comment "${body}" with its ${JSON.stringify(query.text)}`,
  );
}

/** Opens the account menu and follows one of its links ("Profile", "My account", …). */
export function* openUserMenu(
  observation: Observation,
  username: string,
  item: string,
): SolverStep<Observation> {
  const [toggle] = yield* scrollToElement(observation, { role: 'button', text: username });
  const open = yield click(toggle);
  const link = findElement(open, { role: 'link', text: item });
  if (!link) throw new OracleError(`the account menu on ${open.url} has no "${item}"`);
  return yield click(link);
}
