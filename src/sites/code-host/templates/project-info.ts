// Information seeking about a project's repository, like WebArena's GitLab intents: its star count,
// who made the latest commit, who contributed most, how many commits someone made on a day, the
// SSH clone command, and the version its manifest declares.
import { exit } from '../../oracle/actions.js';
import { findElement } from '../../oracle/find-element.js';
import { OracleError } from '../../oracle/solver.js';
import { clickElement } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { commitDayHeader } from '../data/site-time.js';
import { CODE_HOST_DB, GITLAB, mainCommits, projectFacts, taskProjects, usDate } from './code-host-data.js';
import {
  fact,
  filterBy,
  findVisibleText,
  openProject,
  openSubItem,
  requireVisible,
  slot,
} from './code-host-steps.js';

type ProjectVars = { project: string };

export const projectStars = defineTemplate<ProjectVars>({
  key: 'gitlab/project-stars',
  id: 4001,
  sites: ['gitlab'],
  intentTemplate: 'How many stars does the {{project}} repository have?',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).map((p) => ({
      vars: { project: p.label },
      startUrl: GITLAB,
      eval: stringMatchEval({ must_include: [String(p.stars)] }),
      oracle: projectFacts(p),
    })),
  *solve(task, first) {
    const page = yield* openProject(first, task);
    const count = findElement(page, { attributes: { title: 'Starrers' } });
    if (!count) throw new OracleError(`no star count on ${page.url}`);
    yield exit(count.text);
  },
});

export const latestCommitAuthor = defineTemplate<ProjectVars>({
  key: 'gitlab/latest-commit-author',
  id: 4002,
  sites: ['gitlab'],
  intentTemplate: 'Who made the latest commit to the {{project}} repository?',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const [latest, next] = mainCommits(db(CODE_HOST_DB), p.id);
      // Two commits at the same second would make "latest" ambiguous.
      if (!latest || latest.authored_at === next?.authored_at) return [];
      return [
        {
          vars: { project: p.label },
          startUrl: GITLAB,
          eval: stringMatchEval({ must_include: [latest.author_name] }),
          oracle: { ...projectFacts(p), author: latest.author_name },
        },
      ];
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const commits = yield* openSubItem(project, 'Repository', 'Commits');
    const author = fact(task, 'author');
    // The newest commit comes first, at the top of the list.
    const top = [...commits.texts.map((t) => t.text), ...commits.elements.map((e) => e.text)];
    if (!top.includes(author))
      throw new OracleError(`the latest commit's author "${author}" is not at the top of ${commits.url}`);
    yield exit(author);
  },
});

export const topContributor = defineTemplate<ProjectVars>({
  key: 'gitlab/top-contributor',
  id: 4003,
  sites: ['gitlab'],
  intentTemplate:
    'Tell me who has made the most contributions, in terms of number of commits, to the {{project}} project',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const counts = db(CODE_HOST_DB).all<{ name: string; n: number }>(
        "SELECT author_name AS name, count(*) AS n FROM commits WHERE project_id = ? AND branch = 'main' GROUP BY author_email ORDER BY n DESC",
        p.id,
      );
      if (counts.length < 2 || counts[0]!.n === counts[1]!.n) return [];
      return [
        {
          vars: { project: p.label },
          startUrl: GITLAB,
          eval: stringMatchEval({ must_include: [counts[0]!.name] }),
          oracle: { ...projectFacts(p), author: counts[0]!.name },
        },
      ];
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const page = yield* openSubItem(project, 'Repository', 'Contributors');
    const top = page.texts.find((t) => t.tag === 'h4');
    if (!top || top.text !== fact(task, 'author'))
      throw new OracleError(`the top contributor on ${page.url} is not ${fact(task, 'author')}`);
    yield exit(top.text);
  },
});

type CommitDayVars = { author: string; project: string; date: string };

