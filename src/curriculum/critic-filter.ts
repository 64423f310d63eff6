// WebRL's difficulty filter: keep generated tasks the critic rates neither hopeless nor trivial,
// judged at the task's real start page (reference/webrl.md §3.4; WebRL used one static page per site).
import type { AgentContext, Observation, TaskConfig } from '../core/index.js';
import type { Critic } from '../models/index.js';

/** Keep tasks whose V(s0, I) lies in [min, max] (WebRL: [0.05, 0.75]). */
export interface CriticRange {
  min: number;
  max: number;
}

export const WEBRL_CRITIC_RANGE: CriticRange = { min: 0.05, max: 0.75 };

/** The filter's verdict per task, with the critic's score for tasks.json. */
export interface CriticVerdict {
  task: TaskConfig;
  value: number;
  kept: boolean;
}

/**
 * Scores each task's first state — its intent, no history, its start page as the agent would see
 * it — and keeps those within the range.
 */
export async function filterByCritic(
  tasks: readonly TaskConfig[],
  critic: Critic,
  startPages: readonly Observation[],
  range: CriticRange = WEBRL_CRITIC_RANGE,
): Promise<CriticVerdict[]> {
  if (startPages.length !== tasks.length) {
    throw new Error(`critic filter: ${tasks.length} tasks but ${startPages.length} start pages`);
  }
  const states: AgentContext[] = tasks.map((task, i) => ({
    intent: task.intent,
    history: [],
    observation: startPages[i]!,
  }));
  const values = await critic.values(states);
  return tasks.map((task, i) => {
    const value = values[i]!;
    return { task, value, kept: value >= range.min && value <= range.max };
  });
}
