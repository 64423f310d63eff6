// Navigation: open the forum a description fits, and open the profile of a post's author
// (WebArena's url_match forum tasks, "GOLD in PRED").

import type { PageElement } from '../../../core/index.js';
import { click, exit } from '../../oracle/actions.js';
import { findElement } from '../../oracle/find-element.js';
import { OracleError } from '../../oracle/solver.js';
import { clickElement, scrollFind } from '../../oracle/steps.js';
import { urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { allForums, allPosts, FORUM_DB, REDDIT, searchablePosts } from './forum-data.js';
import { authorOf, findSubmissionControl, searchSubmission } from './forum-steps.js';

type DescriptionVars = { description: string };

/** True when `name` is not the start of another name, so a URL ending in it matches only its own page. */
function isUnambiguous(name: string, names: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return !names.some((other) => other.toLowerCase() !== lower && other.toLowerCase().startsWith(lower));
}

export const openForumByDescription = defineTemplate<DescriptionVars>({
  key: 'reddit/open-forum-by-description',
  id: 3007,
  sites: ['reddit'],
  intentTemplate: 'Open the forum whose description reads "{{description}}"',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const forums = allForums(db(FORUM_DB));
    const names = forums.map((f) => f.name);
    return forums
      .filter((f) => isUnambiguous(f.name, names))
      .map((f) => ({
        vars: { description: f.description },
        startUrl: REDDIT,
        eval: urlMatchEval(`${REDDIT}/f/${f.name}`),
      }));
  },
  *solve(task, first) {
    const { description } = task.instantiation_dict as DescriptionVars;
    let page = yield* clickElement(first, { role: 'link', text: 'Forums' });
    // A forum card reads "/f/name — Title", then the description; the list has a few pages.
    const card = {
      role: 'link',
      text: /^\/f\//,
      where: (e: PageElement) => e.context.includes(description.slice(0, 100)),
    };
    for (let pages = 0; pages < 5; pages++) {
      const [link, shown] = yield* scrollFind(page, (o) => findElement(o, card), { downOnly: true });
      if (link) {
        yield click(link);
        yield exit('');
        return;
      }
      const more = findElement(shown, { role: 'link', text: 'More' });
      if (!more) break;
      page = yield click(more);
    }
    throw new OracleError(`no forum described as "${description}" in the forum list`);
  },
});

type TitleVars = { title: string };

export const openAuthorProfile = defineTemplate<TitleVars>({
  key: 'reddit/open-author-profile',
  id: 3008,
  sites: ['reddit'],
  intentTemplate: 'Open the profile page of the user who posted "{{title}}"',
  complexity: 2,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const posts = searchablePosts(allPosts(db(FORUM_DB)));
    const names = db(FORUM_DB)
      .all<{ username: string }>('SELECT username FROM users')
      .map((u) => u.username);
    return posts
      .filter((p) => p.authorId !== 1 && isUnambiguous(p.author, names))
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: urlMatchEval(`${REDDIT}/user/${p.author}`),
      }));
  },
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    const [found, page] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^[\w-]{3,25}$/,
    });
    yield click(authorOf(page, found.title)!);
    yield exit('');
  },
});
