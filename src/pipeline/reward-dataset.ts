// The outcome reward model's data: trajectories of a task set labelled by the tasks' evaluators —
// the oracle's demonstrations, replays of corrupted demonstrations (stopped early, a wrong answer, a
// wrong step) and policy rollouts — as WebRL labels its ORM data with the reward functions (reference/
// webrl.md §5). Built from training tasks to train, from test tasks only to measure.
import {
  type Agent,
  type AgentContext,
  type AgentResponse,
  seededRandom,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import { ScriptedAgent } from '../env/index.js';
import { RuleJudge } from '../eval/index.js';
import {
  CORRUPTION_KINDS,
  type CorruptionKind,
  type LabelledTrajectory,
  type Policy,
  planCorruption,
} from '../models/index.js';
import { recordedEnding } from './corruption-endings.js';
import { agentEpisodes, type EpisodeRunner, runEvaluatedEpisodes } from './evaluated-episodes.js';

/** Where a labelled trajectory came from. */
export type RewardSource = 'demonstration' | CorruptionKind | 'policy';

export interface RewardRecord extends LabelledTrajectory {
  source: RewardSource;
}

export interface RewardDatasetOptions extends EpisodeRunner {
  tasks: readonly TaskConfig[];
  /** Evaluated oracle episodes of these tasks (successes are positives; corruptions start from them). */
  demonstrations: readonly Trajectory[];
  /** Rollouts at temperature 1 of this policy, one per task, when given. */
  policy?: Policy;
  /** Policy episodes already run and evaluated on these tasks (e.g. a greedy evaluation), added as they are. */
  rollouts?: readonly Trajectory[];
  /** Which corruptions to make (default all three). */
  corruptions?: readonly CorruptionKind[];
  /**
   * How many corrupted copies of each kind to draw from each demonstration (default 1); a plan equal
   * to one drawn before is skipped. Draw 0 is what a single draw gives.
   */
  corruptionDraws?: number;
  /**
   * Replays every corruption in Chromium, even those whose ending the demonstration already recorded
   * (corruption-endings.ts); for checking that both ways give the same records.
   */
  replayAll?: boolean;
  taskSet: string;
  seed: number;
  onEpisode?: (trajectory: Trajectory, done: number) => void;
}

/** The label of an evaluated trajectory: success when its score is at least 0.5 (WebRL's threshold). */
export function labelOf(trajectory: Trajectory): number {
  return (trajectory.evaluatorScore ?? 0) >= 0.5 ? 1 : 0;
}

/** Replays one script per task, chosen by the instruction. */
class PlanAgent implements Agent {
  readonly name = 'corrupted-demonstration';
  constructor(private readonly scripts: ReadonlyMap<string, ScriptedAgent>) {}
  async act(context: AgentContext): Promise<AgentResponse> {
    const script = this.scripts.get(context.intent);
    if (!script) throw new Error(`no corrupted script for the task "${context.intent}"`);
    return script.act(context);
  }
}

/**
 * Builds the labelled set: demonstrations, then each corruption kind (each draw in turn: its kinds),
 * then policy rollouts.
 */
export async function buildRewardDataset(options: RewardDatasetOptions): Promise<RewardRecord[]> {
  const records: RewardRecord[] = agentEpisodes(options.demonstrations).map((trajectory) => ({
    trajectory,
    label: labelOf(trajectory),
    source: 'demonstration',
  }));
  const random = seededRandom(options.seed);
  const drawn = new Set<string>();
  const draws = options.corruptionDraws ?? 1;
  if (!Number.isInteger(draws) || draws < 0)
    throw new RangeError(`corruptionDraws must be a whole number ≥ 0; got ${draws}`);
  for (let draw = 0; draw < draws; draw++) {
    for (const kind of options.corruptions ?? CORRUPTION_KINDS) {
      records.push(...(await corruptedReplays(options, kind, random, drawn)));
    }
  }
  for (const trajectory of agentEpisodes(options.rollouts ?? [])) {
    records.push({ trajectory, label: labelOf(trajectory), source: 'policy' });
  }
  if (options.policy) {
    const rollouts = await runEvaluatedEpisodes({
      ...options,
      tasks: options.tasks,
      agent: options.policy,
      temperature: 1,
    });
    // An episode the infrastructure ended is no failure of the policy: it is not labelled.
    for (const trajectory of agentEpisodes(rollouts))
      records.push({ trajectory, label: labelOf(trajectory), source: 'policy' });
  }
  return records;
}

/**
 * One corrupted copy of `kind` per demonstration that allows one and whose plan is not in `drawn`
 * (instruction and responses; added to), scored from the record where it can be, else replayed.
 */
async function corruptedReplays(
  options: RewardDatasetOptions,
  kind: CorruptionKind,
  random: () => number,
  drawn: Set<string>,
): Promise<RewardRecord[]> {
  const byIntent = new Map(options.tasks.map((t) => [t.intent, t]));
  const judge = options.judge ?? new RuleJudge();
  const scripts = new Map<string, ScriptedAgent>();
  const tasks: TaskConfig[] = [];
  const planned = new Set<string>();
  // In demonstration order: a trajectory scored from the record, or null for the next replay.
  const endings: (Trajectory | null)[] = [];
  let recordedCount = 0;
  for (const demo of options.demonstrations) {
    const task = byIntent.get(demo.intent);
    const plan = planCorruption(demo, kind, random);
    if (!task || !plan || planned.has(demo.intent)) continue;
    const planKey = JSON.stringify([demo.intent, plan.responses]);
    if (drawn.has(planKey)) continue;
    drawn.add(planKey);
    planned.add(demo.intent);
    const recorded =
      options.replayAll === true
        ? null
        : await recordedEnding(demo, plan, task, { judge, taskSet: options.taskSet });
    if (recorded) {
      endings.push(recorded);
      options.onEpisode?.(recorded, ++recordedCount);
      continue;
    }
    endings.push(null);
    scripts.set(demo.intent, new ScriptedAgent(plan.responses, { name: kind }));
    tasks.push(task);
  }
  const replays = await runEvaluatedEpisodes({
    ...options,
    tasks,
    agent: new PlanAgent(scripts),
    temperature: 0,
  });
  let next = 0;
  const trajectories = endings.map((ending) => ending ?? replays[next++]!);
  return agentEpisodes(trajectories).map((trajectory) => ({
    trajectory,
    label: labelOf(trajectory),
    source: kind,
  }));
}
