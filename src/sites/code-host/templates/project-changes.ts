// State changes to projects, checked on the pages with WebArena's locators and helpers: invite a member
// with a role, change a member's role, remove a member, star a project, update its description, change
// its visibility.
import { click, exit, selectOption, typeInto } from '../../oracle/actions.js';
import { findElement } from '../../oracle/find-element.js';
import { OracleError } from '../../oracle/solver.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { ROLES, roleName } from '../data/access-level.js';
import {
  CODE_HOST_DB,
  GITLAB,
  ME,
  membersOf,
  otherUsers,
  projectFacts,
  taskProjects,
} from './code-host-data.js';
import { fact, openProject, openSubItem, slot } from './code-host-steps.js';

/** Roles a maintainer can give (GitLab keeps Owner for owners). */
const GIVABLE = ROLES.filter(([level]) => level < 50).map(([, name]) => name);

function memberRoleCheck(projectPath: string, username: string, role: string) {
  return programHtmlEval({
    url: `${GITLAB}/${projectPath}/-/project_members`,
    locator: `func:gitlab_get_project_memeber_role(__page__, '${username}')`,
    required_contents: { must_include: [role] },
  });
}

type InviteVars = { user: string; project: string; role: string };

export const inviteMember = defineTemplate<InviteVars>({
  key: 'gitlab/invite-member',
  id: 4022,
  sites: ['gitlab'],
  intentTemplate: 'Invite {{user}} to the {{project}} project as {{role}}',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 40)
      .flatMap((p) => {
        const members = new Set(membersOf(db(CODE_HOST_DB), p.id).map((m) => m.username));
        return rng
          .sample(
            otherUsers(db(CODE_HOST_DB)).filter((u) => !members.has(u.username)),
            3,
          )
          .map((u) => {
            const role = rng.pick(GIVABLE);
            // People say "invite vinta" as often as "invite Vinta Chen"; the invite box takes both.
            const user = rng.chance(0.5) ? u.username : u.name;
            return {
              vars: { user, project: p.label, role },
              startUrl: GITLAB,
              eval: memberRoleCheck(p.path, u.username, role),
              oracle: projectFacts(p),
            };
          });
      }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const members = yield* openSubItem(project, 'Project information', 'Members');
    const modal = yield* clickElement(members, { text: 'Invite members', role: 'button' });
    const box = findElement(modal, { attributes: { placeholder: 'Search for members to invite' } });
    if (!box) throw new OracleError(`the invite dialog did not open on ${modal.url}`);
    let page = yield typeInto(box, slot(task, 'user'));
    const [role] = yield* scrollToElement(page, {
      role: 'combobox',
      where: (e) => e.options?.includes('Maintainer') ?? false,
    });
    page = yield selectOption(role, slot(task, 'role'));
    yield* clickElement(page, { text: 'Invite', role: 'button' });
    yield exit('');
  },
});

type RoleVars = { user: string; project: string; role: string };

export const changeMemberRole = defineTemplate<RoleVars>({
  key: 'gitlab/change-member-role',
  id: 4023,
  sites: ['gitlab'],
  intentTemplate: "Change {{user}}'s role in the {{project}} project to {{role}}",
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 40)
      .flatMap((p) =>
        rng
          .sample(
            membersOf(db(CODE_HOST_DB), p.id).filter(
              (m) => m.access_level < 50 && m.username !== ME.username,
            ),
            3,
          )
          .map((m) => {
            const role = rng.pick(GIVABLE.filter((r) => r !== roleName(m.access_level)));
            return {
              vars: { user: m.name, project: p.label, role },
              startUrl: GITLAB,
              eval: memberRoleCheck(p.path, m.username, role),
              oracle: { ...projectFacts(p), username: m.username },
            };
          }),
      ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const members = yield* openSubItem(project, 'Project information', 'Members');
    const opened = yield* clickElement(members, {
      attributes: { title: `Change role of @${fact(task, 'username')}` },
    });
    const choice = findElement(opened, { role: 'button', text: slot(task, 'role') });
    if (!choice) throw new OracleError(`the role menu on ${opened.url} has no "${slot(task, 'role')}"`);
    yield click(choice);
    yield exit('');
  },
});

/** The members table of a project's members page (the rows: name, `@username`, role, …). */
const MEMBERS_TABLE = outerTextOf("[data-testid='members-table']");
/** The table's own words, besides the members' names and usernames. */
const MEMBERS_TABLE_WORDS = [
  'Account Source Access granted Max role Expiration Direct member No expiration set',
  "It's you Remove ago",
  ...ROLES.map(([, name]) => name),
];

type RemoveVars = { member: string; project: string };

