// An Agent that replays fixed responses, one per step: the seam for tests and benchmarks of the
// environment, and a way to replay a recorded trajectory. A response may also be computed from the
// context (to pick an element id from the current observation).
import type { Agent, AgentContext, AgentResponse } from '../core/index.js';

/** One scripted step: a literal response, or a function of what the agent sees. */
export type ScriptedResponse = string | ((context: AgentContext) => string);

export class ScriptedAgent implements Agent {
  readonly name: string;

  constructor(
    private readonly script: readonly ScriptedResponse[],
    options: { name?: string } = {},
  ) {
    this.name = options.name ?? 'scripted';
  }

  /** The script's response for this step (by history length, so a retried episode replays from the start). */
  async act(context: AgentContext): Promise<AgentResponse> {
    const entry = this.script[context.history.length];
    if (entry === undefined) {
      return { response: `exit(message="script of ${this.script.length} steps ended")` };
    }
    return { response: typeof entry === 'string' ? entry : entry(context) };
  }
}
