// Information seeking in a project's issue tracker, merge requests and members: how many open issues
// carry a label or belong to a milestone, whether an issue is open (also as a yes/no question), which
// branch a merge request targets, and someone's role in the project.
import { exit } from '../../oracle/actions.js';
import { findElement } from '../../oracle/find-element.js';
import { OracleError } from '../../oracle/solver.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval, yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { roleName } from '../data/access-level.js';
import {
  CODE_HOST_DB,
  GITLAB,
  ME,
  membersOf,
  projectFacts,
  projectIssues,
  projectMergeRequests,
  taskProjects,
} from './code-host-data.js';
import {
  fact,
  filterBy,
  openIssuable,
  openProject,
  openSection,
  openSubItem,
  requireVisible,
  slot,
  tabCount,
} from './code-host-steps.js';

type LabelVars = { label: string; project: string };

export const openIssuesWithLabel = defineTemplate<LabelVars>({
  key: 'gitlab/open-issues-with-label',
  id: 4007,
  sites: ['gitlab'],
  intentTemplate: 'How many open issues with the label "{{label}}" does {{project}} have?',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const counts = db(CODE_HOST_DB).all<{ title: string; n: number }>(
        `SELECT l.title, (SELECT count(*) FROM issue_labels il JOIN issues i ON i.id = il.issue_id WHERE il.label_id = l.id AND i.state = 'opened') AS n
         FROM labels l WHERE l.project_id = ? ORDER BY l.title`,
        p.id,
      );
      return rng
        .sample(
          counts.filter((c) => c.n > 0),
          2,
        )
        .map((c) => ({
          vars: { label: c.title, project: p.label },
          startUrl: GITLAB,
          eval: stringMatchEval({ must_include: [String(c.n)] }),
          oracle: projectFacts(p),
        }));
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    const filtered = yield* filterBy(issues, 'Label', slot(task, 'label'));
    yield exit(tabCount(filtered, 'Open'));
  },
});

type MilestoneVars = { project: string; milestone: string };

export const milestoneOpenIssues = defineTemplate<MilestoneVars>({
  key: 'gitlab/milestone-open-issues',
  id: 4008,
  sites: ['gitlab'],
  intentTemplate: 'How many open issues of {{project}} are in the milestone "{{milestone}}"?',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      db(CODE_HOST_DB)
        .all<{ title: string; n: number }>(
          "SELECT m.title, (SELECT count(*) FROM issues i WHERE i.milestone_id = m.id AND i.state = 'opened') AS n FROM milestones m WHERE m.project_id = ? ORDER BY m.iid",
          p.id,
        )
        .map((m) => ({
          vars: { project: p.label, milestone: m.title },
          startUrl: GITLAB,
          eval: stringMatchEval({ must_include: [String(m.n)] }),
          oracle: projectFacts(p),
        })),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    const filtered = yield* filterBy(issues, 'Milestone', slot(task, 'milestone'));
    yield exit(tabCount(filtered, 'Open'));
  },
});

type IssueVars = { title: string; project: string };

export const issueState = defineTemplate<IssueVars>({
  key: 'gitlab/issue-state',
  id: 4009,
  sites: ['gitlab'],
  intentTemplate: 'Is the issue "{{title}}" in {{project}} open or closed?',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng.sample(projectIssues(db(CODE_HOST_DB), p.id), 2).map((issue) => ({
        vars: { title: issue.title, project: p.label },
        startUrl: GITLAB,
        eval: stringMatchEval({ must_include: [issue.state === 'opened' ? 'open' : 'closed'] }),
        oracle: { ...projectFacts(p), state: issue.state === 'opened' ? 'Open' : 'Closed' },
      })),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    const issue = yield* openIssuable(issues, slot(task, 'title'));
    const badge =
      findElement(issue, { text: fact(task, 'state') }) ??
      issue.texts.find((t) => t.text === fact(task, 'state'));
    if (!badge) throw new OracleError(`no "${fact(task, 'state')}" badge on ${issue.url}`);
    yield exit(fact(task, 'state'));
  },
});

