// Inputs shared by this folder's tests: agent contexts and reward inputs in the shape env/ produces,
// built from the reference's rendered example (reference/webrl.md §1.1).
import type { AgentContext, HistoryEntry, Observation } from '../../core/index.js';
import type { RewardInput } from '../roles.js';
import { OpenAIClient } from './client.js';
import { OpenAITestServer, type TestServerOptions } from './test-server.js';

/** An observation whose only content that matters to prompts is its HTML. */
export function observationOf(html: string): Observation {
  return {
    url: 'http://127.0.0.1:1/',
    title: 'test page',
    html,
    elements: [],
    texts: [],
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url: 'http://127.0.0.1:1/', title: 'test page' }],
    activeTab: 0,
  };
}

/** A history entry with a raw response (the parsed action does not enter WebRL's prompt). */
export function entryOf(response: string): HistoryEntry {
  return { response, action: null, url: 'http://127.0.0.1:1/' };
}

/** The reference's example page. */
export const EXAMPLE_HTML = '<html data-bbox="0,0,1280,720"> ... </html>';

/** The reference's two earlier responses: one with a comment line, one without. */
export const EXAMPLE_RESPONSES = [
  '# Element: the search bar\ndo(action="Search", argument="x", element="3")',
  'do(action="Scroll Down")',
];

/** The reference's 3-step example at step `step` (0, 1 or 2). */
export function exampleContext(step = 2, html = EXAMPLE_HTML): AgentContext {
  return {
    intent: 'Find X',
    history: EXAMPLE_RESPONSES.slice(0, step).map(entryOf),
    observation: observationOf(html),
  };
}

/** A finished example trajectory as the ORM reads it. */
export function exampleRewardInput(): RewardInput {
  return {
    intent: 'Find X',
    history: [...EXAMPLE_RESPONSES, 'exit(message="X is 42")'].map(entryOf),
    finalObservation: observationOf(EXAMPLE_HTML),
  };
}

/** A test server and a client of it for role `role`, with instant retries; close the server after. */
export async function startTestClient(
  role: string,
  serverOptions: TestServerOptions = {},
): Promise<{ server: OpenAITestServer; client: OpenAIClient }> {
  const server = await OpenAITestServer.start(serverOptions);
  const client = new OpenAIClient(
    {
      baseUrl: server.baseUrl,
      model: serverOptions.model ?? 'test-model',
      concurrency: 4,
      timeoutMs: 5000,
      maxRetries: 1,
      retryBaseDelayMs: 1,
      retryMaxDelayMs: 1,
    },
    { role },
  );
  return { server, client };
}
