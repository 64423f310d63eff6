// Information seeking about one submission: who posted it, how many comments it has, its score
// (WebArena's "how many comments / upvotes does … have" forum questions), read after a search.
import { exit } from '../../oracle/actions.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
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