// Training only: the facts of gitlab/issue-state, asked the way the test set's yes/no questions are.
export const issueOpenYesNo = defineTemplate<IssueVars>({
  key: 'gitlab/issue-open-yes-no',
  id: 4030,
  sites: ['gitlab'],
  intentTemplate: 'Is the issue "{{title}}" in {{project}} still open? Answer yes or no.',
  complexity: 1,
  counts: { test: 0, train: 12 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      let issues = projectIssues(db(CODE_HOST_DB), p.id);
      // Yes and no equally often: draw the answer, then an issue in that state (two, never the same).
      return [0, 1].flatMap(() => {
        const open = rng.chance(0.5);
        const pool = issues.filter((i) => (i.state === 'opened') === open);
        if (pool.length === 0) return [];
        const issue = rng.pick(pool);
        issues = issues.filter((i) => i !== issue);
        return [
          {
            vars: { title: issue.title, project: p.label },
            startUrl: GITLAB,
            eval: yesOrNoEval(open),
            oracle: { ...projectFacts(p), state: open ? 'Open' : 'Closed' },
          },
        ];
      });
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    const issue = yield* openIssuable(issues, slot(task, 'title'));
    const state = fact(task, 'state');
    const badge = findElement(issue, { text: state }) ?? issue.texts.find((t) => t.text === state);
    if (!badge) throw new OracleError(`no "${state}" badge on ${issue.url}`);
    yield exit(state === 'Open' ? 'yes' : 'no');
  },
});

type MergeRequestVars = { title: string; project: string };

export const mergeRequestTarget = defineTemplate<MergeRequestVars>({
  key: 'gitlab/mr-target-branch',
  id: 4010,
  sites: ['gitlab'],
  intentTemplate: 'Which branch does the merge request "{{title}}" in {{project}} want to merge into?',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const requests = projectMergeRequests(db(CODE_HOST_DB), p.id);
      // Prefer requests into develop so that "main" is not always the answer.
      const chosen = [
        ...requests.filter((r) => r.target_branch !== 'main'),
        ...rng.shuffle(requests.filter((r) => r.target_branch === 'main')),
      ].slice(0, 2);
      return chosen.map((r) => ({
        vars: { title: r.title, project: p.label },
        startUrl: GITLAB,
        eval: stringMatchEval({ must_include: [r.target_branch!] }),
        oracle: { ...projectFacts(p), branch: r.target_branch! },
      }));
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const list = yield* openSection(project, 'Merge requests');
    const page = yield* openIssuable(list, slot(task, 'title'));
    const branch = fact(task, 'branch');
    const target = findElement(page, {
      text: branch,
      where: (e) => e.context.includes('requested to merge') || e.tag === 'a',
    });
    if (!target) throw new OracleError(`the target branch ${branch} is not on ${page.url}`);
    yield exit(branch);
  },
});

type RoleVars = { user: string; project: string };

export const memberRole = defineTemplate<RoleVars>({
  key: 'gitlab/member-role',
  id: 4011,
  sites: ['gitlab'],
  intentTemplate: "What is {{user}}'s role in the {{project}} project?",
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng
        .sample(
          membersOf(db(CODE_HOST_DB), p.id).filter((m) => m.username !== ME.username),
          2,
        )
        .map((m) => ({
          vars: { user: m.name, project: p.label },
          startUrl: GITLAB,
          eval: stringMatchEval({ must_include: [roleName(m.access_level)] }),
          oracle: { ...projectFacts(p), role: roleName(m.access_level) },
        })),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const members = yield* openSubItem(project, 'Project information', 'Members');
    const user = slot(task, 'user');
    const role = fact(task, 'role');
    const [, page] = yield* scrollUntil(
      members,
      (o) =>
        findElement(o, {
          text: new RegExp(`^${user.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          where: (e) => e.context.includes(role),
        }),
      `the row of ${user}`,
    );
    yield* requireVisible(page, role);
    yield exit(role);
  },
});
