// State changes to the account and forums: subscribe to a forum (checked in the front page's first
// sidebar section, as WebArena does), change the biography (`.user-bio__biography`), create a
// forum (checked in its edit form's `#forum_description` and `#forum_sidebar`), and, for training
// only, unsubscribe from a forum (gone from that sidebar section, the other subscriptions still there).
import { click, exit, typeInto } from '../../oracle/actions.js';
import { requireElement } from '../../oracle/find-element.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { DEFAULT_SUBSCRIPTIONS } from '../data/generate-activity.js';
import { allForums, FORUM_DB, ME, REDDIT } from './forum-data.js';
import { openForumIndex, openUserMenu } from './forum-steps.js';
import { NEW_BIOGRAPHIES, NEW_FORUMS } from './post-ideas.js';

type ForumVars = { forum: string };

export const subscribeToForum = defineTemplate<ForumVars>({
  key: 'reddit/subscribe-forum',
  id: 3017,
  sites: ['reddit'],
  intentTemplate: 'Subscribe to the {{forum}} forum',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: ({ db }) => {
    // The check reads the "Subscribed forums" section: the name must not already hide in its text.
    const section = `Subscribed forums ${DEFAULT_SUBSCRIPTIONS.join(' ')}`.toLowerCase();
    return allForums(db(FORUM_DB))
      .filter((f) => !f.subscribedByMe && !section.includes(f.name.toLowerCase()))
      .map((f) => ({
        vars: { forum: f.name },
        startUrl: REDDIT,
        eval: programHtmlEval({
          url: `${REDDIT}/`,
          locator: 'document.querySelector("#sidebar > section").outerText',
          required_contents: { must_include: [f.name] },
        }),
      }));
  },
  *solve(task, first) {
    const { forum } = task.instantiation_dict as ForumVars;
    const index = yield* openForumIndex(first);
    yield* clickElement(index, { role: 'button', attributes: { title: `Subscribe to ${forum}` } });
    yield exit('');
  },
});

/** The front page's "Subscribed forums" section (its first sidebar section, as `subscribeToForum` reads it). */
const SUBSCRIBED_SECTION = 'document.querySelector("#sidebar > section").outerText';

export const unsubscribeFromForum = defineTemplate<ForumVars>({
  key: 'reddit/unsubscribe-forum',
  id: 3020,
  sites: ['reddit'],
  intentTemplate: 'Unsubscribe from the {{forum}} forum',
  complexity: 1,
  counts: { train: 6, test: 0 },
  instances: ({ db }) => {
    const subscribed = allForums(db(FORUM_DB)).filter((f) => f.subscribedByMe);
    return subscribed
      .filter((f) => {
        // The name must be gone from what stays: the heading and the other subscriptions.
        const others = subscribed.filter((o) => o !== f).map((o) => o.name);
        return !`Subscribed forums ${others.join(' ')}`.toLowerCase().includes(f.name.toLowerCase());
      })
      .map((f) => ({
        vars: { forum: f.name },
        startUrl: REDDIT,
        eval: programHtmlEval(
          { url: `${REDDIT}/`, locator: SUBSCRIBED_SECTION, required_contents: { must_exclude: [f.name] } },
          {
            url: `${REDDIT}/`,
            locator: SUBSCRIBED_SECTION,
            required_contents: { must_include: subscribed.filter((o) => o !== f).map((o) => o.name) },
          },
        ),
      }));
  },
  *solve(task, first) {
    const { forum } = task.instantiation_dict as ForumVars;
    const index = yield* openForumIndex(first);
    yield* clickElement(index, { role: 'button', attributes: { title: `Unsubscribe from ${forum}` } });
    yield exit('');
  },
});

type BioVars = { bio: string };

export const changeBiography = defineTemplate<BioVars>({
  key: 'reddit/change-biography',
  id: 3018,
  sites: ['reddit'],
  intentTemplate: 'Change my bio to "{{bio}}"',
  complexity: 1,
  counts: { train: 16, test: 1 },
  instances: () =>
    NEW_BIOGRAPHIES.map((bio) => ({
      vars: { bio },
      startUrl: REDDIT,
      eval: programHtmlEval({
        url: `${REDDIT}/user/${ME}`,
        locator: 'document.querySelector(".user-bio__biography").outerText',
        required_contents: { exact_match: bio },
      }),
    })),
  *solve(task, first) {
    const { bio } = task.instantiation_dict as BioVars;
    const profile = yield* openUserMenu(first, ME, 'Profile');
    let page = yield* clickElement(profile, { role: 'link', text: 'Edit biography' });
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Biography/ }), bio);
    yield* clickElement(page, { role: 'button', text: 'Save' });
    yield exit('');
  },
});

type NewForumVars = { name: string; description: string; sidebar: string };

export const createForum = defineTemplate<NewForumVars>({
  key: 'reddit/create-forum',
  id: 3019,
  sites: ['reddit'],
  intentTemplate:
    'Create a new forum named {{name}} with the description "{{description}}" and the sidebar "{{sidebar}}"',
  complexity: 3,
  testOnly: true,
  counts: { test: 1 },
  instances: () =>
    NEW_FORUMS.map((f) => ({
      vars: { name: f.name, description: f.description, sidebar: f.sidebar },
      startUrl: REDDIT,
      eval: programHtmlEval(
        {
          url: `${REDDIT}/f/${f.name}/edit`,
          locator: 'document.querySelector("#forum_description").value',
          required_contents: { must_include: [f.description] },
        },
        {
          url: `${REDDIT}/f/${f.name}/edit`,
          locator: 'document.querySelector("#forum_sidebar").value',
          required_contents: { must_include: f.sidebar.split(', ') },
        },
      ),
    })),
  *solve(task, first) {
    const { name, description, sidebar } = task.instantiation_dict as NewForumVars;
    const list = yield* clickElement(first, { role: 'link', text: 'Forums' });
    let page = yield* clickElement(list, { role: 'link', text: 'Create forum' });
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Name/ }), name);
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Title/ }), name);
    page = yield typeInto(requireElement(page, { role: 'textbox', context: /^Description/ }), description);
    const [box] = yield* scrollToElement(page, { role: 'textbox', context: /^Sidebar/ });
    page = yield typeInto(box, sidebar);
    const [button] = yield* scrollToElement(page, { role: 'button', text: 'Create forum' });
    yield click(button);
    yield exit('');
  },
});
