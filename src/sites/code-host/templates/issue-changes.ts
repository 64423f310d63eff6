// State changes in issue trackers and merge requests, checked on the pages with WebArena's locators:
// create an issue (with a label; or assigned to me with a due date), close an issue, comment on an
// issue or a merge request, assign an issue to myself.
import { exit, selectOption, typeInto } from '../../oracle/actions.js';
import { requireElement } from '../../oracle/find-element.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval, urlAndProgramHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { issueTitle } from '../data/issue-text.js';
import type { RepoKind } from '../data/project-spec.js';
import { mediumDate } from '../data/site-time.js';
import { VOCABULARY } from '../data/vocabulary.js';
import {
  CODE_HOST_DB,
  GITLAB,
  ME,
  projectFacts,
  projectIssues,
  projectMergeRequests,
  taskProjects,
} from './code-host-data.js';
import { openIssuable, openProject, openSection, slot } from './code-host-steps.js';

/** The locator WebArena uses for the latest comment of an issue or merge request. */
const LAST_NOTE = `document.querySelector('[id="notes-list"').lastElementChild.querySelector('.timeline-discussion-body').outerText`;

const COMMENTS = [
  'Good idea',
  'Thank you',
  'I need help',
  'I have a question',
  'Thanks, working on reviews',
  'I can reproduce this on Firefox.',
  'Working on a fix now.',
  'Could you add steps to reproduce?',
  'This is fixed in the latest release.',
  'Please add a test for this.',
  'LGTM, merging soon.',
  'Let us discuss this in the next meeting.',
];

function projectKind(db: import('../../data/site-db.js').SiteDb, projectId: number): RepoKind {
  const language = db.get<{ language: string }>(
    'SELECT language FROM project_languages WHERE project_id = ? ORDER BY percent DESC LIMIT 1',
    projectId,
  )?.language;
  const byLanguage: Record<string, RepoKind> = {
    Python: 'python',
    Java: 'java',
    Ruby: 'ruby',
    PHP: 'php',
    CSS: 'css',
    HTML: 'html',
    Shell: 'shell',
    'C++': 'cpp',
    Markdown: 'list',
    TypeScript: 'typescript',
  };
  return byLanguage[language ?? ''] ?? 'javascript';
}

/** Issue titles new to a project. */
function newTitles(
  db: import('../../data/site-db.js').SiteDb,
  projectId: number,
  rng: import('../../data/rng.js').Rng,
  count: number,
): string[] {
  const taken = new Set(projectIssues(db, projectId).map((i) => i.title.toLowerCase()));
  const vocab = VOCABULARY[projectKind(db, projectId)];
  const titles: string[] = [];
  for (let guard = 0; titles.length < count && guard < 50; guard++) {
    const title = issueTitle(vocab, rng);
    if (!taken.has(title.toLowerCase()) && !titles.includes(title)) titles.push(title);
  }
  return titles;
}

/** Opens the new issue form of the task's project. */
function* openNewIssueForm(
  first: Parameters<typeof openProject>[0],
  task: Parameters<typeof openProject>[1],
) {
  const project = yield* openProject(first, task);
  const issues = yield* openSection(project, 'Issues');
  return yield* clickElement(issues, { text: 'New issue' });
}

type CreateVars = { project: string; title: string; label: string };

