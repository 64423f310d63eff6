import { afterEach, describe, expect, it } from 'vitest';
import type { TaskConfig } from '../../core/index.js';
import { OpenAIFeasibilityChecker } from './openai-feasibility-checker.js';
import { startTestClient } from './test-fixtures.js';
import { type OpenAITestServer, toyModel } from './test-server.js';

let server: OpenAITestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const task = (task_id: number, site: TaskConfig['sites'][number], intent: string) =>
  ({ task_id, sites: [site], intent }) as TaskConfig;

describe('OpenAIFeasibilityChecker', () => {
  it('asks once per task with its site and reads the [YES]/[NO] answers in order', async () => {
    const started = await startTestClient('feasibility', {
      handler: toyModel((request) => {
        const prompt = (request.body.messages as { content: string }[])[0]!.content;
        if (prompt.includes('The task is: Check the traffic'))
          return 'Traffic is not supported. Answer: [NO]';
        if (prompt.includes('The task is: Garbled')) return 'Hmm.';
        return 'GitLab supports this. Answer: [YES]';
      }),
    });
    server = started.server;
    const checker = new OpenAIFeasibilityChecker(started.client);
    const verdicts = await checker.areFeasible([
      task(1, 'map', 'Check the traffic from CMU to the airport'),
      task(2, 'gitlab', 'Star the a11y project'),
      task(3, 'gitlab', 'Garbled'),
    ]);
    expect(verdicts).toEqual([false, true, false]);
    const prompts = server.bodies.map((b) => (b.messages as { content: string }[])[0]!.content);
    expect(prompts[0]).toContain(
      'The website of the task is: MAP\nThe task is: Check the traffic from CMU to the airport\n',
    );
    expect(prompts[1]).toContain('The website of the task is: GitLab\n');
    expect(server.bodies[0]).toMatchObject({ temperature: 0 });
  });
});
