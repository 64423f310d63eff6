// A local OpenAI-compatible server for tests: a test double of someone else's service (OpenAI,
// vLLM) on 127.0.0.1, port 0. It validates every request body as the real servers would (unknown
// fields, wrong types, wrong model, missing key → 4xx), records it, and answers with scripted
// replies: recorded-shape bodies, error statuses, Retry-After, slow answers, dropped connections and
// malformed JSON.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { chatReply, completionReply, errorBody } from './test-server-replies.js';

/** A request as the server received it. */
export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

/** What to answer. `delayMs` waits before answering (or dropping). */
export type TestReply =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'raw'; status?: number; body: string; headers?: Record<string, string>; delayMs?: number }
  /** Send the status line, headers and the start of a body, then nothing more. */
  | { kind: 'partial'; body: string }
  /** Close the connection without an answer. */
  | { kind: 'drop'; delayMs?: number }
  /** Send the status line, headers and the start of a body, then reset the connection. */
  | { kind: 'cut'; body: string }
  /** Never answer (until the server closes). */
  | { kind: 'hang' };

export type TestHandler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export interface TestServerOptions {
  /** The served model; other names get vLLM's 404. Default `test-model`. */
  model?: string;
  /** When set, requests need `Authorization: Bearer <apiKey>`, else 401 (whose message quotes the key, as OpenAI's does). */
  apiKey?: string;
  /** Answers requests that no queued reply takes; default: the toy model replying `defaultText`. */
  handler?: TestHandler;
}

/** The toy model answering every valid request with `text`, in the shape of its endpoint. */
export function toyModel(text: string | ((request: RecordedRequest) => string)): TestHandler {
  return (request) => {
    const reply = typeof text === 'string' ? text : text(request);
    const body =
      request.path === '/v1/chat/completions'
        ? chatReply({ body: request.body, text: reply })
        : completionReply({ body: request.body, text: reply });
    return { kind: 'json', body };
  };
}

const COMPLETION_FIELDS: Record<string, (v: unknown) => boolean> = {
  model: (v) => typeof v === 'string',
  prompt: (v) => typeof v === 'string',
  max_tokens: (v) => Number.isInteger(v) && (v as number) >= 0,
  temperature: (v) => typeof v === 'number' && v >= 0 && v <= 2,
  top_p: (v) => typeof v === 'number' && v > 0 && v <= 1,
  stop: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  logprobs: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 20,
  echo: (v) => typeof v === 'boolean',
  prompt_logprobs: (v) => Number.isInteger(v) && (v as number) >= 0,
  seed: (v) => Number.isInteger(v),
};

const CHAT_FIELDS: Record<string, (v: unknown) => boolean> = {
  model: (v) => typeof v === 'string',
  messages: (v) =>
    Array.isArray(v) &&
    v.length > 0 &&
    v.every(
      (m) =>
        m &&
        typeof m === 'object' &&
        ['system', 'user', 'assistant'].includes((m as { role: string }).role) &&
        typeof (m as { content: unknown }).content === 'string' &&
        Object.keys(m).every((k) => k === 'role' || k === 'content'),
    ),
  max_tokens: (v) => Number.isInteger(v) && (v as number) >= 1,
  temperature: (v) => typeof v === 'number' && v >= 0 && v <= 2,
  top_p: (v) => typeof v === 'number' && v > 0 && v <= 1,
  stop: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  logprobs: (v) => typeof v === 'boolean',
  top_logprobs: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 20,
  seed: (v) => Number.isInteger(v),
};

/** Why a body is invalid for its endpoint, or undefined when it is valid. */
function validate(path: string, body: Record<string, unknown>): string | undefined {
  const fields = path === '/v1/chat/completions' ? CHAT_FIELDS : COMPLETION_FIELDS;
  const required = path === '/v1/chat/completions' ? ['model', 'messages'] : ['model', 'prompt'];
  for (const name of required) if (!(name in body)) return `Field required: ${name}`;
  for (const [name, value] of Object.entries(body)) {
    const check = fields[name];
    if (!check) return `Extra inputs are not permitted: ${name}`;
    if (!check(value)) return `Invalid value for ${name}: ${JSON.stringify(value)}`;
  }
  if (body.top_logprobs !== undefined && body.logprobs !== true)
    return 'top_logprobs requires logprobs to be true';
  return undefined;
}

