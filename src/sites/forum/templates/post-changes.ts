// State changes to submissions: post in a forum (checked on the new post's page through
// `func:reddit_get_post_url('__last_url__')` and `.submission__inner`, as WebArena does), edit
// one of the account's own posts, and, for training only, delete one (gone from the account's
// Submissions page, its other posts still listed).
import { click, exit, selectOption, typeInto } from '../../oracle/actions.js';
import { requireElement } from '../../oracle/find-element.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import {
  optionSelectedBy,
  outerTextOf,
  programHtmlEval,
  urlAndProgramHtmlEval,
} from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { allForums, allPosts, FORUM_DB, ME, postUrl, REDDIT, searchablePosts } from './forum-data.js';
import { findSubmissionControl, openUserMenu, searchSubmission } from './forum-steps.js';
import { NEW_BODY_LINES, NEW_POSTS } from './post-ideas.js';

type PostVars = { forum: string; title: string; body: string };

export const createPost = defineTemplate<PostVars>({
  key: 'reddit/create-post',
  id: 3009,
  sites: ['reddit'],
  intentTemplate: 'Create a post in the {{forum}} forum with the title "{{title}}" and the body "{{body}}"',
  complexity: 3,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    const names = allForums(db(FORUM_DB))
      .map((f) => f.name)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    return NEW_POSTS.filter((p) => optionSelectedBy(names, p.forum) === p.forum).map((p) => ({
      vars: { forum: p.forum, title: p.title, body: p.body },
      startUrl: REDDIT,
      eval: urlAndProgramHtmlEval(`${REDDIT}/f/${p.forum}`, {
        url: "func:reddit_get_post_url('__last_url__')",
        locator: outerTextOf('.submission__inner'),
        required_contents: { must_include: [p.title, p.body] },
      }),
    }));
  },
  *solve(task, first) {
    const { forum, title, body } = task.instantiation_dict as PostVars;
    let page = yield* clickElement(first, { role: 'link', text: 'Submit' });
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Title/ }), title);
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Body/ }), body);
    page = yield selectOption(requireElement(page, { role: 'combobox', context: /^Forum/ }), forum);
    const [submit] = yield* scrollToElement(page, { role: 'button', text: 'Submit' });
    yield click(submit);
    yield exit('');
  },
});

type EditVars = { title: string; line: string };

export const editOwnPost = defineTemplate<EditVars>({
  key: 'reddit/edit-own-post',
  id: 3010,
  sites: ['reddit'],
  intentTemplate: 'Edit my post "{{title}}" so that its body reads "{{line}}"',
  complexity: 2,
  counts: { train: 16, test: 1 },
  instances: ({ db, rng }) =>
    searchablePosts(allPosts(db(FORUM_DB)))
      .filter((p) => p.authorId === 1 && p.body !== null)
      .flatMap((p) => rng.sample(NEW_BODY_LINES, 3).map((line) => ({ post: p, line })))
      .map(({ post, line }) => ({
        vars: { title: post.title, line },
        startUrl: REDDIT,
        eval: programHtmlEval({
          url: postUrl(post),
          locator: outerTextOf('.submission__body'),
          required_contents: { must_include: [line] },
        }),
      })),
  *solve(task, first) {
    const { title, line } = task.instantiation_dict as EditVars;
    const results = yield* searchSubmission(first, title);
    const [{ control }] = yield* findSubmissionControl(results, title, { role: 'link', text: 'Edit' });
    let page = yield click(control);
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Body/ }), line);
    const [save] = yield* scrollToElement(page, { role: 'button', text: 'Save' });
    yield click(save);
    yield exit('');
  },
});

/** Every submission title on a listing, as one text. */
const ALL_TITLES = "[...document.querySelectorAll('.submission__link')].map((e) => e.outerText).join(' | ')";

type TitleVars = { title: string };

export const deleteOwnPost = defineTemplate<TitleVars>({
  key: 'reddit/delete-own-post',
  id: 3021,
  sites: ['reddit'],
  intentTemplate: 'Delete my post "{{title}}"',
  complexity: 1,
  counts: { train: 12, test: 0 },
  instances: ({ db }) => {
    // The first page of the account's Submissions tab (newest first, 25 a page) lists them all.
    const mine = allPosts(db(FORUM_DB))
      .filter((p) => p.authorId === 1)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .slice(0, 25);
    // The title must be gone from what stays: no other title of the page contains it.
    return mine
      .filter((p) => !mine.some((o) => o !== p && o.title.toLowerCase().includes(p.title.toLowerCase())))
      .map((p) => ({
        vars: { title: p.title },
        startUrl: REDDIT,
        eval: programHtmlEval(
          {
            url: `${REDDIT}/user/${ME}/submissions`,
            locator: ALL_TITLES,
            required_contents: { must_exclude: [p.title] },
          },
          {
            url: `${REDDIT}/user/${ME}/submissions`,
            locator: ALL_TITLES,
            required_contents: { must_include: mine.filter((o) => o !== p).map((o) => o.title) },
          },
        ),
      }));
  },
  *solve(task, first) {
    const { title } = task.instantiation_dict as TitleVars;
    const profile = yield* openUserMenu(first, ME, 'Profile');
    const posts = yield* clickElement(profile, { role: 'link', text: 'Submissions' });
    const [{ control }] = yield* findSubmissionControl(posts, title, { role: 'button', text: 'Delete' });
    yield click(control);
    yield exit('');
  },
});
