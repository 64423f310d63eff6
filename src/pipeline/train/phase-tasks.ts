// A phase's tasks (WebRL §2.2): seeds are the tasks the actor failed in the previous phase (by the
// ORM's labels, as training never reads evaluators); new tasks are evolved from them, filtered by the
// previous phase's critic (from phase 2 on) and for feasibility, and written to `tasks.json`.
import { existsSync, readFileSync } from 'node:fs';
import {
  deriveSeed,
  type Observation,
  type TaskConfig,
  type Trajectory,
  writeJsonAtomic,
} from '../../core/index.js';
import { buildPhaseTasks, EmbeddedTaskGenerator, PoolFeasibilityChecker } from '../../curriculum/index.js';
import { readTraceFolder, ScriptedAgent } from '../../env/index.js';
import { getAlgorithm } from '../../rl/index.js';
import { builtinTaskPool } from '../builtin-task-pool.js';
import { agentEpisodes, runEvaluatedEpisodes } from '../evaluated-episodes.js';
import type { StageContext } from '../stage-runner.js';
import type { TrainContext } from './train-context.js';
import { rolloutLabel } from './train-source.js';

/** The tasks of a phase as written in its tasks.json. */
export function readPhaseTasks(ctx: TrainContext, phase: number): TaskConfig[] {
  const path = ctx.run.tasksPath(phase);
  if (!existsSync(path)) throw new Error(`${path} is missing; the phase's tasks stage has not run`);
  return JSON.parse(readFileSync(path, 'utf8')) as TaskConfig[];
}

/** A phase's rollouts that are agent data, each with its ORM score. */
export function readPhaseRollouts(ctx: TrainContext, phase: number): Trajectory[] {
  const dir = phase === 0 ? ctx.run.trainRolloutsDir : ctx.run.rolloutsDir(phase);
  return agentEpisodes(readTraceFolder(dir));
}

/**
 * The tasks the actor failed in `phase` by the rollouts' labels — the ORM's, or the evaluator's where
 * it labels (`source.labels`) — (phase 0: the SFT actor's seed rollouts).
 */
export function failedTasks(ctx: TrainContext, phase: number): TaskConfig[] {
  const tasks = phase === 0 ? ctx.source.taskSets.train : readPhaseTasks(ctx, phase);
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  return readPhaseRollouts(ctx, phase)
    .filter((t) => rolloutLabel(ctx.source.labels, t) === 0)
    .map((t) => byId.get(t.taskId))
    .filter((t): t is TaskConfig => t !== undefined);
}

