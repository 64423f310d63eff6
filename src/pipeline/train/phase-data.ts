// Stage 1 and 2 of WebRL's processing for one phase (reference/webrl.md §4): the phase's rollouts
// become step records labelled by the ORM (`data.jsonl`); successful steps of earlier phases and the
// SFT demonstrations are replayed when the starting actor's perplexity on them lies in the window,
// capped at 2× the phase's steps (`data_filter.jsonl` = phase steps + replay).
import { existsSync } from 'node:fs';
import {
  type AgentContext,
  contextAt,
  deriveSeed,
  readJsonl,
  seededRandom,
  shuffled,
  type Trajectory,
  writeFileAtomic,
} from '../../core/index.js';
import { readTraceFolder } from '../../env/index.js';
import {
  buildStepSamples,
  type StepRecord,
  type StepSample,
  selectReplay,
  successfulFirstOccurrences,
} from '../../rl/index.js';
import type { StageContext } from '../stage-runner.js';
import { readPhaseRollouts } from './phase-tasks.js';
import type { TrainContext } from './train-context.js';
import { requireRolloutLabel } from './train-source.js';

function samplesOfRollouts(ctx: TrainContext, phase: number): StepSample[] {
  return readPhaseRollouts(ctx, phase).flatMap((t) =>
    buildStepSamples(t, {
      reward: requireRolloutLabel(ctx.source.labels, t),
      gamma: ctx.config.rl.gamma,
      phase,
      source: 'rollout',
      withPrompts: true,
    }),
  );
}

function samplesOfDemonstrations(ctx: TrainContext): StepSample[] {
  return readTraceFolder(ctx.run.demonstrationsDir).flatMap((t) =>
    buildStepSamples(t, {
      reward: 1,
      gamma: ctx.config.rl.gamma,
      phase: 0,
      source: 'demonstration',
      withPrompts: true,
    }),
  );
}

function writeRecords(path: string, samples: readonly StepSample[]): void {
  writeFileAtomic(path, samples.map((s) => `${JSON.stringify(s.record)}\n`).join(''));
}

export async function phaseProcessStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const { rl } = ctx.config;
  const current = samplesOfRollouts(ctx, phase);
  writeRecords(ctx.run.dataPath(phase), current);

  let replay: StepSample[] = [];
  const counts = { candidates: 0, kept: 0, tooSure: 0, tooUnsure: 0, overCap: 0 };
  if (rl.replay) {
    // Replay buffer: the SFT demonstrations and every earlier phase's successes (issue #34: in the
    // first phase the buffer is the SFT data), one success per instruction.
    const earlier = [samplesOfDemonstrations(ctx)];
    for (let p = 1; p < phase; p++) earlier.push(samplesOfRollouts(ctx, p));
    const candidates = successfulFirstOccurrences(earlier.flat());
    const actor = await ctx.models.policyAt(phase - 1);
    const scores = await actor.scoreResponses(
      candidates.map((c) => ({ context: c.context, response: c.record.action })),
    );
    const selection = selectReplay(candidates, scores, {
      window: rl.perplexityWindow,
      currentSteps: current.length,
      capRatio: rl.replayCapRatio,
      random: seededRandom(deriveSeed(ctx.config.seed, 'replay', phase)),
    });
    replay = selection.kept;
    Object.assign(counts, { ...selection, kept: selection.kept.length });
  }
  const mixed = shuffled([...current, ...replay], seededRandom(deriveSeed(ctx.config.seed, 'mix', phase)));
  writeRecords(ctx.run.filteredDataPath(phase), mixed);
  stage.metrics({
    'data/phase_steps': current.length,
    'data/replay_steps': replay.length,
    'replay/candidates': counts.candidates,
    'replay/kept': counts.kept,
    'replay/too_sure': counts.tooSure,
    'replay/too_unsure': counts.tooUnsure,
    'replay/over_cap': counts.overCap,
  });
  return { phaseSteps: current.length, replaySteps: replay.length, ...counts };
}

/** A training step with its states, and the first state of its episode (DigiRL's instruction value). */
export interface PhaseSample extends StepSample {
  startContext: AgentContext;
}

/**
 * The phase's training steps (`data_filter.jsonl`) with their states rebuilt from the traces they
 * came from: rollouts of phase p, or the demonstrations for phase 0.
 */
export function loadPhaseSamples(ctx: TrainContext, phase: number): PhaseSample[] {
  const path = ctx.run.filteredDataPath(phase);
  if (!existsSync(path)) throw new Error(`${path} is missing; the phase's process stage has not run`);
  const records = readJsonl<StepRecord>(path).records;
  const folders = new Map<number, Map<number, Trajectory>>();
  const trajectoryOf = (record: StepRecord): Trajectory => {
    let byTask = folders.get(record.phase);
    if (!byTask) {
      const dir = record.phase === 0 ? ctx.run.demonstrationsDir : ctx.run.rolloutsDir(record.phase);
      byTask = new Map(readTraceFolder(dir).map((t) => [t.taskId, t]));
      folders.set(record.phase, byTask);
    }
    const trajectory = byTask.get(record.task_id);
    if (!trajectory) throw new Error(`${path}: no trace for task ${record.task_id} of phase ${record.phase}`);
    return trajectory;
  };
  return records.map((record) => {
    const trajectory = trajectoryOf(record);
    return {
      record,
      context: contextAt(trajectory, record.step),
      nextContext: contextAt(trajectory, record.step + 1),
      startContext: contextAt(trajectory, 0),
    };
  });
}
