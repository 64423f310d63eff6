// State changes to comments: comment on a post, reply to a comment (checked inside that comment's
// `.comment__replies`), and delete one of the account's own comments.

import type { Observation, PageElement } from '../../../core/index.js';
import { click, exit, typeInto } from '../../oracle/actions.js';
import { describeQuery, type ElementQuery, findElement } from '../../oracle/find-element.js';
import type { SolverStep } from '../../oracle/solver.js';
import { scrollToElement, scrollUntil } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval, urlAndProgramHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { allComments, allPosts, FORUM_DB, postUrl, REDDIT, searchablePosts } from './forum-data.js';
import { commentControl, openSubmission } from './forum-steps.js';
import { NEW_COMMENTS, NEW_REPLIES } from './post-ideas.js';

/** Scrolls until the field matching `field` shows with the button reading `text` after it (its form's button). */
function* buttonAfter(page: Observation, field: ElementQuery, text: string): SolverStep<PageElement> {
  const [button] = yield* scrollUntil(
    page,
    (o) => {
      const box = findElement(o, field);
      return box && o.elements.find((e) => e.id > box.id && e.role === 'button' && e.text === text);
    },
    `the ${text} button after the field ${describeQuery(field)}`,
  );
  return button;
}

/** Every comment body on the page, as one text (the new comment may land anywhere in the thread). */
const ALL_COMMENT_BODIES =
  "[...document.querySelectorAll('.comment__body')].map((e) => e.outerText).join(' | ')";

type CommentVars = { title: string; comment: string };

export const commentOnPost = defineTemplate<CommentVars>({
  key: 'reddit/comment-on-post',
  id: 3011,
  sites: ['reddit'],
  intentTemplate: 'Reply to the post "{{title}}" with my comment "{{comment}}"',
  complexity: 2,
  counts: { train: 16, test: 1 },
  instances: ({ db, rng }) =>
    searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.comments <= 12)
      .map((p) => {
        const comment = rng.pick(NEW_COMMENTS);
        return {
          vars: { title: p.title, comment },
          startUrl: REDDIT,
          eval: urlAndProgramHtmlEval(postUrl(p), {
            url: postUrl(p),
            locator: ALL_COMMENT_BODIES,
            required_contents: { must_include: [comment] },
          }),
        };
      }),
  *solve(task, first) {
    const { title, comment } = task.instantiation_dict as CommentVars;
    let page = yield* openSubmission(first, title);
    const query = { role: 'textbox', context: /^Comment on this submission/ };
    const [box] = yield* scrollToElement(page, query);
    page = yield typeInto(box, comment);
    yield click(yield* buttonAfter(page, query, 'Post'));
    yield exit('');
  },
});

type ReplyVars = { title: string; user: string; comment: string; reply: string };

export const replyToComment = defineTemplate<ReplyVars>({
  key: 'reddit/reply-to-comment',
  id: 3012,
  sites: ['reddit'],
  intentTemplate:
    'On the post "{{title}}", reply to the comment by {{user}} that says "{{comment}}" with "{{reply}}"',
  complexity: 3,
  counts: { train: 16, test: 1 },
  instances: ({ db, rng }) => {
    const posts = new Map(
      searchablePosts(allPosts(db(FORUM_DB)))
        .filter((p) => p.comments <= 10)
        .map((p) => [p.id, p]),
    );
    const comments = allComments(db(FORUM_DB)).filter((c) => posts.has(c.postId) && c.authorId !== 1);
    const byPost = new Map<number, typeof comments>();
    for (const c of comments) byPost.set(c.postId, [...(byPost.get(c.postId) ?? []), c]);
    return [...byPost.values()].map((thread) => {
      const c = rng.pick(thread);
      const post = posts.get(c.postId)!;
      const reply = rng.pick(NEW_REPLIES);
      return {
        vars: { title: post.title, user: c.author, comment: c.body, reply },
        startUrl: REDDIT,
        eval: programHtmlEval({
          url: postUrl(post),
          locator: outerTextOf(`#comment_${c.id} > .comment__replies`),
          required_contents: { must_include: [reply] },
        }),
      };
    });
  },
  *solve(task, first) {
    const { title, user, comment, reply } = task.instantiation_dict as ReplyVars;
    const post = yield* openSubmission(first, title);
    const [replyLink] = yield* commentControl(post, comment, { role: 'link', text: 'Reply' });
    let page = yield click(replyLink);
    const query = { role: 'textbox', context: new RegExp(`^Reply to ${user}`) };
    const [box] = yield* scrollToElement(page, query);
    page = yield typeInto(box, reply);
    yield click(yield* buttonAfter(page, query, 'Post'));
    yield exit('');
  },
});

type DeleteVars = { title: string; comment: string };

export const deleteOwnComment = defineTemplate<DeleteVars>({
  key: 'reddit/delete-own-comment',
  id: 3013,
  sites: ['reddit'],
  intentTemplate: 'Delete my comment "{{comment}}" on the post "{{title}}"',
  complexity: 2,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const posts = new Map(
      searchablePosts(allPosts(db(FORUM_DB)))
        .filter((p) => p.comments <= 12)
        .map((p) => [p.id, p]),
    );
    return allComments(db(FORUM_DB))
      .filter((c) => c.authorId === 1 && c.replies === 0 && posts.has(c.postId))
      .map((c) => {
        const post = posts.get(c.postId)!;
        return {
          vars: { title: post.title, comment: c.body },
          startUrl: REDDIT,
          eval: programHtmlEval(
            {
              url: postUrl(post),
              locator: `document.querySelectorAll('#comment_${c.id}').length`,
              required_contents: { exact_match: '0' },
            },
            {
              url: postUrl(post),
              locator: outerTextOf('.submission__title'),
              required_contents: { must_include: [post.title] },
            },
          ),
        };
      });
  },
  *solve(task, first) {
    const { title, comment } = task.instantiation_dict as DeleteVars;
    const post = yield* openSubmission(first, title);
    const [button] = yield* commentControl(post, comment, { role: 'button', text: 'Delete' });
    yield click(button);
    yield exit('');
  },
});
