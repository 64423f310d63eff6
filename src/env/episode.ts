// An episode: one task on one leased page and one site slot. `reset` prepares the sites, logs in,
// opens the start URLs (one tab each) and observes; `step` parses a model response, executes it and
// observes again, applying WebRL's stop rules. The agent's mistakes become the step's error and the
// next observation's error; a dead browser surfaces as BrowserCrashedError. On sites whose pages run
// their own tasks (the slot's `pageTask`, MiniWoB++) the page sets the instruction at reset and is
// asked after every step whether the task is done and with what reward.

import { act, type PageLease, settle } from '../browser/index.js';
import {
  type Action,
  type AgentContext,
  type EnvConfig,
  historyEntryOf,
  isPageTaskSuccess,
  type Observation,
  type PageScriptRunner,
  type PageTaskOutcome,
  type PageTaskProtocol,
  parseAction,
  resolveTaskUrls,
  SIMPLIFIED_HTML_PLACEHOLDER,
  type SiteSlot,
  type StopReason,
  splitStartUrls,
  type TaskConfig,
  type Trajectory,
  type TrajectoryStep,
} from '../core/index.js';
import { allowedOriginsFor } from './allowed-origins.js';
import { earlyStopReason } from './stop-rules.js';

/** When an episode resets its task's sites before starting. */
export type SiteResetPolicy = 'required' | 'always' | 'never';

/** How an episode runs. */
export interface EpisodeOptions {
  config: EnvConfig;
  /** Recorded in the trajectory: where the task came from (`builtin:test`, a file path). */
  taskSet?: string;
  /** 'required' (default): when the task sets require_reset; 'always'; 'never'. */
  resetSites?: SiteResetPolicy;
  /** Origins allowed besides the task's sites and start URLs (a map tile server, a CDN). */
  extraAllowedOrigins?: readonly string[];
}

/** What one step produced. */
export interface StepResult {
  /** The page after the step: what the agent sees next (its `error` is this step's error). */
  observation: Observation;
  done: boolean;
  stopReason?: StopReason;
  /** This step's parse or execution error. */
  error?: string;
}

/** Relative path of a step's screenshot in a rollout folder (VAB misspells the folder; we do not). */
export const screenshotPath = (taskId: number, index: number) => `screenshots/${taskId}/${index}.png`;

export class Episode {
  private task: TaskConfig | undefined;
  private observation: Observation | undefined;
  private readonly steps: TrajectoryStep[] = [];
  private stopReason: StopReason | undefined;
  private answer: string | null = null;
  private startedAt = new Date();
  private pendingScreenshot: Uint8Array | undefined;
  private pageTask: PageTaskProtocol | undefined;
  private pageOutcome: PageTaskOutcome | undefined;
  /** PNG of the page each step saw, by step index (when EnvConfig.screenshots is on). */
  readonly screenshots = new Map<number, Uint8Array>();

  constructor(
    readonly lease: PageLease,
    private readonly options: EpisodeOptions,
  ) {}

  get isDone(): boolean {
    return this.stopReason !== undefined;
  }

  /** Prepares the task and returns the first observation. Placeholders resolve from `slot.urls`. */
  async reset(task: TaskConfig, slot: SiteSlot): Promise<Observation> {
    const resolved = resolveTaskUrls(task, slot.urls);
    this.task = resolved;
    this.startedAt = new Date();
    const policy = this.options.resetSites ?? 'required';
    if (policy === 'always' || (policy === 'required' && resolved.require_reset))
      await slot.reset(resolved.sites);
    const startUrls = splitStartUrls(resolved.start_url);
    this.lease.allowOrigins(allowedOriginsFor(resolved, slot.urls, this.options.extraAllowedOrigins ?? []));
    return this.guard(async () => {
      const { context, tabs } = this.lease;
      if (resolved.require_login) await context.addCookies(await slot.sessionCookies(resolved.sites));
      if (resolved.geolocation) {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(resolved.geolocation);
      }
      const timeout = Math.max(30_000, this.options.config.settleTimeoutMs);
      for (const [i, url] of startUrls.entries()) {
        const page = i === 0 ? tabs.active : await tabs.openTab();
        await page.goto(url, { waitUntil: 'load', timeout }).catch((error: unknown) => {
          // The first line of Playwright's message keeps its "Target … closed" wording for guard().
          const reason = String(error).split('\n')[0];
          throw new Error(
            `task ${resolved.task_id}: could not open start URL ${url} (${reason}); is the site up?`,
            {
              cause: error,
            },
          );
        });
      }
      tabs.activate(0);
      this.pageTask = slot.pageTask;
      this.pageOutcome = undefined;
      if (this.pageTask) {
        const started = await this.pageTask.start(this.runInPage(), resolved);
        this.task = { ...resolved, intent: started.intent };
        this.pageOutcome = await this.pageTask.outcome(this.runInPage());
      }
      await this.lease.forgetHistory();
      await settle(tabs.active, tabs.activity(), { timeoutMs: this.options.config.settleTimeoutMs });
      return this.observe();
    });
  }