// Training only: a removal (an entry gone from a list), a kind of change the test set asks for elsewhere.
export const removeMember = defineTemplate<RemoveVars>({
  key: 'gitlab/remove-member',
  id: 4029,
  sites: ['gitlab'],
  intentTemplate: 'Remove {{member}} from the members of the {{project}} project',
  complexity: 1,
  counts: { test: 0, train: 12 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 40)
      .flatMap((p) => {
        const members = membersOf(db(CODE_HOST_DB), p.id);
        // Never the owner or byteblaze, and never someone whose name or username another row contains.
        const removable = members.filter((m) => {
          if (m.access_level >= 50 || m.username === ME.username) return false;
          const rest = [
            ...members.filter((o) => o !== m).map((o) => `${o.name} @${o.username}`),
            ...MEMBERS_TABLE_WORDS,
          ]
            .join(' ')
            .toLowerCase();
          return !rest.includes(m.name.toLowerCase()) && !rest.includes(`@${m.username.toLowerCase()}`);
        });
        return rng.sample(removable, 2).map((m) => {
          const url = `${GITLAB}/${p.path}/-/project_members`;
          return {
            vars: { member: rng.chance(0.5) ? m.username : m.name, project: p.label },
            startUrl: GITLAB,
            eval: programHtmlEval(
              {
                url,
                locator: MEMBERS_TABLE,
                required_contents: { must_exclude: [m.name, `@${m.username}`] },
              },
              ...members
                .filter((o) => o !== m)
                .map((o) => ({
                  url,
                  locator: MEMBERS_TABLE,
                  required_contents: { must_include: [`@${o.username}`] },
                })),
            ),
            oracle: { ...projectFacts(p), username: m.username },
          };
        });
      }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const members = yield* openSubItem(project, 'Project information', 'Members');
    yield* clickElement(members, {
      role: 'button',
      attributes: { title: 'Remove member' },
      where: (e) => e.context.includes(`@${fact(task, 'username')}`),
    });
    yield exit('');
  },
});

type ProjectVars = { project: string };

export const starProject = defineTemplate<ProjectVars>({
  key: 'gitlab/star-project',
  id: 4024,
  sites: ['gitlab'],
  intentTemplate: 'Star the {{project}} repository',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) => {
    const starred = new Set(
      db(CODE_HOST_DB)
        .all<{ project_id: number }>(
          'SELECT project_id FROM stars s JOIN users u ON u.id = s.user_id WHERE u.username = ?',
          ME.username,
        )
        .map((s) => s.project_id),
    );
    return taskProjects(db(CODE_HOST_DB))
      .filter((p) => !starred.has(p.id))
      .map((p) => ({
        vars: { project: p.label },
        startUrl: GITLAB,
        eval: programHtmlEval({
          url: `${GITLAB}/users/${ME.username}/starred`,
          locator: outerTextOf('.user-profile'),
          required_contents: { must_include: [p.link] },
        }),
        oracle: projectFacts(p),
      }));
  },
  *solve(task, first) {
    const project = yield* openProject(first, task);
    yield* clickElement(project, { role: 'button', text: 'Star' });
    yield exit('');
  },
});

const OPENERS = ['A lightweight', 'A fast', 'An accessible', 'A tiny', 'A friendly', 'A well-tested'];
const THINGS = [
  'toolkit',
  'library',
  'browser extension',
  'collection of notes',
  'command-line tool',
  'theme',
];
const PURPOSES = [
  'for web developers',
  'for accessibility audits',
  'for everyday scripting',
  'for people who love keyboards',
  'that respects your privacy',
];

type DescriptionVars = { project: string; description: string };

export const updateDescription = defineTemplate<DescriptionVars>({
  key: 'gitlab/update-description',
  id: 4025,
  sites: ['gitlab'],
  intentTemplate: 'Update the description of the {{project}} project to "{{description}}"',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 40)
      .flatMap((p) =>
        [0, 1, 2].map(() => {
          const description = `${rng.pick(OPENERS)} ${rng.pick(THINGS)} ${rng.pick(PURPOSES)}.`;
          return {
            vars: { project: p.label, description },
            startUrl: GITLAB,
            eval: programHtmlEval({
              url: `${GITLAB}/${p.path}`,
              locator: outerTextOf('.home-panel-description-markdown'),
              required_contents: { exact_match: description },
            }),
            oracle: projectFacts(p),
          };
        }),
      ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const settings = yield* openSubItem(project, 'Settings', 'General');
    const [box] = yield* scrollToElement(settings, {
      role: 'textbox',
      where: (e) => e.context.includes('Project description'),
    });
    const typed = yield typeInto(box, slot(task, 'description'));
    yield* clickElement(typed, { text: 'Save changes' });
    yield exit('');
  },
});

type VisibilityVars = { project: string; visibility: string };

export const changeVisibility = defineTemplate<VisibilityVars>({
  key: 'gitlab/change-visibility',
  id: 4026,
  sites: ['gitlab'],
  intentTemplate: 'Make the {{project}} project {{visibility}}',
  complexity: 1,
  testOnly: true,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 40)
      .map((p) => {
        const visibility = rng.pick(['public', 'private', 'internal'].filter((v) => v !== p.visibility));
        return {
          vars: { project: p.label, visibility },
          startUrl: GITLAB,
          eval: programHtmlEval({
            url: `${GITLAB}/${p.path}`,
            locator: "document.querySelector('.visibility-icon').getAttribute('title')",
            required_contents: { must_include: [visibility.charAt(0).toUpperCase() + visibility.slice(1)] },
          }),
          oracle: projectFacts(p),
        };
      }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const settings = yield* openSubItem(project, 'Settings', 'General');
    const expanded = yield* clickElement(settings, {
      text: 'Expand',
      where: (e) => e.context.includes('Visibility'),
    });
    const [select] = yield* scrollToElement(expanded, {
      role: 'combobox',
      where: (e) => e.options?.includes('Internal') ?? false,
    });
    const chosen = yield selectOption(select, slot(task, 'visibility'));
    yield* clickElement(chosen, { text: 'Save changes', where: (e) => e.context.includes('Visibility') });
    yield exit('');
  },
});