export const createIssueWithLabel = defineTemplate<CreateVars>({
  key: 'gitlab/create-issue-with-label',
  id: 4016,
  sites: ['gitlab'],
  intentTemplate: 'Create an issue in {{project}} titled "{{title}}" with the label "{{label}}"',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 20)
      .flatMap((p) => {
        const labels = db(CODE_HOST_DB).all<{ title: string }>(
          'SELECT title FROM labels WHERE project_id = ? ORDER BY title',
          p.id,
        );
        return newTitles(db(CODE_HOST_DB), p.id, rng, 2).map((title) => {
          const label = rng.pick(labels).title;
          return {
            vars: { project: p.label, title, label },
            startUrl: GITLAB,
            eval: urlAndProgramHtmlEval(
              `${GITLAB}/${p.path}/-/issues`,
              {
                url: 'last',
                locator: outerTextOf('[data-qa-selector="title_content"]'),
                required_contents: { exact_match: title },
              },
              {
                url: 'last',
                locator: outerTextOf('.block.labels'),
                required_contents: { must_include: [label] },
              },
            ),
            oracle: projectFacts(p),
          };
        });
      }),
  *solve(task, first) {
    const form = yield* openNewIssueForm(first, task);
    let page = yield typeInto(
      requireElement(form, { attributes: { placeholder: 'Title' } }),
      slot(task, 'title'),
    );
    const [labels] = yield* scrollToElement(page, {
      role: 'combobox',
      where: (e) => e.context.includes('Labels'),
    });
    page = yield selectOption(labels, slot(task, 'label'));
    yield* clickElement(page, { text: 'Create issue' });
    yield exit('');
  },
});

type DueVars = { project: string; title: string; date: string };

export const createIssueAssignedWithDueDate = defineTemplate<DueVars>({
  key: 'gitlab/create-issue-due-date',
  id: 4017,
  sites: ['gitlab'],
  intentTemplate:
    'Create an issue in {{project}} repo with title "{{title}}". Assign the issue to myself. Set due date to be {{date}}',
  complexity: 3,
  testOnly: true,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 20)
      .flatMap((p) =>
        newTitles(db(CODE_HOST_DB), p.id, rng, 1).map((title) => {
          const [y, m, d] = [rng.int(2024, 2031), rng.int(1, 12), rng.int(1, 28)];
          const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          return {
            vars: { project: p.label, title, date: `${y}-${m}-${d}` },
            startUrl: GITLAB,
            eval: urlAndProgramHtmlEval(
              `${GITLAB}/${p.path}/-/issues`,
              {
                url: 'last',
                locator: outerTextOf('[data-qa-selector="title_content"]'),
                required_contents: { exact_match: title },
              },
              {
                url: 'last',
                locator: `document.querySelector('[data-testid="sidebar-due-date"').outerText`,
                required_contents: { must_include: [mediumDate(iso)] },
              },
              {
                url: 'last',
                locator: outerTextOf('.block.assignee'),
                required_contents: { must_include: [ME.name] },
              },
            ),
            oracle: projectFacts(p),
          };
        }),
      ),
  *solve(task, first) {
    const form = yield* openNewIssueForm(first, task);
    let page = yield typeInto(
      requireElement(form, { attributes: { placeholder: 'Title' } }),
      slot(task, 'title'),
    );
    const [assignee] = yield* scrollToElement(page, {
      role: 'combobox',
      where: (e) => e.context.includes('Assignee'),
    });
    page = yield selectOption(assignee, `${ME.name} (you)`);
    const [due] = yield* scrollToElement(page, { attributes: { placeholder: 'YYYY-MM-DD' } });
    page = yield typeInto(due, slot(task, 'date'));
    yield* clickElement(page, { text: 'Create issue' });
    yield exit('');
  },
});

type IssueVars = { title: string; project: string };

export const closeIssue = defineTemplate<IssueVars>({
  key: 'gitlab/close-issue',
  id: 4018,
  sites: ['gitlab'],
  intentTemplate: 'Close the issue "{{title}}" in {{project}}',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 20)
      .flatMap((p) =>
        rng
          .sample(
            projectIssues(db(CODE_HOST_DB), p.id).filter((i) => i.state === 'opened'),
            2,
          )
          .map((issue) => ({
            vars: { title: issue.title, project: p.label },
            startUrl: GITLAB,
            eval: programHtmlEval({
              url: `${GITLAB}/${p.path}/-/issues/${issue.iid}`,
              locator: outerTextOf('[data-testid="issue-state-badge"]'),
              required_contents: { exact_match: 'Closed' },
            }),
            oracle: projectFacts(p),
          })),
      ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issue = yield* openIssuable(yield* openSection(project, 'Issues'), slot(task, 'title'));
    yield* clickElement(issue, { text: 'Close issue' });
    yield exit('');
  },
});

