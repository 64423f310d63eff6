// The in-breadth evolution prompt of WebRL's curriculum (reference/webrl.md §6): its structure
// (WizardLM-style #Given Task# / #Created Task# markers, backticked output, reuse of the seeds'
// names, similar difficulty) in our own words, and the parser of the reply.
import type { SiteKey } from '../../../core/index.js';

/** How each site is named in the prompt; callers may override for their own websites. */
export const DEFAULT_SITE_DESCRIPTIONS: Record<SiteKey, string> = {
  shopping: 'an online shop',
  shopping_admin: 'the admin panel of an online shop',
  reddit: 'a discussion forum like Reddit',
  gitlab: 'a code hosting site like GitLab',
  map: 'a map site like OpenStreetMap',
  wikipedia: 'an encyclopedia like Wikipedia',
  classifieds: 'a classified ads site',
  miniwob: 'a small web task page (MiniWoB++)',
};

/** Markers the prompt forbids inside a created task (compared case-insensitively). */
const FORBIDDEN_MARKERS = ['#given task#', '#created task#', 'given task', 'created task'];

/** The examples block: one `- \`task\`` line per seed (WebRL strips each seed). */
export function formatSeedTasks(intents: readonly string[]): string {
  return intents.map((intent) => `- \`${intent.trim()}\``).join('\n');
}

/** The prompt that asks for new tasks like `seedIntents` on the site described by `site`. */
export function buildTaskGenerationPrompt(site: string, seedIntents: readonly string[]): string {
  return `You write tasks for an assistant that operates ${site} on a person's behalf. Write clear, practical instructions that people who use ${site} in everyday life could give it, covering the many kinds of requests and questions that come up there.

Take the tasks under #Given Task# as inspiration for new ones. The new tasks must stay in the same domain as the #Given Task# while covering more ground, and be about as hard. Each must be sensible, easy to understand and realistic. The strings "#Given Task#", "#Created Task#", "given task" and "created task" must never appear inside a new task.

**Guidelines:**
- Wrap each new task in backticks (\`), one task per pair of backticks.
- Vary the wording; do not repeat one sentence pattern.
- Reuse the concrete names that appear in the given tasks (places, usernames, product names and the like) instead of inventing new ones.
- Keep the difficulty at or near that of the #Given Task#; slightly easier or harder is fine, far off is not.

#Given Task#
${formatSeedTasks(seedIntents)}

#Created Task#
`;
}

/**
 * The tasks in a reply: every backticked span (WebRL's regex \`([^\`]+)\`), trimmed. Code fences are
 * removed first so that a fenced list does not shift the pairing of single backticks; empty spans
 * and spans quoting the prompt's markers are dropped. Duplicates are left to the caller.
 */
export function parseGeneratedTasks(reply: string): string[] {
  const unfenced = reply.replace(/`{3,}[^\n]*/g, '');
  const tasks: string[] = [];
  for (const match of unfenced.matchAll(/`([^`]+)`/g)) {
    const task = (match[1] ?? '').trim();
    if (task === '') continue;
    const lower = task.toLowerCase();
    if (FORBIDDEN_MARKERS.some((marker) => lower.includes(marker))) continue;
    tasks.push(task);
  }
  return tasks;
}
