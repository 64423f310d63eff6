// Information seeking that needs a listing or a profile: the top post of a forum this month (sort
// by Top, then the time menu), a forum's subscriber count, and an author's latest comment.
import { exit } from '../../oracle/actions.js';
import { findText } from '../../oracle/find-element.js';
import { clickElement, scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import {
  allComments,
  allForums,
  allPosts,
  FORUM_DB,
  groupBy,
  MONTH,
  REDDIT,
  searchablePosts,
  uniqueTop,
} from './forum-data.js';
import {
  authorOf,
  chooseFromMenu,
  findSubmissionControl,
  firstTitleLink,
  openForum,
  SORT_MENU,
  searchSubmission,
  TIME_MENU,
} from './forum-steps.js';

type ForumVars = { forum: string };

export const topPostThisMonth = defineTemplate<ForumVars>({
  key: 'reddit/top-post-this-month',
  id: 3004,
  sites: ['reddit'],
  intentTemplate: 'What is the title of the top post of the past month in the {{forum}} forum?',
  complexity: 2,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const byForum = groupBy(allPosts(db(FORUM_DB)), (p) => p.forum);
    return [...byForum].flatMap(([forum, posts]) => {
      const top = uniqueTop(posts, MONTH);
      return top
        ? [{ vars: { forum }, startUrl: REDDIT, eval: stringMatchEval({ must_include: [top.title] }) }]
        : [];
    });
  },
  *solve(task, first) {
    const { forum } = task.instantiation_dict as ForumVars;
    const listing = yield* openForum(first, forum);
    const top = yield* chooseFromMenu(listing, SORT_MENU, 'Top');
    const month = yield* chooseFromMenu(top, TIME_MENU, 'Past month');
    const [title] = yield* scrollUntil(month, firstTitleLink, 'the first submission');
    yield exit(title.text);
  },
});

export const forumSubscribers = defineTemplate<ForumVars>({
  key: 'reddit/forum-subscribers',
  id: 3005,
  sites: ['reddit'],
  intentTemplate: 'How many subscribers does the {{forum}} forum have?',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) =>
    allForums(db(FORUM_DB)).map((f) => ({
      vars: { forum: f.name },
      startUrl: REDDIT,
      eval: stringMatchEval({ must_include: [String(f.subscribers)] }),
    })),
  *solve(task, first) {
    const { forum } = task.instantiation_dict as ForumVars;
    const page = yield* openForum(first, forum);
    const [count] = yield* scrollUntil(
      page,
      (o) => findText(o, /^(\d+) subscribers?$/),
      'the subscriber count',
    );
    yield exit(count);
  },
});

type TitleVars = { title: string };

export const authorLatestComment = defineTemplate<TitleVars>({
  key: 'reddit/author-latest-comment',
  id: 3006,
  sites: ['reddit'],
  intentTemplate: 'What does the latest comment by the author of the post "{{title}}" say?',
  complexity: 3,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const comments = allComments(db(FORUM_DB));
    const latest = new Map<number, (typeof comments)[number]>();
    for (const c of comments) {
      const seen = latest.get(c.authorId);
      if (!seen || c.createdAt > seen.createdAt || (c.createdAt === seen.createdAt && c.id > seen.id))
        latest.set(c.authorId, c);
    }
    return searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.authorId !== 1 && latest.has(p.authorId))
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: stringMatchEval({ must_include: [latest.get(p.authorId)!.body] }),
      }));
  },
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    const [found, page] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^[\w-]{3,25}$/,
    });
    const profile = yield* clickElement(page, { role: 'link', text: authorOf(page, found.title)!.text });
    const comments = yield* clickElement(profile, { role: 'link', text: 'Comments' });
    // Each listed comment starts with a context line, then the author and time, then its body.
    const [body] = yield* scrollUntil(
      comments,
      (o) =>
        o.texts.find(
          (t) =>
            t.tag === 'p' &&
            !/ replied to /.test(t.text) &&
            !/^Registered on/.test(t.text) &&
            !/submissions · /.test(t.text),
        )?.text,
      'the latest comment',
    );
    yield exit(body);
  },
});
