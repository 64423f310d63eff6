// Solver steps the code host's oracles share: open a project through the header search, follow the
// project sidebar (hovering a section for its fly-out), filter an issue list with its dropdowns, and
// read a count off a state tab.
import type { Observation, PageElement, TaskConfig } from '../../../core/index.js';
import { click, hover, search, selectOption } from '../../oracle/actions.js';
import { findElement, findElements, requireElement } from '../../oracle/find-element.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollFind, scrollToElement, scrollUntil } from '../../oracle/steps.js';

/** An oracle fact of the task (`webrl.oracle`), which every code host template sets. */
export function fact(task: TaskConfig, name: string): string {
  const value = task.webrl?.oracle?.[name];
  if (value === undefined) throw new OracleError(`task ${task.task_id} has no oracle fact "${name}"`);
  return String(value);
}

/** The project-related slot of a task's intent. */
export function slot(task: TaskConfig, name: string): string {
  const value = (task.instantiation_dict as Record<string, unknown>)[name];
  if (value === undefined) throw new OracleError(`task ${task.task_id} has no slot "${name}"`);
  return String(value);
}

/** Types `text` into the header's "Search GitLab" box and submits. */
export function* searchSite(observation: Observation, text: string): SolverStep<Observation> {
  const box = requireElement(observation, { attributes: { placeholder: 'Search GitLab' } });
  return yield search(box, text);
}

/** Opens the task's project: search for the label the intent uses, then click its result. */
export function* openProject(observation: Observation, task: TaskConfig): SolverStep<Observation> {
  const results = yield* searchSite(observation, slot(task, 'project'));
  return yield* clickElement(results, { text: fact(task, 'projectLink') });
}

/** A sidebar section's link (its text is the label, maybe followed by a count). */
function sectionLink(observation: Observation, label: string): PageElement | undefined {
  const pattern = new RegExp(`^${label.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}( \\d+)?$`);
  return findElement(observation, { text: pattern, where: (e) => e.bbox[0] < 220 });
}

/** Clicks a top-level section of the project sidebar ("Issues", "Merge requests"). */
export function* openSection(observation: Observation, label: string): SolverStep<Observation> {
  const link = sectionLink(observation, label);
  if (!link) throw new OracleError(`no sidebar section "${label}" on ${observation.url}`);
  return yield click(link);
}

/** Hovers a sidebar section and clicks an item of its fly-out (Repository → Contributors). */
export function* openSubItem(
  observation: Observation,
  section: string,
  item: string,
): SolverStep<Observation> {
  const link = sectionLink(observation, section);
  if (!link) throw new OracleError(`no sidebar section "${section}" on ${observation.url}`);
  const shown = yield hover(link);
  const target = findElement(shown, { text: item, where: (e) => e.bbox[0] < 420 });
  if (!target) throw new OracleError(`hovering "${section}" did not show "${item}" on ${shown.url}`);
  return yield click(target);
}

/** Chooses an option of a list's filter dropdown (titled "Label", "Assignee", "Milestone", "Author"). */
export function* filterBy(
  observation: Observation,
  dropdown: string,
  option: string,
): SolverStep<Observation> {
  const [select] = yield* scrollToElement(observation, { role: 'combobox', attributes: { title: dropdown } });
  if (!select.options?.includes(option)) {
    throw new OracleError(
      `dropdown "${dropdown}" on ${observation.url} has no option "${option}"; it has ${select.options?.join(', ')}`,
    );
  }
  return yield selectOption(select, option);
}

/** Searches an issue or merge request list for a title and opens it (on the "All" tab). */
export function* openIssuable(observation: Observation, title: string): SolverStep<Observation> {
  const all = yield* clickElement(observation, { text: /^All \d+$/ });
  const box = requireElement(all, { attributes: { placeholder: 'Search or filter results...' } });
  const results = yield search(box, title);
  return yield* clickElement(results, { text: title });
}

/** The number on a state tab ("Open 7" → "7"). */
export function tabCount(observation: Observation, state: 'Open' | 'Closed' | 'Merged' | 'All'): string {
  const tab = findElement(observation, { text: new RegExp(`^${state} \\d+$`) });
  if (!tab) throw new OracleError(`no "${state}" tab on ${observation.url}`);
  return tab.text.split(' ')[1]!;
}

/** Scrolls until a visible text satisfies `test`; returns that text. */
export function* findVisibleText(
  observation: Observation,
  test: (text: string) => boolean,
  what: string,
): SolverStep<[string, Observation]> {
  return yield* scrollUntil(
    observation,
    (o) => [...o.texts.map((t) => t.text), ...o.elements.map((e) => e.text)].find(test),
    what,
  );
}

/** Checks that `answer` is visible (scrolling if needed), so the exit keeps the answer contract. */
export function* requireVisible(observation: Observation, answer: string): SolverStep<Observation> {
  const [found, current] = yield* scrollFind(observation, (o) =>
    [...o.texts.map((t) => t.text), ...o.elements.map((e) => e.text)].find((t) => t.includes(answer)),
  );
  if (found === undefined) throw new OracleError(`the answer "${answer}" is not visible on ${current.url}`);
  return current;
}

/** Every element whose text is exactly one of the role names (the members table's role cells). */
export function roleButtons(observation: Observation): PageElement[] {
  return findElements(observation, { text: /^(Guest|Reporter|Developer|Maintainer|Owner) ▾$/ });
}
