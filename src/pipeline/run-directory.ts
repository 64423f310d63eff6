// The layout of a run directory (docs/design.md): where every stage reads and writes.
import { join, resolve } from 'node:path';

/** Phase 0 is SFT; phases 1..N are WebRL's online phases. */
export function phaseName(phase: number): string {
  return phase === 0 ? 'phase-00-sft' : `phase-${String(phase).padStart(2, '0')}`;
}

/** Paths inside `runs/<name>/`. */
export class RunDirectory {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  get configPath(): string {
    return join(this.root, 'config.json');
  }
  get statePath(): string {
    return join(this.root, 'state.json');
  }
  get metricsPath(): string {
    return join(this.root, 'metrics.jsonl');
  }
  get reportPath(): string {
    return join(this.root, 'report.html');
  }
  /** Requests to model servers (latency, tokens), when LLM backends are used. */
  get requestLogPath(): string {
    return join(this.root, 'requests.jsonl');
  }

  phaseDir(phase: number): string {
    return join(this.root, phaseName(phase));
  }
  tasksPath(phase: number): string {
    return join(this.phaseDir(phase), 'tasks.json');
  }
  rolloutsDir(phase: number): string {
    return join(this.phaseDir(phase), 'rollouts');
  }
  dataPath(phase: number): string {
    return join(this.phaseDir(phase), 'data.jsonl');
  }
  filteredDataPath(phase: number): string {
    return join(this.phaseDir(phase), 'data_filter.jsonl');
  }
  checkpointDir(phase: number, model: 'actor' | 'critic' | 'orm'): string {
    return join(this.phaseDir(phase), 'checkpoints', model);
  }
  evalDir(phase: number): string {
    return join(this.phaseDir(phase), 'eval');
  }
  /** Phase 0 only: the oracle's demonstrations on the training tasks. */
  get demonstrationsDir(): string {
    return join(this.phaseDir(0), 'demonstrations');
  }
  /**
   * Phase 0 only: the oracle on the test tasks, once per run (an evaluation folder, as `webrl eval
   * --policy oracle --out` writes): its step counts group every phase's evaluation by required steps.
   */
  get oracleEvalDir(): string {
    return join(this.phaseDir(0), 'oracle-eval');
  }
  /** Phase 0 only: the SFT actor on the training tasks (the seeds of phase 1, and ORM training data). */
  get trainRolloutsDir(): string {
    return join(this.phaseDir(0), 'train-rollouts');
  }
  /**
   * Phase 0 only: replays of corrupted demonstrations, one folder per kind and draw (ORM training
   * data): `truncated` for the first draw, `truncated-2` for the second (train.ormCorruptionDraws).
   */
  ormCorruptionsDir(kind: string, draw = 0): string {
    return join(this.phaseDir(0), 'orm-corruptions', draw === 0 ? kind : `${kind}-${draw + 1}`);
  }
}
