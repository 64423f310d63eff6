// Runs oracle solvers as an Agent: each episode's solver generator is advanced one action per step
// with the observation the environment returns, and its actions are written in WebRL's DSL — so
// demonstrations are recorded by the same episode machinery as any policy's rollouts.
import {
  type Action,
  type Agent,
  type AgentContext,
  type AgentResponse,
  formatAction,
  type Observation,
  type TaskConfig,
} from '../../core/index.js';
import type { TaskTemplate } from '../tasks/task-template.js';
import { OracleError } from './solver.js';

type Run = Generator<Action, void, Observation>;

/** An Agent that solves known tasks with their templates' oracles. */
export class OracleAgent implements Agent {
  readonly name = 'oracle';
  private readonly tasksByIntent = new Map<string, TaskConfig>();
  private readonly templates = new Map<string, TaskTemplate>();
  /** Running solvers by intent + the responses given so far (parallel episodes of different tasks). */
  private readonly runs = new Map<string, Run>();
  private readonly failures = new Map<string, string>();

  constructor(tasks: readonly TaskConfig[], templates: readonly TaskTemplate[]) {
    for (const template of templates) this.templates.set(template.key, template);
    for (const task of tasks) {
      const key = task.webrl?.template;
      if (!key || !this.templates.has(key)) {
        throw new Error(
          `task ${task.task_id} ("${task.intent}") has no oracle: its template "${key}" is not known`,
        );
      }
      this.tasksByIntent.set(task.intent, task);
    }
  }

  /** Why the oracle gave up on a task (an OracleError message), if it did. */
  failureOf(intent: string): string | undefined {
    return this.failures.get(intent);
  }

  /** The next action of the episode's solver; the oracle is deterministic, so sampling options do not apply. */
  async act(context: AgentContext, _options?: { temperature: number }): Promise<AgentResponse> {
    const task = this.tasksByIntent.get(context.intent);
    if (!task) throw new Error(`the oracle was asked to act on an unknown task: "${context.intent}"`);
    const key = runKey(
      context.intent,
      context.history.map((h) => h.response),
    );
    let run = this.runs.get(key);
    let step: IteratorResult<Action, void>;
    try {
      if (context.history.length === 0) {
        for (const stale of [...this.runs.keys()].filter((k) => k.startsWith(`${context.intent}\u0000`))) {
          this.runs.delete(stale);
        }
        this.failures.delete(context.intent);
        run = this.templates.get(task.webrl!.template)!.solve(task, context.observation);
        step = run.next();
      } else {
        if (!run)
          throw new OracleError('the oracle lost track of this episode (its earlier responses are unknown)');
        step = run.next(context.observation);
      }
    } catch (error) {
      this.runs.delete(key);
      if (!(error instanceof OracleError)) throw error;
      this.failures.set(context.intent, error.message);
      return { response: formatAction({ kind: 'exit', message: `oracle failed: ${error.message}` }) };
    }
    this.runs.delete(key);
    const action: Action = step.done ? { kind: 'exit', message: '' } : step.value;
    const response = formatAction(action);
    if (!step.done && action.kind !== 'exit') {
      this.runs.set(runKey(context.intent, [...context.history.map((h) => h.response), response]), run!);
    }
    return { response };
  }
}

function runKey(intent: string, responses: readonly string[]): string {
  return `${intent}\u0000${responses.join('\u0001')}`;
}
