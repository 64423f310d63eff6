// Changes to byteblaze's own profile, checked on his profile pages with WebArena's locators: set a
// status message, follow someone.
import { exit, typeInto } from '../../oracle/actions.js';
import { findElement } from '../../oracle/find-element.js';
import { OracleError } from '../../oracle/solver.js';
import { clickElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { CODE_HOST_DB, GITLAB, ME, otherUsers } from './code-host-data.js';
import { searchSite, slot } from './code-host-steps.js';

const STATUSES = [
  'Enjoying life',
  'Working from home',
  'On vacation until Monday',
  'Busy with reviews',
  'Out sick',
  'In meetings all day',
  'Focusing on the redesign',
  'Learning Rust',
  'Back next week',
  'Commuting',
  'Writing documentation',
  'Travelling to a conference',
];

type StatusVars = { status: string };

export const setStatus = defineTemplate<StatusVars>({
  key: 'gitlab/set-status',
  id: 4027,
  sites: ['gitlab'],
  intentTemplate: 'Set my gitlab status as {{status}}.',
  complexity: 1,
  testOnly: true,
  counts: { test: 2 },
  instances: () =>
    STATUSES.map((status) => ({
      vars: { status },
      startUrl: GITLAB,
      eval: programHtmlEval({
        url: `${GITLAB}/${ME.username}`,
        locator: "document.querySelector('.cover-status').lastChild.textContent",
        required_contents: { exact_match: status },
      }),
    })),
  *solve(task, first) {
    const menu = yield* clickElement(first, { role: 'button', attributes: { title: ME.name } });
    const modal = yield* clickElement(menu, { role: 'button', text: 'Set status' });
    const box = findElement(modal, { attributes: { placeholder: "What's your status?" } });
    if (!box) throw new OracleError(`the status dialog did not open on ${modal.url}`);
    const typed = yield typeInto(box, slot(task, 'status'));
    yield* clickElement(typed, { role: 'button', text: 'Set status' });
    yield exit('');
  },
});

type FollowVars = { name: string };

export const followUser = defineTemplate<FollowVars>({
  key: 'gitlab/follow-user',
  id: 4028,
  sites: ['gitlab'],
  intentTemplate: 'Follow {{name}} on Gitlab',
  complexity: 1,
  testOnly: true,
  counts: { test: 2 },
  instances: ({ db }) => {
    const followed = new Set(
      db(CODE_HOST_DB)
        .all<{ followee_id: number }>(
          'SELECT followee_id FROM follows f JOIN users u ON u.id = f.follower_id WHERE u.username = ?',
          ME.username,
        )
        .map((f) => f.followee_id),
    );
    return otherUsers(db(CODE_HOST_DB))
      .filter((u) => !followed.has(u.id))
      .map((u) => ({
        vars: { name: u.name },
        startUrl: GITLAB,
        eval: programHtmlEval({
          url: `${GITLAB}/users/${ME.username}/following`,
          locator: outerTextOf('.user-profile'),
          required_contents: { must_include: [`@${u.username}`] },
        }),
      }));
  },
  *solve(task, first) {
    const results = yield* searchSite(first, slot(task, 'name'));
    const users = yield* clickElement(results, { text: /^Users \d+$/ });
    const profile = yield* clickElement(users, { text: slot(task, 'name') });
    yield* clickElement(profile, { role: 'button', text: 'Follow' });
    yield exit('');
  },
});
