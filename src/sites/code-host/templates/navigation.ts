// Navigation tasks, checked by the final URL as WebArena's are: the issues of a project assigned to
// me, a file of a repository, the issues with a label, and someone's commits.
import { exit } from '../../oracle/actions.js';
import { clickElement } from '../../oracle/steps.js';
import { urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { CODE_HOST_DB, GITLAB, ME, mainCommits, projectFacts, taskProjects } from './code-host-data.js';
import { filterBy, openProject, openSection, openSubItem, slot } from './code-host-steps.js';

type ProjectVars = { project: string };

export const myIssues = defineTemplate<ProjectVars>({
  key: 'gitlab/nav-my-issues',
  id: 4012,
  sites: ['gitlab'],
  intentTemplate: 'Open the issues of {{project}} that are assigned to me',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB))
      .filter((p) => p.access > 0)
      .map((p) => ({
        vars: { project: p.label },
        startUrl: GITLAB,
        eval: urlMatchEval(`${GITLAB}/${p.path}/-/issues?assignee_username=${ME.username}`),
        oracle: projectFacts(p),
      })),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    yield* filterBy(issues, 'Assignee', `${ME.name} @${ME.username}`);
    yield exit('');
  },
});

type FileVars = { path: string; project: string };

export const openFile = defineTemplate<FileVars>({
  key: 'gitlab/nav-file',
  id: 4013,
  sites: ['gitlab'],
  intentTemplate: 'Open the file {{path}} in the {{project}} repository',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const files = db(CODE_HOST_DB).all<{ path: string }>(
        'SELECT path FROM files WHERE project_id = ? ORDER BY path',
        p.id,
      );
      // Files in folders make the task a walk through the tree; root files are one click.
      const nested = files.filter((f) => f.path.includes('/') && f.path.split('/').length <= 3);
      return rng.sample(nested.length > 0 ? nested : files, 1).map((f) => ({
        vars: { path: f.path, project: p.label },
        startUrl: GITLAB,
        eval: urlMatchEval(`${GITLAB}/${p.path}/-/blob/main/${f.path}`),
        oracle: projectFacts(p),
      }));
    }),
  *solve(task, first) {
    let page = yield* openProject(first, task);
    for (const part of slot(task, 'path').split('/'))
      page = yield* clickElement(page, { text: part, attributes: { title: part } });
    yield exit('');
  },
});

type LabelVars = { project: string; label: string };

export const issuesWithLabel = defineTemplate<LabelVars>({
  key: 'gitlab/nav-issues-by-label',
  id: 4014,
  sites: ['gitlab'],
  intentTemplate: 'Display the list of issues in the {{project}} repository that have the label "{{label}}"',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng
        .sample(
          db(CODE_HOST_DB).all<{ title: string }>(
            'SELECT title FROM labels WHERE project_id = ? ORDER BY title',
            p.id,
          ),
          1,
        )
        .map((l) => ({
          vars: { project: p.label, label: l.title },
          startUrl: GITLAB,
          eval: urlMatchEval(
            `${GITLAB}/${p.path}/-/issues?${new URLSearchParams([['label_name[]', l.title]])}`,
          ),
          oracle: projectFacts(p),
        })),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const issues = yield* openSection(project, 'Issues');
    yield* filterBy(issues, 'Label', slot(task, 'label'));
    yield exit('');
  },
});

type AuthorVars = { author: string; project: string };

export const commitsByAuthor = defineTemplate<AuthorVars>({
  key: 'gitlab/nav-commits-by-author',
  id: 4015,
  sites: ['gitlab'],
  intentTemplate: 'Show me the commits {{author}} made to the {{project}} repository',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) =>
      rng
        .sample([...new Set(mainCommits(db(CODE_HOST_DB), p.id).map((c) => c.author_name))], 1)
        .map((author) => ({
          vars: { author, project: p.label },
          startUrl: GITLAB,
          eval: urlMatchEval(`${GITLAB}/${p.path}/-/commits/main?${new URLSearchParams({ author })}`),
          oracle: projectFacts(p),
        })),
    ),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const commits = yield* openSubItem(project, 'Repository', 'Commits');
    yield* filterBy(commits, 'Author', slot(task, 'author'));
    yield exit('');
  },
});
