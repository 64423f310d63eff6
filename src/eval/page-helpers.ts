// WebArena's helpers that work from the page: the post URL of a Postmill (reddit) page, and a member's
// role on a GitLab project members page. Behaviour as in WebArena's helper_functions.py.
import type { Page } from 'playwright-core';
import type { EvalHelper } from './helper-registry.js';
import { pythonUrlParse } from './python-url.js';

/**
 * `reddit_get_post_url(url)`: for `scheme://host/f/<forum>/<post_id>/…` the post's own URL
 * `scheme://host/f/<forum>/<post_id>/`; any other URL unchanged.
 */
export function redditPostUrl(url: string): string {
  const { scheme, netloc, path } = pythonUrlParse(url);
  const segments = path.split('/');
  if (segments.length < 4 || segments[1] !== 'f') return url;
  return `${scheme}://${netloc}/f/${segments[2]}/${segments[3]}/`;
}

export const redditGetPostUrl: EvalHelper = {
  params: ['string'],
  run: async ([url]) => redditPostUrl(url as string),
};

/**
 * `gitlab_get_project_memeber_role(__page__, user)` (sic): on a project members page, the text of the
 * max-role cell in the row whose account sub-label reads `@user`; "" when there is none or on any error.
 */
export const gitlabGetProjectMemberRole: EvalHelper = {
  params: ['page', 'string'],
  run: async ([page, accountName]) => {
    try {
      // WebArena interpolates the name into the script; passing it as an argument reads the same DOM.
      return await (page as Page).evaluate((name) => {
        const accounts = [
          ...document.querySelectorAll<HTMLElement>(
            "td[data-label='Account'] span.gl-avatar-labeled-sublabel",
          ),
        ];
        const index = accounts.findIndex((element) => element.outerText === `@${name}`);
        const role = document.querySelectorAll<HTMLElement>('td.col-max-role span')[index];
        return role ? role.outerText : '';
      }, accountName as string);
    } catch {
      // WebArena's helper returns "" for any failure, e.g. a page that has gone away.
      return '';
    }
  },
};
