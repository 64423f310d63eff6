// The built-in sites listen on ports the system picks, so two runs with one seed see the same pages
// under different hosts. Nothing the embedded models compute may depend on the host: a run with a
// seed must repeat, and a port number is not something to learn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContext } from '../../core/index.js';
import type { RewardInput } from '../roles.js';
import { EmbeddedCritic } from './critic.js';
import { EmbeddedPolicy } from './policy.js';
import { EmbeddedRewardModel } from './reward-model.js';
import { element, observation } from './test-pages.js';
import { normalizeText, tokenize, withoutOrigins } from './tokenize.js';

/** A code host's project page served from `origin`, with its clone URL on the page. */
function projectContext(origin: string): AgentContext {
  const page = observation(
    [
      element(0, 'a', 'Issues'),
      element(1, 'a', `${origin}/byteblaze/dotfiles.git`, { context: 'Clone with HTTP' }),
      element(2, 'input', '', {
        attributes: { placeholder: 'Search', type: 'text' },
        value: `${origin}/byteblaze`,
      }),
    ],
    ['dotfiles', `Clone with HTTP ${origin}/byteblaze/dotfiles.git`, 'Issue 8000 is open'],
    {
      url: `${origin}/byteblaze/dotfiles`,
      title: 'byteblaze / dotfiles',
      tabs: [{ url: `${origin}/byteblaze/dotfiles`, title: 'byteblaze / dotfiles' }],
    },
  );
  return {
    intent: 'What is the HTTP clone URL of dotfiles? Is issue 8000 open?',
    history: [
      {
        url: `${origin}/byteblaze`,
        response: 'do(action="Click", element="3")',
        action: { kind: 'do', action: 'Click', element: '3' },
      },
    ],
    observation: page,
  } as AgentContext;
}

const runA = projectContext('http://127.0.0.1:8000');
const runB = projectContext('http://127.0.0.1:40379');

let policy: EmbeddedPolicy;
let critic: EmbeddedCritic;
let orm: EmbeddedRewardModel;
beforeAll(async () => {
  // Untrained networks: every feature moves their output, so a feature that reads the host shows.
  [policy, critic, orm] = await Promise.all([
    EmbeddedPolicy.create({ network: { seed: 5 } }),
    EmbeddedCritic.create({ network: { seed: 5 } }),
    EmbeddedRewardModel.create({ network: { seed: 5, members: 2 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([policy.close(), critic.close(), orm.close()]);
});

describe('the embedded models under another host', () => {
  it('leave URL hosts out of words and compared strings, and keep the path', () => {
    expect(withoutOrigins('see http://127.0.0.1:40379/a/b.git?x=1 or https://user@host.example')).toBe(
      'see /a/b.git?x=1 or ',
    );
    expect(tokenize('Clone http://127.0.0.1:40379/byteblaze/dotfiles.git').map((t) => t.norm)).toEqual([
      'clone',
      'byteblaze',
      'dotfiles',
      'git',
    ]);
    // Offsets still point into the text as written.
    const text = 'at http://h:1/x';
    expect(tokenize(text).map((t) => text.slice(t.start, t.end))).toEqual(['at', 'x']);
    expect(normalizeText('  Go to  HTTP://127.0.0.1:8000/Admin ')).toBe('go to /admin');
  });

  it('give the policy the same distribution, with answers that keep their own host', () => {
    const a = policy.distribution(runA).choices;
    const b = policy.distribution(runB).choices;
    expect(b.map((c) => c.logProb)).toEqual(a.map((c) => c.logProb));
    expect(b.map((c) => c.response.replaceAll(':40379', ':8000'))).toEqual(a.map((c) => c.response));
    expect(a.some((c) => c.response.includes('http://127.0.0.1:8000/byteblaze/dotfiles.git'))).toBe(true);
  });

  it('give the critic and the reward model the same values', async () => {
    expect(await critic.values([runB])).toEqual(await critic.values([runA]));
    const finished = (context: AgentContext, origin: string): RewardInput => ({
      intent: context.intent,
      history: [
        ...context.history,
        {
          url: context.observation.url,
          response: `exit(message="${origin}/byteblaze/dotfiles.git")`,
          action: { kind: 'exit', message: `${origin}/byteblaze/dotfiles.git` },
        },
      ],
      finalObservation: context.observation,
    });
    expect(await orm.scores([finished(runB, 'http://127.0.0.1:40379')])).toEqual(
      await orm.scores([finished(runA, 'http://127.0.0.1:8000')]),
    );
  });
});
