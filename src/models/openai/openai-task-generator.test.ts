import { afterEach, describe, expect, it } from 'vitest';
import { TaskConfig } from '../../core/index.js';
import { ModelServerError } from './model-server-error.js';
import { OpenAITaskGenerator } from './openai-task-generator.js';
import { startTestClient } from './test-fixtures.js';
import type { OpenAITestServer, RecordedRequest } from './test-server.js';
import { toyModel } from './test-server.js';

let server: OpenAITestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function seedTask(task_id: number, site: 'reddit' | 'shopping', intent: string): TaskConfig {
  return TaskConfig.parse({
    sites: [site],
    task_id,
    require_login: true,
    storage_state: `./.auth/${site}_state.json`,
    start_url: site === 'reddit' ? '__REDDIT__' : '__SHOPPING__',
    geolocation: null,
    intent_template: '',
    instantiation_dict: {},
    intent,
    require_reset: false,
    eval: {
      eval_types: ['string_match'],
      reference_answers: { exact_match: 'N/A' },
      reference_url: '',
      program_html: [],
    },
    intent_template_id: 0,
    webrl: { template: `${site}/seed`, split: 'train', complexity: 2 },
  });
}

const SEEDS = [
  seedTask(11, 'reddit', 'Upvote the newest post in the books forum'),
  seedTask(12, 'reddit', 'Subscribe to the consoles forum'),
  seedTask(21, 'shopping', 'Add the cheapest laptop to the cart'),
];

/** Replies by site: the prompt names the site, so the toy model answers per site. */
function reply(request: RecordedRequest): string {
  const prompt = (request.body.messages as { content: string }[])[0]!.content;
  if (prompt.includes('a discussion forum like Reddit')) {
    return '1. `Downvote the oldest post in the books forum`\n2. `Subscribe to the consoles forum`\n3. `Upvote the newest post in the Books forum `';
  }
  return '- `Add the most expensive laptop to the cart`\n- `Show my wish list`\n- `Find the test-only task`';
}

async function useGenerator(answer: (request: RecordedRequest) => string = reply) {
  const started = await startTestClient('generator', { handler: toyModel(answer) });
  server = started.server;
  return new OpenAITaskGenerator(started.client, { seedsPerPrompt: 10, turnsPerSite: 2 });
}

describe('OpenAITaskGenerator', () => {
  it('prompts each site twice at temperature 1 with its failed tasks as backticked seeds', async () => {
    const generator = await useGenerator();
    await generator.evolve(SEEDS, { count: 100, seed: 42 });
    expect(server!.bodies).toHaveLength(4);
    for (const body of server!.bodies)
      expect(body).toMatchObject({ temperature: 1, top_p: 1, max_tokens: 2048 });
    const prompts = server!.bodies.map((b) => (b.messages as { content: string }[])[0]!.content);
    expect(prompts.filter((p) => p.includes('- `Subscribe to the consoles forum`'))).toHaveLength(2);
    expect(prompts.filter((p) => p.includes('- `Add the cheapest laptop to the cart`'))).toHaveLength(2);
    expect(prompts.every((p) => p.endsWith('#Created Task#\n'))).toBe(true);
  });

  it('returns new, deduplicated tasks as valid task configs labelled for the ORM', async () => {
    const generator = await useGenerator();
    const tasks = await generator.evolve(SEEDS, {
      count: 100,
      seed: 42,
      forbiddenIntents: new Set(['Find the test-only task']),
    });
    expect(tasks.map((t) => t.intent)).toEqual([
      'Downvote the oldest post in the books forum',
      'Add the most expensive laptop to the cart',
      'Show my wish list',
    ]);
    expect(tasks.map((t) => t.task_id)).toEqual([0, 1, 2]);
    for (const task of tasks) expect(() => TaskConfig.parse(task)).not.toThrow();
    expect(tasks[0]).toMatchObject({
      sites: ['reddit'],
      start_url: '__REDDIT__',
      storage_state: './.auth/reddit_state.json',
      eval: {
        eval_types: ['string_match'],
        reference_answers: { exact_match: 'N/A' },
        reference_url: '',
        program_html: [],
      },
      webrl: {
        split: 'generated',
        generator: 'openai:test-model',
        parentTaskId: 11,
        template: 'reddit/seed',
        complexity: 2,
      },
    });
    expect(tasks[1]!.webrl?.parentTaskId).toBe(21);
  });

  it('counts its answers, those without a task and the repeats it drops, when asked to', async () => {
    const generator = await useGenerator((request) =>
      JSON.stringify(request.body).includes('a discussion forum like Reddit')
        ? 'Sorry, I cannot help with that.'
        : reply(request),
    );
    const answerCounts = { answers: 0, unusable: 0, repeated: 0 };
    const forbiddenIntents = new Set(['Find the test-only task']);
    await generator.evolve(SEEDS, { count: 10, seed: 1, forbiddenIntents, answerCounts });
    // Two shopping answers of three tasks each: the second repeats all three, the first the forbidden one.
    expect(answerCounts).toEqual({ answers: 4, unusable: 2, repeated: 4 });
    await generator.evolve(SEEDS, { count: 10, seed: 2, forbiddenIntents, answerCounts });
    expect(answerCounts).toEqual({ answers: 8, unusable: 4, repeated: 8 });
  });

  it('stops at `count`, taking tasks from the sites in turn', async () => {
    const generator = await useGenerator();
    const tasks = await generator.evolve(SEEDS, { count: 2, seed: 1 });
    expect(tasks.map((t) => t.sites[0])).toEqual(['reddit', 'shopping']);
  });

  it('samples the same seeds for the same run seed', async () => {
    const seeds = Array.from({ length: 30 }, (_, i) => seedTask(i, 'reddit', `Reddit task number ${i}`));
    const promptsFor = async (seed: number) => {
      const generator = await useGenerator();
      await generator.evolve(seeds, { count: 10, seed });
      const prompts = server!.bodies.map((b) => (b.messages as { content: string }[])[0]!.content);
      await server!.close();
      server = undefined;
      return prompts;
    };
    const first = await promptsFor(7);
    expect(await promptsFor(7)).toEqual(first);
    expect(await promptsFor(8)).not.toEqual(first);
    expect(first[0]!.match(/^- `/gm)).toHaveLength(10);
  });

  it('stops naming its model, the answers without a task and a sample when no answer holds one', async () => {
    const generator = await useGenerator(() => 'I think I should look around the page. Hmm.');
    const error = await generator.evolve(SEEDS, { count: 10, seed: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toContain('generator model "test-model" at ');
    expect(error.message).toContain(
      'answered 200 with 4 answers to the task-generation prompt, none holding a task in backticks (the first: "I think I should look around the page. Hmm.")',
    );
    expect(error.message).not.toContain('base URL ends in /v1');
  });

  it('keeps the tasks of the answers that hold some when others hold none', async () => {
    const generator = await useGenerator((request) =>
      JSON.stringify(request.body).includes('a discussion forum like Reddit')
        ? 'Sorry, I cannot help with that.'
        : reply(request),
    );
    const tasks = await generator.evolve(SEEDS, { count: 10, seed: 1 });
    expect(tasks.map((t) => t.intent)).toEqual([
      'Add the most expensive laptop to the cart',
      'Show my wish list',
      'Find the test-only task',
    ]);
  });

  it('asks nothing when there are no seeds', async () => {
    const generator = await useGenerator();
    expect(await generator.evolve([], { count: 10, seed: 0 })).toEqual([]);
    expect(server!.requests).toHaveLength(0);
  });
});
