// The model roles of WebRL as plain interfaces. The embedded (tfjs) and OpenAI-compatible backends
// implement them; rollouts, the curriculum, rl/ and evaluation see only these.
import type { Action, Agent, AgentContext, HistoryEntry, Observation, TaskConfig } from '../core/index.js';

/** Sampling settings for one policy call. */
export interface ActOptions {
  /** 0 = greedy (evaluation); 1 = sample from π (training rollouts, WebRL). */
  temperature: number;
  /** Uniform [0,1) random source for sampling, so rollouts repeat under a seed. */
  random?: () => number;
  /** Abort the call (e.g. the run is stopping). */
  signal?: AbortSignal;
}

/** What a policy answered at one step. */
export interface PolicyOutput {
  /** The raw response text, exactly as the trace stores it (WebRL DSL, maybe with comment lines). */
  response: string;
  /** The parsed action; null when the response did not parse. */
  action: Action | null;
  /** Why the response did not parse, when it did not. */
  parseError?: string;
  /** log π(response | context), summed over `tokens`. */
  logProb: number;
  /** How many tokens `logProb` sums over (1 for the embedded policy, whose unit is a whole action). */
  tokens: number;
}

/** The log-probability of a given response. Perplexity = exp(-logProb / tokens). */
export interface ScoredResponse {
  logProb: number;
  tokens: number;
}

/** The actor: maps what the agent sees to an action. */
export interface Policy extends Agent {
  /** Short name for logs and reports (`embedded`, `openai:llama-3.1-8b`, `oracle`). */
  readonly name: string;
  /** Chooses the next action. */
  act(context: AgentContext, options: ActOptions): Promise<PolicyOutput>;
  /**
   * log π(response | context) of given responses (for the replay perplexity filter and the
   * reference policy). Order of the result matches `items`.
   */
  scoreResponses(items: readonly { context: AgentContext; response: string }[]): Promise<ScoredResponse[]>;
  /** Releases workers, connections or memory. */
  close?(): Promise<void>;
}

/** The critic V(s, I): probability that the episode succeeds from this state. */
export interface Critic {
  readonly name: string;
  /** P(success) in [0, 1] for each state; a state is an agent context (intent, history, page). */
  values(states: readonly AgentContext[]): Promise<number[]>;
  close?(): Promise<void>;
}

/** What an outcome reward model reads: the instruction, the agent's outputs, the last page. */
export interface RewardInput {
  intent: string;
  /** Every step's response and parsed action, oldest first. */
  history: HistoryEntry[];
  /** The page the agent saw before its last action (WebRL's ORM input, reference/webrl.md §5). */
  finalObservation: Observation;
}

/** The ORM: probability that a finished trajectory accomplished its instruction. */
export interface RewardModel {
  readonly name: string;
  /** P(success) in [0, 1] per trajectory; success means ≥ 0.5. */
  scores(trajectories: readonly RewardInput[]): Promise<number[]>;
  close?(): Promise<void>;
}

/** Options for task generation. */
export interface EvolveOptions {
  /** How many new tasks to return (at most). */
  count: number;
  /** Seed for every random choice. */
  seed: number;
  /** Tasks that must never be produced (test tasks), compared by intent. */
  forbiddenIntents?: ReadonlySet<string>;
  /** Added to by a generator that asks a model, so a run can count what its answers held. */
  answerCounts?: GeneratorAnswerCounts;
}

/** What a model-backed generator's answers held, summed over `evolve` calls. */
export interface GeneratorAnswerCounts {
  /** Answers the model gave. */
  answers: number;
  /** Of those, answers holding no task that could be read (a sampled answer may wander off). */
  unusable: number;
  /** Tasks read from the answers but dropped as repeats of a seed, a forbidden intent or each other. */
  repeated: number;
}

/** In-breadth evolution: new tasks like the failed seeds, same site and domain, other details. */
export interface TaskGenerator {
  readonly name: string;
  evolve(seeds: readonly TaskConfig[], options: EvolveOptions): Promise<TaskConfig[]>;
}

/** The feasibility filter: can this task be done on its site at all? */
export interface FeasibilityChecker {
  readonly name: string;
  /** One verdict per task, in order. */
  areFeasible(tasks: readonly TaskConfig[]): Promise<boolean[]>;
}

/** The LLM judge of WebArena's fuzzy_match and unachievable ("N/A") answers. */
export interface Judge {
  readonly name: string;
  /** 1 when `prediction` is semantically equivalent to `reference` for the question, else 0. */
  fuzzyMatch(args: { intent: string; reference: string; prediction: string }): Promise<number>;
  /** 1 when the reported reason the task is unachievable matches the actual one, else 0. */
  unachievableMatch(args: { intent: string; reason: string; prediction: string }): Promise<number>;
}