type CommentVars = { comment: string; title: string; project: string };

export const commentOnIssue = defineTemplate<CommentVars>({
  key: 'gitlab/comment-issue',
  id: 4019,
  sites: ['gitlab'],
  intentTemplate: 'Comment "{{comment}}" on the issue "{{title}}" in {{project}}',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng.sample(projectIssues(db(CODE_HOST_DB), p.id), 1).map((issue) => {
        const comment = rng.pick(COMMENTS);
        return {
          vars: { comment, title: issue.title, project: p.label },
          startUrl: GITLAB,
          eval: programHtmlEval({
            url: `${GITLAB}/${p.path}/-/issues/${issue.iid}`,
            locator: LAST_NOTE,
            required_contents: { exact_match: comment },
          }),
          oracle: projectFacts(p),
        };
      }),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issue = yield* openIssuable(yield* openSection(project, 'Issues'), slot(task, 'title'));
    const [box] = yield* scrollToElement(issue, {
      attributes: { placeholder: 'Write a comment or drag your files here…' },
    });
    const typed = yield typeInto(box, slot(task, 'comment'));
    yield* clickElement(typed, { text: 'Comment' });
    yield exit('');
  },
});

export const assignIssueToMe = defineTemplate<IssueVars>({
  key: 'gitlab/assign-issue-to-me',
  id: 4020,
  sites: ['gitlab'],
  intentTemplate: 'Assign the issue "{{title}}" in {{project}} to myself.',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access >= 20)
      .flatMap((p) =>
        rng
          .sample(
            projectIssues(db(CODE_HOST_DB), p.id).filter((i) => i.state === 'opened' && i.assignees === 0),
            2,
          )
          .map((issue) => ({
            vars: { title: issue.title, project: p.label },
            startUrl: GITLAB,
            eval: programHtmlEval({
              url: `${GITLAB}/${p.path}/-/issues/${issue.iid}`,
              locator: outerTextOf('.block.assignee'),
              required_contents: { must_include: [ME.name] },
            }),
            oracle: projectFacts(p),
          })),
      ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issue = yield* openIssuable(yield* openSection(project, 'Issues'), slot(task, 'title'));
    yield* clickElement(issue, { text: 'assign yourself' });
    yield exit('');
  },
});

type MergeCommentVars = { comment: string; title: string; project: string };

export const commentOnMergeRequest = defineTemplate<MergeCommentVars>({
  key: 'gitlab/comment-mr',
  id: 4021,
  sites: ['gitlab'],
  intentTemplate: 'Post "{{comment}}" on the merge request "{{title}}" in {{project}}',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng.sample(projectMergeRequests(db(CODE_HOST_DB), p.id), 1).map((mr) => {
        const comment = rng.pick(COMMENTS);
        return {
          vars: { comment, title: mr.title, project: p.label },
          startUrl: GITLAB,
          eval: programHtmlEval({
            url: `${GITLAB}/${p.path}/-/merge_requests/${mr.iid}`,
            locator: LAST_NOTE,
            required_contents: { exact_match: comment },
          }),
          oracle: projectFacts(p),
        };
      }),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const mr = yield* openIssuable(yield* openSection(project, 'Merge requests'), slot(task, 'title'));
    const [box] = yield* scrollToElement(mr, {
      attributes: { placeholder: 'Write a comment or drag your files here…' },
    });
    const typed = yield typeInto(box, slot(task, 'comment'));
    yield* clickElement(typed, { text: 'Comment' });
    yield exit('');
  },
});
