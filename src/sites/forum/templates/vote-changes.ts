// Votes, checked through the class of the submission's vote form as WebArena does
// (`vote vote--user-upvoted`): upvote a post, downvote a forum's all-time top post, and upvote all of
// an author's posts in a forum.
import type { Observation, ProgramHtmlCheck } from '../../../core/index.js';
import { click, exit } from '../../oracle/actions.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollFind, scrollUntil } from '../../oracle/steps.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import {
  allPosts,
  FORUM_DB,
  groupBy,
  type PostFact,
  postUrl,
  REDDIT,
  searchablePosts,
} from './forum-data.js';
import {
  authorOf,
  chooseFromMenu,
  controlOf,
  findSubmissionControl,
  firstTitleLink,
  isTitleLink,
  openForum,
  SORT_MENU,
  searchSubmission,
  TIME_MENU,
} from './forum-steps.js';

const VOTE_CLASS =
  "document.querySelector('div.submission__vote').querySelector('form').getAttribute('class')";

function voteCheck(post: PostFact, state: 'upvoted' | 'downvoted'): ProgramHtmlCheck {
  return {
    url: postUrl(post),
    locator: VOTE_CLASS,
    required_contents: { must_include: [`vote vote--user-${state}`] },
  };
}

type TitleVars = { title: string };

export const upvotePost = defineTemplate<TitleVars>({
  key: 'reddit/upvote-post',
  id: 3014,
  sites: ['reddit'],
  intentTemplate: 'Upvote the post "{{title}}"',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) =>
    searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.authorId !== 1 && p.myVote === 0)
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: programHtmlEval(voteCheck(p, 'upvoted')),
      })),
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    const [{ control }] = yield* findSubmissionControl(results, title, {
      role: 'button',
      attributes: { title: 'Upvote' },
    });
    yield click(control);
    yield exit('');
  },
});

type ForumVars = { forum: string };

export const downvoteTopPost = defineTemplate<ForumVars>({
  key: 'reddit/downvote-top-post',
  id: 3015,
  sites: ['reddit'],
  intentTemplate: 'Downvote the top post of all time in the {{forum}} forum',
  complexity: 2,
  testOnly: true,
  counts: { test: 1 },
  instances: ({ db }) =>
    [...groupBy(allPosts(db(FORUM_DB)), (p) => p.forum)].flatMap(([forum, posts]) => {
      const [top, next] = [...posts].sort((a, b) => b.score - a.score);
      if (!top || (next && next.score === top.score) || top.authorId === 1 || top.myVote !== 0) return [];
      return [{ vars: { forum }, startUrl: REDDIT, eval: programHtmlEval(voteCheck(top, 'downvoted')) }];
    }),
  *solve(task, first) {
    const { forum } = task.instantiation_dict as ForumVars;
    const listing = yield* openForum(first, forum);
    const top = yield* chooseFromMenu(listing, SORT_MENU, 'Top');
    const allTime = yield* chooseFromMenu(top, TIME_MENU, 'All time');
    const [downvote] = yield* scrollUntil(
      allTime,
      (o) => {
        const title = firstTitleLink(o);
        return title && controlOf(o, title, { role: 'button', attributes: { title: 'Downvote' } });
      },
      'the top post’s Downvote button',
    );
    yield click(downvote);
    yield exit('');
  },
});

type AuthorVars = { title: string; forum: string };

/** The Upvote button of a not yet upvoted submission in `forum` on a profile's submission list. */
function pendingUpvote(observation: Observation, forum: string) {
  for (const title of observation.elements.filter(isTitleLink)) {
    const inForum = controlOf(observation, title, { role: 'link', text: forum });
    const upvote = controlOf(observation, title, { role: 'button', attributes: { title: 'Upvote' } });
    if (inForum && upvote) return upvote;
  }
  return undefined;
}

function* upvoteAllIn(observation: Observation, forum: string, expected: number): SolverStep<Observation> {
  let page = observation;
  for (let done = 0; done <= expected; done++) {
    const [upvote, shown] = yield* scrollFind(page, (o) => pendingUpvote(o, forum));
    if (!upvote) return shown;
    page = yield click(upvote);
  }
  throw new OracleError(
    `more than ${expected} posts in ${forum} kept showing an Upvote button on ${page.url}`,
  );
}

export const upvoteAuthorPosts = defineTemplate<AuthorVars>({
  key: 'reddit/upvote-author-posts',
  id: 3016,
  sites: ['reddit'],
  intentTemplate: 'Upvote every submission that the author of "{{title}}" has posted in the {{forum}} forum',
  complexity: 3,
  testOnly: true,
  counts: { test: 1 },
  instances: ({ db }) => {
    const posts = allPosts(db(FORUM_DB));
    const byAuthor = groupBy(posts, (p) => p.authorId);
    return searchablePosts(posts).flatMap((p) => {
      const own = byAuthor.get(p.authorId)!;
      const inForum = own.filter((o) => o.forum === p.forum);
      const ok =
        p.authorId !== 1 &&
        own.length <= 12 &&
        inForum.length >= 2 &&
        inForum.length <= 4 &&
        inForum.every((o) => o.myVote === 0);
      return ok && inForum[0] === p
        ? [
            {
              vars: { title: p.title, forum: p.forum },
              startUrl: REDDIT,
              eval: programHtmlEval(...inForum.map((o) => voteCheck(o, 'upvoted'))),
            },
          ]
        : [];
    });
  },
  *solve(task, first) {
    const { title, forum } = task.instantiation_dict as AuthorVars;
    const results = yield* searchSubmission(first, title);
    const [found, page] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^[\w-]{3,25}$/,
    });
    const author = authorOf(page, found.title);
    if (!author) throw new OracleError(`no author link under "${title}" on ${page.url}`);
    const profile = yield click(author);
    const submissions = yield* clickElement(profile, { role: 'link', text: 'Submissions' });
    yield* upvoteAllIn(submissions, forum, 4);
    yield exit('');
  },
});
