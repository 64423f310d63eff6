// What the cross-site templates share: where they start (the home page, the only page that links
// to every site), the forums they post in, and the checks of a new post and a new issue as the
// forum's and the code host's own templates write them.
import type { EvalSpec } from '../../core/index.js';
import { GITLAB } from '../code-host/templates/code-host-data.js';
import type { SiteDb } from '../data/site-db.js';
import { allForums, FORUM_DB, REDDIT } from '../forum/templates/forum-data.js';
import { optionSelectedBy, outerTextOf, urlAndProgramHtmlEval } from '../tasks/eval-specs.js';

/** Cross-site tasks start on the home page: WebRL's actions cannot type a URL, only follow links. */
export const HOME = '__HOMEPAGE__';

/** The forums among `wanted` that exist and that choosing by name in the Forum select picks. */
export function postableForums(db: (name: string) => SiteDb, wanted: readonly string[]): string[] {
  const names = allForums(db(FORUM_DB))
    .map((f) => f.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  return wanted.filter((forum) => optionSelectedBy(names, forum) === forum);
}

/** A new post in `forum` titled exactly `title`, checked on its own page. */
export function forumPostEval(forum: string, title: string): EvalSpec {
  return urlAndProgramHtmlEval(`${REDDIT}/f/${forum}`, {
    url: "func:reddit_get_post_url('__last_url__')",
    locator: outerTextOf('.submission__title'),
    required_contents: { exact_match: title },
  });
}

/** A new issue of the project at `projectPath` titled exactly `title`, checked on the issue page. */
export function newIssueEval(projectPath: string, title: string): EvalSpec {
  return urlAndProgramHtmlEval(`${GITLAB}/${projectPath}/-/issues`, {
    url: 'last',
    locator: outerTextOf('[data-qa-selector="title_content"]'),
    required_contents: { exact_match: title },
  });
}
