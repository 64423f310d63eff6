// A MiniWoB++ task as a WebArena-shaped TaskConfig: a task page plus a seed (the same page with
// another seed is another task). The page writes the real instruction when the episode starts;
// the config's intent is a stand-in until then. The eval block states MiniWoB++'s success rule
// (raw reward > 0) as a program_html check, so the config says how it is scored even though the
// episode's page protocol scores it first.
import { ConfigError, TaskConfig } from '../../core/index.js';

/** A task page and the seed of one instance of it. */
export interface MiniwobTaskRef {
  /** The page name without `.html`, e.g. `click-button`. */
  name: string;
  seed: number;
}

/** Template key of a MiniWoB++ page: `miniwob/<name>`. */
export const miniwobTemplate = (name: string) => `miniwob/${name}`;

/** The stand-in intent a MiniWoB++ task config carries until its page writes the instruction. */
export const miniwobPlaceholderIntent = (ref: MiniwobTaskRef) => `MiniWoB++ ${ref.name} (seed ${ref.seed})`;

export interface MiniwobTaskOptions extends MiniwobTaskRef {
  taskId: number;
  /** Index of the page in the task list (WebArena's intent_template_id). */
  templateId: number;
  split: 'train' | 'test' | 'generated';
  /** The phase a curriculum drew this seed for. */
  phase?: number;
  /** The failed task this seed was drawn after. */
  parentTaskId?: number;
}

export function miniwobTask(options: MiniwobTaskOptions): TaskConfig {
  const { name, seed } = options;
  return TaskConfig.parse({
    sites: ['miniwob'],
    task_id: options.taskId,
    require_login: false,
    storage_state: null,
    start_url: `__MINIWOB__/miniwob/${name}.html`,
    geolocation: null,
    intent_template: `MiniWoB++ ${name}`,
    instantiation_dict: { task: name, seed },
    intent: miniwobPlaceholderIntent(options),
    require_reset: false,
    eval: {
      eval_types: ['program_html'],
      reference_answers: null,
      reference_url: '',
      program_html: [
        {
          url: 'last',
          locator: "document.defaultView.WOB_RAW_REWARD_GLOBAL > 0 ? 'success' : 'failure'",
          required_contents: { exact_match: 'success' },
        },
      ],
    },
    intent_template_id: options.templateId,
    webrl: {
      template: miniwobTemplate(name),
      split: options.split,
      complexity: 1,
      ...(options.phase !== undefined ? { phase: options.phase } : {}),
      ...(options.parentTaskId !== undefined ? { parentTaskId: options.parentTaskId } : {}),
      ...(options.split === 'generated' ? { generator: 'miniwob-new-seed' } : {}),
    },
  });
}

/** Whether a task config is a MiniWoB++ task. */
export function isMiniwobTask(task: TaskConfig): boolean {
  return task.sites.length === 1 && task.sites[0] === 'miniwob';
}

/** The page and seed of a MiniWoB++ task config; a ConfigError when it is not one. */
export function miniwobTaskOf(task: TaskConfig): MiniwobTaskRef {
  const { task: name, seed } = task.instantiation_dict as { task?: unknown; seed?: unknown };
  if (!isMiniwobTask(task) || typeof name !== 'string' || !Number.isInteger(seed)) {
    throw new ConfigError(
      `task ${task.task_id} is not a MiniWoB++ task: expected sites ["miniwob"] and instantiation_dict ` +
        `{task: <page name>, seed: <integer>} (got sites ${JSON.stringify(task.sites)}, ` +
        `instantiation_dict ${JSON.stringify(task.instantiation_dict)}); make it with miniwobTask()`,
    );
  }
  return { name, seed: seed as number };
}
