// metrics.jsonl: one line per scalar (name, value, phase, step, time), names as `area/name`
// (`rl/actor_loss`, `env/success_rate`, `time/rollout_s`).
import { writeFileAtomic } from './atomic-write.js';
import { appendJsonl, readJsonl } from './jsonl.js';

/** One scalar measurement. */
export interface MetricRecord {
  /** `area/name`, e.g. `rl/kl`. */
  name: string;
  value: number;
  /** Training phase (0 = SFT), when the metric belongs to one. */
  phase?: number;
  /** Step within the phase or stage, when meaningful. */
  step?: number;
  /** ISO time of writing. */
  time: string;
  /** The pipeline stage that wrote it (`phase-01/actor`); a resumed stage first drops its old lines. */
  stage?: string;
  /** Extra labels, e.g. `{ site: 'shopping', algorithm: 'webrl' }`. */
  labels?: Record<string, string>;
}

/** Where a metric belongs: phase, step and labels. */
export type MetricContext = Pick<MetricRecord, 'phase' | 'step' | 'stage' | 'labels'>;

/** Appends metrics to a `metrics.jsonl` file. */
export class MetricsWriter {
  constructor(
    readonly path: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes one scalar. Non-finite values are refused: they would poison every plot. */
  write(name: string, value: number, context: MetricContext = {}): void {
    this.writeMany({ [name]: value }, context);
  }

  /** Writes several scalars that share a context, in one append. */
  writeMany(values: Record<string, number>, context: MetricContext = {}): void {
    const time = this.now().toISOString();
    const records: MetricRecord[] = [];
    for (const [name, value] of Object.entries(values)) {
      if (!Number.isFinite(value))
        throw new Error(`metric ${name} is ${value}; metrics must be finite numbers.`);
      records.push({ name, value, ...context, time });
    }
    appendJsonl(this.path, records);
  }
}

/** Reads every metric of a run's `metrics.jsonl`. */
export function readMetrics(path: string): MetricRecord[] {
  return readJsonl<MetricRecord>(path).records;
}

/**
 * Removes every line a stage wrote (and a torn last line), atomically: a stage that is run again
 * after a crash then writes its metrics once, never twice.
 */
export function dropStageMetrics(path: string, stage: string): number {
  const { records, tornTail } = readJsonl<MetricRecord>(path);
  const kept = records.filter((r) => r.stage !== stage);
  const dropped = records.length - kept.length;
  if (dropped > 0 || tornTail) writeFileAtomic(path, kept.map((r) => `${JSON.stringify(r)}\n`).join(''));
  return dropped;
}
