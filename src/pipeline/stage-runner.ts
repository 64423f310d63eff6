// Runs a run's stages once each: a stage completed before a crash is skipped on --resume (its small
// result comes back from state.json, its files from disk); a stage cut short runs again from its
// start, after its metrics lines are dropped so nothing is counted twice.
import { dropStageMetrics, getLogger, MetricsWriter } from '../core/index.js';
import type { RunDirectory } from './run-directory.js';
import { markStageComplete, type RunState, readRunState } from './run-state.js';

const log = getLogger('pipeline');

/** What a stage body gets: where to write metrics, tagged with the stage. */
export interface StageContext {
  readonly id: string;
  readonly phase: number;
  /** Writes scalars tagged with this stage and phase. */
  metrics(values: Record<string, number>, step?: number, labels?: Record<string, string>): void;
}

export class StageRunner {
  private state: RunState;
  private readonly writer: MetricsWriter;

  constructor(private readonly run: RunDirectory) {
    this.state = readRunState(run.statePath);
    this.writer = new MetricsWriter(run.metricsPath);
  }

  /** True when the stage completed in this run or an earlier attempt. */
  isComplete(id: string): boolean {
    return this.state.completed.includes(id);
  }

  /** Completed stage ids, in order. */
  get completed(): readonly string[] {
    return this.state.completed;
  }

  /** The stored result of a completed stage. */
  resultOf<R>(id: string): R | undefined {
    return this.state.results[id] as R | undefined;
  }

  /** Records a stage as complete with a result produced elsewhere (a phase 0 copied from another run). */
  adopt(id: string, result: unknown): void {
    this.state = markStageComplete(this.run.statePath, this.state, id, result ?? null);
  }

  /**
   * Runs `body` unless the stage is complete; records `time/<stage>_s` and the stage's result.
   * The result must be JSON-serialisable and small (counts, rates): bulky outputs go to files.
   */
  async stage<R>(phase: number, name: string, body: (context: StageContext) => Promise<R>): Promise<R> {
    const id = `${phaseLabel(phase)}/${name}`;
    if (this.isComplete(id)) {
      log.info(`${id}: done in an earlier attempt, skipped`);
      return this.state.results[id] as R;
    }
    const dropped = dropStageMetrics(this.run.metricsPath, id);
    if (dropped > 0) log.info(`${id}: ran before without finishing; dropped its ${dropped} metric lines`);
    log.info(`${id}: started`);
    const started = performance.now();
    const context: StageContext = {
      id,
      phase,
      metrics: (values, step, labels) =>
        this.writer.writeMany(values, {
          phase,
          stage: id,
          ...(step !== undefined ? { step } : {}),
          ...(labels ? { labels } : {}),
        }),
    };
    const result = await body(context);
    const seconds = (performance.now() - started) / 1000;
    this.writer.writeMany({ [`time/${name}_s`]: seconds }, { phase, stage: id });
    this.state = markStageComplete(this.run.statePath, this.state, id, result ?? null);
    log.info(`${id}: done in ${seconds.toFixed(1)} s`);
    return result;
  }
}

function phaseLabel(phase: number): string {
  return `phase-${String(phase).padStart(2, '0')}`;
}
