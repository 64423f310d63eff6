// Test support for env: a valid WebArena task on the fixture shop, and a way to kill the Chromium
// processes this test process launched (by their ids, found from this process's children).
import { execFileSync } from 'node:child_process';
import { EnvConfig, TaskConfig } from '../core/index.js';

/** A WebArena task on the fixture shop (site key `shopping`, start URL under __SHOPPING__). */
export function fixtureTask(overrides: Partial<TaskConfig> = {}): TaskConfig {
  return TaskConfig.parse({
    sites: ['shopping'],
    task_id: 7,
    require_login: false,
    storage_state: null,
    start_url: '__SHOPPING__/site/p/0',
    geolocation: null,
    intent_template: 'Find {{thing}}',
    instantiation_dict: { thing: 'product 3' },
    intent: 'Find product 3 and tell me its price',
    require_reset: false,
    eval: {
      eval_types: ['string_match'],
      reference_answers: { must_include: ['3.99'] },
      reference_url: '',
      program_html: [],
    },
    intent_template_id: 1,
    ...overrides,
  });
}

/** EnvConfig defaults with overrides. */
export const envConfig = (overrides: Partial<EnvConfig> = {}): EnvConfig => EnvConfig.parse(overrides);

/** SIGKILLs every Chromium process that is a child of this test process; returns how many. */
export function killChildChromium(): number {
  const lines = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  let killed = 0;
  for (const line of lines.trim().split('\n')) {
    const [pid, command] = line.trim().split(/\s+/);
    if (command?.startsWith('chromium')) {
      process.kill(Number(pid), 'SIGKILL');
      killed += 1;
    }
  }
  return killed;
}
