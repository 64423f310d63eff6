// Information seeking about one submission: who posted it, how many comments it has, its score
// (WebArena's "how many comments / upvotes does … have" forum questions), read after a search; and,
// for training only, whether it has more than a given number of comments (yes or no).
import { exit } from '../../oracle/actions.js';
import { stringMatchEval, yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { allPosts, FORUM_DB, REDDIT, searchablePosts } from './forum-data.js';
import { authorOf, findSubmissionControl, searchSubmission } from './forum-steps.js';

type TitleVars = { title: string };

export const postAuthor = defineTemplate<TitleVars>({
  key: 'reddit/post-author',
  id: 3001,
  sites: ['reddit'],
  intentTemplate: 'Who posted the submission "{{title}}"? Tell me the username.',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) =>
    searchablePosts(allPosts(db(FORUM_DB))).map((p) => ({
      vars: { title: p.title },
      startUrl: REDDIT,
      eval: stringMatchEval({ must_include: [p.author] }),
    })),
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    const [found, page] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^[\w-]{3,25}$/,
    });
    yield exit(authorOf(page, found.title)?.text ?? found.control.text);
  },
});

export const postCommentCount = defineTemplate<TitleVars>({
  key: 'reddit/post-comment-count',
  id: 3002,
  sites: ['reddit'],
  intentTemplate: 'How many comments does the post "{{title}}" have?',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) =>
    searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.comments >= 2)
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: stringMatchEval({ must_include: [String(p.comments)] }),
      })),
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    const [{ control }] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^\d+ comments$/,
    });
    yield exit(/^(\d+)/.exec(control.text)![1]!);
  },
});

type AboveVars = { title: string; count: number };

export const postCommentsAbove = defineTemplate<AboveVars>({
  key: 'reddit/post-comments-above',
  id: 3022,
  sites: ['reddit'],
  intentTemplate: 'Does the post "{{title}}" have more than {{count}} comments? Answer yes or no.',
  complexity: 1,
  counts: { train: 12, test: 0 },
  // Exactly as many instances as training tasks, half of them yes and half no (a longer list would
  // leave the split of the twelve drawn to the shuffle); each threshold at least 2 away from the
  // true count, and at least 2 so that the question reads "comments".
  instances: ({ db, rng }) =>
    rng
      .sample(
        searchablePosts(allPosts(db(FORUM_DB))).filter((p) => p.comments >= 4),
        12,
      )
      .map((p, i) => {
        const yes = i % 2 === 0;
        const count = yes
          ? rng.int(Math.max(2, p.comments - 8), p.comments - 2)
          : rng.int(p.comments + 2, p.comments + 8);
        return {
          vars: { title: p.title, count },
          startUrl: REDDIT,
          eval: yesOrNoEval(yes),
        };
      }),
  *solve(task, first) {
    const { title, count } = task.instantiation_dict as AboveVars;
    const results = yield* searchSubmission(first, title);
    const [{ control }] = yield* findSubmissionControl(results, title, {
      role: 'link',
      text: /^\d+ comments$/,
    });
    yield exit(Number(/^(\d+)/.exec(control.text)![1]!) > Number(count) ? 'yes' : 'no');
  },
});

export const postScore = defineTemplate<TitleVars>({
  key: 'reddit/post-score',
  id: 3003,
  sites: ['reddit'],
  intentTemplate: 'What is the score (upvotes minus downvotes) of the post "{{title}}"?',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) =>
    searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.score >= 2)
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: stringMatchEval({ must_include: [String(p.score)] }),
      })),
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const results = yield* searchSubmission(first, title);
    // The score sits between the Upvote and Downvote buttons, as text of the vote widget.
    const [{ control }, page] = yield* findSubmissionControl(results, title, {
      role: 'button',
      attributes: { title: /vote$/ },
    });
    const score = page.texts.find(
      (t) =>
        /^\d+$/.test(t.text) && Math.abs(t.bbox[0] - control.bbox[0]) < 20 && t.bbox[1] > control.bbox[1],
    );
    yield exit(score?.text ?? '');
  },
});
