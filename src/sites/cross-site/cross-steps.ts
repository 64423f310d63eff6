// Solver steps of the cross-site oracles: go from the home page to a site by its card, come back to
// the home page through the browser history (WebRL has no "go to URL" action), post in the forum and
// open an issue on the code host.
import type { Observation, TaskConfig } from '../../core/index.js';
import { openProject, openSection } from '../code-host/templates/code-host-steps.js';
import { click, goBackward, scrollUp, selectOption, typeInto } from '../oracle/actions.js';
import { requireElement } from '../oracle/find-element.js';
import { OracleError, type SolverStep } from '../oracle/solver.js';
import { clickElement, scrollToElement } from '../oracle/steps.js';

/** On the home page: opens a site through its card ("OpenStreetMap", "GitLab", …). */
export function* openFromHome(home: Observation, siteName: string): SolverStep<Observation> {
  return yield* clickElement(home, { role: 'link', text: siteName });
}

const samePage = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * Goes back through the history to the home page. WebRL stops an episode after five identical
 * actions in a row, so every fourth step back is broken by a harmless scroll.
 */
export function* backToHome(observation: Observation, homeUrl: string): SolverStep<Observation> {
  let current = observation;
  for (let step = 1; step <= 16 && !samePage(current.url, homeUrl); step++) {
    current = yield step % 5 === 0 ? scrollUp() : goBackward();
  }
  if (!samePage(current.url, homeUrl))
    throw new OracleError(`going back never reached the home page ${homeUrl}`);
  return current;
}

/** On any forum page: submits a post with a title (no body) to a forum. */
export function* postInForum(page: Observation, forum: string, title: string): SolverStep<Observation> {
  let current = yield* clickElement(page, { role: 'link', text: 'Submit' });
  current = yield typeInto(requireElement(current, { role: 'textbox', context: /^Title/ }), title);
  current = yield selectOption(requireElement(current, { role: 'combobox', context: /^Forum/ }), forum);
  const [submit] = yield* scrollToElement(current, { role: 'button', text: 'Submit' });
  return yield click(submit);
}

/**
 * On any code host page: opens the task's project (its `project` slot and `projectLink` fact, as the
 * code host's own templates have them) and creates an issue with a title.
 */
export function* openIssue(page: Observation, task: TaskConfig, title: string): SolverStep<Observation> {
  const project = yield* openProject(page, task);
  const issues = yield* openSection(project, 'Issues');
  const form = yield* clickElement(issues, { text: 'New issue' });
  const typed = yield typeInto(requireElement(form, { attributes: { placeholder: 'Title' } }), title);
  return yield* clickElement(typed, { text: 'Create issue' });
}