export const commitsOnDate = defineTemplate<CommitDayVars>({
  key: 'gitlab/commits-on-date',
  id: 4004,
  sites: ['gitlab'],
  intentTemplate: 'How many commits did {{author}} make to {{project}} on {{date}}?',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const commits = mainCommits(db(CODE_HOST_DB), p.id);
      const authors = [...new Set(commits.map((c) => c.author_name))];
      return rng.sample(authors, 2).flatMap((author) => {
        // Days among the author's dozen latest commits, all of whose commits are among them: a few scrolls
        // down the filtered list (an episode ends after five identical actions in a row).
        const mine = commits.filter((c) => c.author_name === author);
        const onDay = (list: typeof mine, day: string) =>
          list.filter((c) => c.authored_at.startsWith(day)).length;
        const latest = mine.slice(0, 12);
        const days = [...new Set(latest.map((c) => c.authored_at.slice(0, 10)))].filter(
          (d) => onDay(latest, d) === onDay(mine, d),
        );
        if (days.length === 0) return [];
        const day = rng.pick(days);
        const count = onDay(mine, day);
        return [
          {
            vars: { author, project: p.label, date: usDate(day) },
            startUrl: GITLAB,
            eval: stringMatchEval({ must_include: [String(count)] }),
            oracle: { ...projectFacts(p), day: commitDayHeader(day), count },
          },
        ];
      });
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const commits = yield* openSubItem(project, 'Repository', 'Commits');
    const filtered = yield* filterBy(commits, 'Author', slot(task, 'author'));
    const day = fact(task, 'day');
    // The day's header reads "05 Mar, 2023" and then "3 commits".
    const [, page] = yield* findVisibleText(filtered, (t) => t === day, `the day ${day}`);
    const texts = page.texts.map((t) => t.text);
    const count = /^(\d+) commits?$/.exec(texts[texts.indexOf(day) + 1] ?? '')?.[1];
    if (count !== fact(task, 'count'))
      throw new OracleError(
        `the header of ${day} on ${page.url} does not count ${fact(task, 'count')} commits`,
      );
    yield exit(count);
  },
});

export const cloneWithSsh = defineTemplate<ProjectVars>({
  key: 'gitlab/clone-ssh',
  id: 4005,
  sites: ['gitlab'],
  intentTemplate: 'Show me the command to clone {{project}} with SSH.',
  complexity: 1,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).map((p) => ({
      vars: { project: p.label },
      startUrl: GITLAB,
      eval: stringMatchEval({ exact_match: `ssh://git@localhost:2222/${p.path}.git` }),
      oracle: projectFacts(p),
    })),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const opened = yield* clickElement(project, { role: 'button', text: 'Clone' });
    const url = `ssh://git@localhost:2222/${fact(task, 'projectPath')}.git`;
    yield* requireVisible(opened, url);
    yield exit(url);
  },
});

type FileVars = { project: string; file: string };

export const declaredVersion = defineTemplate<FileVars>({
  key: 'gitlab/file-version',
  id: 4006,
  sites: ['gitlab'],
  intentTemplate: 'What version does the {{file}} file of the {{project}} repository declare?',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db }) =>
    taskProjects(db(CODE_HOST_DB)).flatMap((p) => {
      const files = db(CODE_HOST_DB).all<{ path: string; content: string }>(
        "SELECT path, content FROM files WHERE project_id = ? AND path IN ('package.json', 'setup.py', 'build.gradle', 'composer.json', 'library.properties', 'VERSION') OR (project_id = ? AND path LIKE '%.gemspec')",
        p.id,
        p.id,
      );
      return files.flatMap((file) => {
        const version = /(\d+\.\d+\.\d+)/.exec(
          file.content.match(/version["'\s:=]*["']?\d+\.\d+\.\d+/i)?.[0] ?? file.content.trim(),
        )?.[1];
        return version
          ? [
              {
                vars: { project: p.label, file: file.path },
                startUrl: GITLAB,
                eval: stringMatchEval({ must_include: [version] }),
                oracle: { ...projectFacts(p), version },
              },
            ]
          : [];
      });
    }),
  *solve(task, first) {
    const project = yield* openProject(first, task);
    const file = yield* clickElement(project, { text: slot(task, 'file') });
    const version = fact(task, 'version');
    yield* requireVisible(file, version);
    yield exit(version);
  },
});