/** The running test server. */
export class OpenAITestServer {
  /** Every request that reached a handler or a queued reply, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  /** Requests being answered now, and the most at any one time. */
  inFlight = 0;
  maxInFlight = 0;
  handler: TestHandler;
  private readonly queue: TestReply[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly server: Server,
    private readonly options: TestServerOptions,
  ) {
    this.handler = options.handler ?? toyModel('do(action="Scroll Down")');
  }

  /** Starts a server on 127.0.0.1 with a free port. */
  static async start(options: TestServerOptions = {}): Promise<OpenAITestServer> {
    const server = createServer();
    const instance = new OpenAITestServer(server, options);
    server.on('connection', (socket) => {
      instance.sockets.add(socket);
      socket.on('close', () => instance.sockets.delete(socket));
    });
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on(
        'end',
        () => void instance.answer(req.url ?? '', req.headers, Buffer.concat(chunks).toString(), res),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return instance;
  }

  /** `http://127.0.0.1:<port>/v1`. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Replies used, in order, by the next valid requests before the handler. */
  enqueue(...replies: TestReply[]): void {
    this.queue.push(...replies);
  }

  /** Bodies of the recorded requests. */
  get bodies(): Record<string, unknown>[] {
    return this.requests.map((r) => r.body);
  }

  /** Stops listening and cuts every open connection, so no test waits on a hanging answer. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private async answer(
    path: string,
    headers: IncomingHttpHeaders,
    text: string,
    res: ServerResponse,
  ): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => this.inFlight--);
    let reply: TestReply;
    try {
      reply = await this.decide(path, headers, text);
    } catch (error) {
      reply = {
        kind: 'json',
        status: 500,
        body: errorBody(`test handler failed: ${String(error)}`, 500, 'InternalServerError'),
      };
    }
    this.send(reply, res);
  }

  private async decide(path: string, headers: IncomingHttpHeaders, text: string): Promise<TestReply> {
    const json = (status: number, message: string, type?: string): TestReply => ({
      kind: 'json',
      status,
      body: errorBody(message, status, type),
    });
    if (path !== '/v1/completions' && path !== '/v1/chat/completions')
      return json(404, `Not Found: ${path}`, 'NotFoundError');
    if (this.options.apiKey !== undefined && headers.authorization !== `Bearer ${this.options.apiKey}`) {
      const given = (headers.authorization ?? '').replace(/^Bearer /, '');
      return json(
        401,
        `Incorrect API key provided: ${given}. You can find your API key at the dashboard.`,
        'invalid_request_error',
      );
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return json(400, 'Request body is not valid JSON');
    }
    const problem = validate(path, body);
    if (problem) return json(400, problem);
    const model = this.options.model ?? 'test-model';
    if (body.model !== model)
      return json(404, `The model \`${String(body.model)}\` does not exist.`, 'NotFoundError');
    const request = { path, headers, body };
    this.requests.push(request);
    return this.queue.shift() ?? (await this.handler(request));
  }

  private send(reply: TestReply, res: ServerResponse): void {
    if (reply.kind === 'hang') return;
    if (reply.kind === 'partial') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(reply.body.length * 2),
      });
      res.write(reply.body);
      return;
    }
    if (reply.kind === 'cut') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(reply.body.length * 2),
      });
      res.write(reply.body, () => res.socket?.destroy());
      return;
    }
    const act = () => {
      if (reply.kind === 'drop') {
        res.socket?.destroy();
        return;
      }
      const body = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.body;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(body);
    };
    if (!reply.delayMs) {
      act();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      act();
    }, reply.delayMs);
    this.timers.add(timer);
  }
}