export async function phaseTasksStage(ctx: TrainContext, phase: number, stage: StageContext) {
  const { config } = ctx;
  const algorithm = getAlgorithm(config.rl.algorithm);
  const fixedTasks = algorithm.tasks === 'fixed' || !config.curriculum.enabled;
  if (fixedTasks && phase > 1) {
    // DigiRL and the no-curriculum ablation train on phase 1's instructions throughout.
    const tasks = readPhaseTasks(ctx, 1).map((t) => ({ ...t, webrl: { ...t.webrl!, phase } }));
    writeJsonAtomic(ctx.run.tasksPath(phase), tasks);
    stage.metrics({ 'curriculum/kept': tasks.length });
    return { kept: tasks.length, fixed: true };
  }

  let seeds = failedTasks(ctx, phase - 1);
  if (seeds.length === 0) seeds = phase === 1 ? ctx.source.taskSets.train : readPhaseTasks(ctx, phase - 1);
  if (ctx.source.nextTasks) return sourceCurriculumStep(ctx, phase, seeds, stage);
  const earlier = new Set<string>();
  for (let p = 1; p < phase; p++) for (const t of readPhaseTasks(ctx, p)) earlier.add(t.intent);
  const testIntents = new Set(ctx.source.taskSets.test.map((t) => t.intent));
  const testOnlyTemplates = new Set(
    ctx.source.taskSets.test.filter((t) => t.webrl?.testOnlyTemplate).map((t) => t.webrl!.template),
  );
  const known = new Set([...ctx.source.taskSets.train, ...ctx.source.taskSets.pool].map((t) => t.intent));
  const useCritic = phase >= 2 && algorithm.usesCritic && ctx.models.has(phase - 1, 'critic');

  const result = await buildPhaseTasks({
    seeds,
    count: config.train.tasksPerPhase,
    candidates: Math.ceil(config.train.tasksPerPhase * config.train.candidatesPerTask),
    generator:
      ctx.curriculumModels?.generator ?? new EmbeddedTaskGenerator(builtinTaskPool(ctx.source.taskSets)),
    feasibility: ctx.curriculumModels?.feasibility ?? new PoolFeasibilityChecker(known),
    ...(useCritic
      ? { critic: await ctx.models.criticAt(phase - 1), observeStart: startPageObserver(ctx) }
      : {}),
    criticRange: config.curriculum.criticRange,
    maxRounds: config.curriculum.generationRounds,
    fillToCount: config.curriculum.fillToCount,
    heldOut: { testIntents, testOnlyTemplates },
    // Tasks of earlier phases are not generated again: each phase explores new ones.
    avoidIntents: earlier,
    seed: deriveSeed(config.seed, 'curriculum', phase),
  });
  const tasks = result.tasks.map(({ task, criticValue }) => ({
    ...task,
    webrl: { ...task.webrl!, phase, ...(criticValue !== undefined ? { criticValue } : {}) },
  }));
  writeJsonAtomic(ctx.run.tasksPath(phase), tasks);
  const c = result.counts;
  stage.metrics({
    'curriculum/seeds': c.seeds,
    // A generator that asks a model: how many answers, how many held no task, repeats dropped.
    ...(c.answers > 0
      ? {
          'curriculum/answers': c.answers,
          'curriculum/unusable_answers': c.unusableAnswers,
          'curriculum/repeated_tasks': c.repeatedTasks,
        }
      : {}),
    'curriculum/generated': c.generated,
    'curriculum/test_collisions': c.testCollisions,
    'curriculum/held_out_template_rejections': c.heldOutTemplates,
    'curriculum/rounds': c.rounds,
    'curriculum/dropped_by_critic': c.droppedByCritic,
    'curriculum/dropped_by_critic_low': c.droppedByCriticLow,
    'curriculum/dropped_by_critic_high': c.droppedByCriticHigh,
    'curriculum/filled_outside_range': c.filledOutsideRange,
    'curriculum/dropped_by_feasibility': c.droppedByFeasibility,
    'curriculum/surplus': c.surplus,
    'curriculum/kept': c.kept,
  });
  return { ...c, fixed: false };
}

/**
 * Observes a task's real start page, as the agent would see it at step 0, for the critic filter.
 * Tasks that share a start URL share one observation.
 */
function startPageObserver(ctx: TrainContext): (task: TaskConfig) => Promise<Observation> {
  const seen = new Map<string, Promise<Observation>>();
  return (task) => {
    let page = seen.get(task.start_url);
    if (!page) {
      page = runEvaluatedEpisodes({
        ...ctx.runner,
        tasks: [task],
        agent: new ScriptedAgent(['exit(message="")'], { name: 'start-page' }),
        temperature: 0,
        taskSet: 'start-page',
      }).then(([trajectory]) => trajectory!.steps[0]?.observation ?? trajectory!.finalObservation);
      seen.set(task.start_url, page);
    }
    return page;
  };
}

/** The source's own curriculum step (MiniWoB++: new seeds of the failed pages), written as tasks.json. */
function sourceCurriculumStep(
  ctx: TrainContext,
  phase: number,
  seeds: readonly TaskConfig[],
  stage: StageContext,
) {
  const earlier: TaskConfig[] = [];
  for (let p = 1; p < phase; p++) earlier.push(...readPhaseTasks(ctx, p));
  const tasks = ctx.source.nextTasks!(seeds, {
    phase,
    count: ctx.config.train.tasksPerPhase,
    seed: deriveSeed(ctx.config.seed, 'curriculum', phase),
    earlier,
  });
  writeJsonAtomic(ctx.run.tasksPath(phase), tasks);
  stage.metrics({ 'curriculum/seeds': seeds.length, 'curriculum/kept': tasks.length });
  return { seeds: seeds.length, kept: tasks.length, fixed: false, source: ctx.source.name };
}