  /** Executes one model response and returns what the agent sees next. */
  async step(response: string, extras: { logProb?: number; tokens?: number } = {}): Promise<StepResult> {
    const task = this.task;
    const before = this.observation;
    if (!task || !before) throw new Error('Episode.step called before reset()');
    if (this.isDone) throw new Error(`Episode.step called after the episode stopped (${this.stopReason})`);
    const index = this.steps.length;
    const parsed = parseAction(response);
    const action: Action | null = parsed.ok ? parsed.action : null;
    let error = parsed.ok ? undefined : `could not parse the response: ${parsed.error}`;
    let after = before;
    let acted: Observation | undefined;
    if (action?.kind === 'do') {
      const config = this.options.config;
      const result = await this.guard(() =>
        act(this.lease.tabs, action, {
          viewportHeight: config.viewport.height,
          timeoutMs: config.settleTimeoutMs,
          observe: { scope: config.observeScope },
        }),
      );
      error = result.error;
      acted = result.observation;
    }
    const screenshot = this.pendingScreenshot;
    if (screenshot) this.screenshots.set(index, screenshot);
    this.steps.push({
      index,
      prompt: index === 0 ? task.intent : SIMPLIFIED_HTML_PLACEHOLDER,
      observation: before,
      response,
      action,
      ...(error !== undefined ? { error } : {}),
      ...(extras.logProb !== undefined ? { logProb: extras.logProb } : {}),
      ...(extras.tokens !== undefined ? { tokens: extras.tokens } : {}),
      ...(screenshot ? { screenshot: screenshotPath(task.task_id, index) } : {}),
    });
    if (this.pageTask) {
      const pageTask = this.pageTask;
      this.pageOutcome = await this.guard(() => pageTask.outcome(this.runInPage()));
    }
    if (action?.kind === 'exit') {
      this.stopReason = 'exit';
      this.answer = action.message;
    } else if (this.pageOutcome?.done) {
      // The page ended its task: what the agent sees next is the page it left, nothing more to do.
      after = await this.guard(() => this.observe(error, acted));
      this.stopReason = 'task_done';
    } else {
      // A parse failure executes nothing, as WebRL's no-op, but the page is read again all the same.
      after = await this.guard(() => this.observe(error, acted));
      this.stopReason = earlyStopReason(
        this.steps.map((s) => ({ response: s.response, parsed: s.action !== null })),
        this.options.config,
      );
    }
    return {
      observation: after,
      done: this.isDone,
      ...(this.stopReason ? { stopReason: this.stopReason } : {}),
      ...(error !== undefined ? { error } : {}),
    };
  }

  /** What the agent is given for its next step. */
  context(): AgentContext {
    if (!this.task || !this.observation) throw new Error('Episode.context called before reset()');
    return {
      intent: this.task.intent,
      history: this.steps.map(historyEntryOf),
      observation: this.observation,
    };
  }

  /** The episode so far as a trajectory (stopReason 'max_steps' if it has not stopped yet). */
  trajectory(): Trajectory {
    if (!this.task || !this.observation) throw new Error('Episode.trajectory called before reset()');
    return {
      taskId: this.task.task_id,
      taskSet: this.options.taskSet ?? '',
      intent: this.task.intent,
      sites: [...this.task.sites],
      steps: [...this.steps],
      finalObservation: this.observation,
      answer: this.answer,
      stopReason: this.stopReason ?? 'max_steps',
      ...(this.pageOutcome
        ? {
            pageOutcome: { ...this.pageOutcome },
            evaluatorScore: isPageTaskSuccess(this.pageOutcome) ? 1 : 0,
          }
        : {}),
      startedAt: this.startedAt.toISOString(),
      durationMs: Date.now() - this.startedAt.getTime(),
    };
  }

  /** Takes (or adopts, when act already took it) the observation the agent sees next. */
  private async observe(error?: string, taken?: Observation): Promise<Observation> {
    const observation = taken ?? (await this.lease.tabs.observe({ scope: this.options.config.observeScope }));
    if (error !== undefined) observation.error = error;
    this.observation = observation;
    this.pendingScreenshot = this.options.config.screenshots
      ? await this.lease.tabs.active.screenshot({ type: 'png' })
      : undefined;
    return observation;
  }

  /** Runs scripts of a page-task protocol in the active tab. */
  private runInPage(): PageScriptRunner {
    const page = this.lease.tabs.active;
    return (expression) => page.evaluate(expression);
  }

  /** Runs browser work, turning a dead page or browser into BrowserCrashedError. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.lease.translateError(error);
    }
  }
}
