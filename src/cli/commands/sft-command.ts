// `webrl sft`: WebRL's phase 0 with the embedded policy — the oracle demonstrates the built-in
// training tasks in Chromium, the policy imitates them, and the result is measured on the test tasks
// per site beside the oracle's 1.0. Writes the demonstrations, the checkpoint and the test results.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import {
  ConfigError,
  checkOutputFolder,
  DEFAULT_SFT_WORD_DROPOUT,
  DO_ACTIONS,
  type FolderLock,
  formatIssues,
  getLogger,
  lockFolder,
  MAX_SITE_SLOTS,
  refuseSavedCheckpoint,
  type Trajectory,
  writeFileAtomic,
  writeJsonAtomic,
} from '../../core/index.js';
import { EmbeddedPolicy, loadPolicy, saveCheckpoint, trainSft } from '../../models/index.js';
import {
  canonicalExits,
  collectDemonstrationBudget,
  type EpisodeSession,
  episodeProgress,
  openEpisodeSession,
  runEvaluatedEpisodes,
  spreadOverTemplates,
  successBySite,
} from '../../pipeline/index.js';
import { builtinSites, parseBuiltinTaskSetName } from '../../sites/index.js';
import { commandLine } from '../command-line.js';
import type { CliEnvironment } from '../environment.js';
import { dropoutOption, integerOption } from '../option-parsers.js';
import { sayOnTermination } from '../termination.js';
import { withTaskSetOptions } from './tasks-list-command.js';

const log = getLogger('sft');

interface SftCliOptions {
  seed: number;
  dataDir: string;
  slots: number;
  demos?: number;
  epochs: number;
  wordDropout: number;
  trainSeed: number;
  out: string;
  reuseDemos: boolean;
  test: string;
  testLimit?: number;
  eval: boolean;
}

/** Trajectories as JSON Lines, written atomically. */
export function writeTrajectories(path: string, trajectories: readonly Trajectory[]): void {
  writeFileAtomic(path, trajectories.map((t) => `${JSON.stringify(t)}\n`).join(''));
}

/** A page box: left, top, width, height. */
const Box = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/**
 * The fields of a saved trajectory that reusing it reads (canonicalExits, and SFT's contexts: the
 * steps' pages and actions as the policy sees them), so that a hand-edited or foreign file is
 * refused line by line instead of failing deep inside training. The record itself is kept whole.
 */
const SavedTrajectory = z.object({
  taskId: z.number(),
  intent: z.string(),
  steps: z.array(
    z.object({
      response: z.string(),
      // The kind first, so that an unknown one is named as such rather than as fitting no form.
      action: z
        .looseObject({ kind: z.enum(['do', 'exit']) })
        .pipe(
          z.discriminatedUnion('kind', [
            z.object({
              kind: z.literal('do'),
              action: z.enum(DO_ACTIONS),
              element: z.string().optional(),
              argument: z.string().optional(),
            }),
            z.object({ kind: z.literal('exit'), message: z.string() }),
          ]),
        )
        .nullable(),
      observation: z.object({
        url: z.string(),
        title: z.string(),
        elements: z.array(
          z.object({
            id: z.number(),
            tag: z.string(),
            role: z.string(),
            text: z.string(),
            attributes: z.record(z.string(), z.string()),
            bbox: Box,
            context: z.string(),
          }),
        ),
        texts: z.array(z.object({ text: z.string(), tag: z.string(), bbox: Box })),
        scroll: z.object({ y: z.number(), height: z.number(), viewportHeight: z.number() }),
      }),
    }),
  ),
});

/** The problems shown of one bad record: the first few, then how many more (a page can have hundreds). */
const SHOWN_PROBLEMS = 3;

/**
 * Trajectories saved by writeTrajectories; a line that is not JSON, or not a trajectory, is named
 * with its number, what is wrong and the fix.
 */
export function readTrajectories(path: string, fix: string): Trajectory[] {
  const trajectories: Trajectory[] = [];
  for (const [index, line] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (line.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch (cause) {
      throw new ConfigError(
        `${path}:${index + 1}: not readable JSON (${(cause as Error).message}); ${fix}`,
        [],
        {
          cause,
        },
      );
    }
    const checked = SavedTrajectory.safeParse(record, { reportInput: true });
    if (!checked.success) {
      const problems = formatIssues(checked.error.issues, '', SavedTrajectory);
      const more = problems.length - SHOWN_PROBLEMS;
      const shown = problems.slice(0, SHOWN_PROBLEMS).join('; ') + (more > 0 ? `; and ${more} more` : '');
      throw new ConfigError(`${path}:${index + 1}: not a saved trajectory (${shown}); ${fix}`, problems, {
        cause: checked.error,
      });
    }
    trajectories.push(record as Trajectory);
  }
  return trajectories;
}

/**
 * Saved demonstrations to reuse, or null to collect them: an empty file is what an earlier run
 * left when it demonstrated nothing, and is collected again; a file made for another --demos
 * budget is refused rather than silently trained on.
 */
function savedDemonstrations(path: string, limit: number | undefined): Trajectory[] | null {
  if (!existsSync(path)) return null;
  const saved = readTrajectories(
    path,
    'delete it, or pass --no-reuse-demos to collect the demonstrations again',
  );
  if (saved.length === 0) {
    log.warn('the saved demonstrations file holds none; collecting them again', { path });
    return null;
  }
  if (limit !== undefined && saved.length !== limit) {
    throw new ConfigError(
      `${path} holds ${saved.length} demonstrations, and --demos asks for ${limit}; ` +
        `pass --no-reuse-demos to collect ${limit} again, leave out --demos to reuse the ${saved.length}, or choose another --out`,
    );
  }
  log.info('reusing saved demonstrations', { path, demonstrations: saved.length });
  return saved;
}

/** Oracle demonstrations of the first `limit` training tasks (or those saved in `path`). */
export async function demonstrationsFor(
  session: EpisodeSession,
  options: { limit?: number; path: string; reuse: boolean },
): Promise<Trajectory[]> {
  const candidates = spreadOverTemplates(session.tasks('builtin:train'));
  // A budget above the set would demonstrate all of it without a word, as if it had been met.
  if (options.limit !== undefined && options.limit > candidates.length) {
    throw new ConfigError(
      `--demos ${options.limit}: builtin:train has ${candidates.length} tasks; pass at most ${candidates.length}, or leave out --demos to demonstrate all of them`,
    );
  }
  const saved = options.reuse ? savedDemonstrations(options.path, options.limit) : null;
  if (saved) return canonicalExits(saved, candidates);
  const { demonstrations, tried } = await collectDemonstrationBudget({
    ...session,
    candidates,
    count: options.limit ?? candidates.length,
    templates: builtinSites.flatMap((s) => s.templates),
    taskSet: 'builtin:train',
    onRound: (tasks, round) => {
      const progress = episodeProgress(
        round === 0 ? 'oracle demonstrations' : 'oracle demonstrations in place of unfinished ones',
        tasks.length,
      );
      return (t, done) => log.progress(progress(t, done));
    },
  });
  // Nothing to imitate: stop here rather than save an empty file and train a policy on nothing.
  if (demonstrations.length === 0) {
    throw new ConfigError(
      `the oracle finished none of the ${tried.length} training tasks it tried, so there is nothing to imitate; ` +
        'the log above says why (the browser or the sites failing); check them with `webrl doctor` and `webrl tasks verify builtin:train`',
    );
  }
  writeTrajectories(options.path, demonstrations);
  return canonicalExits(demonstrations, tried);
}

/** Greedy episodes of the policy on a test set; success per site. */
export async function evaluatePolicy(
  session: EpisodeSession,
  policy: EmbeddedPolicy,
  set: string,
  limit?: number,
): Promise<{ trajectories: Trajectory[]; success: Record<string, number> }> {
  const tasks = session.tasks(set).slice(0, limit);
  const progress = episodeProgress(`policy on ${set}`, tasks.length);
  const trajectories = await runEvaluatedEpisodes({
    ...session,
    tasks,
    agent: policy,
    temperature: 0,
    taskSet: set,
    onEpisode: (t, done) => log.progress(progress(t, done)),
  });
  return { trajectories, success: successBySite(trajectories) };
}

function printSuccess(set: string, success: Record<string, number>, tasks: number): void {
  console.log(`\nsuccess on ${set} (${tasks} tasks), greedy:`);
  console.log(`  ${'site'.padEnd(16)} ${'policy'.padStart(7)} ${'oracle'.padStart(7)}`);
  for (const [site, rate] of Object.entries(success)) {
    console.log(`  ${site.padEnd(16)} ${rate.toFixed(3).padStart(7)} ${'1.000'.padStart(7)}`);
  }
}

/**
 * The --out folder of `sft`, checked and locked before any work (core's lockFolder: a second sft
 * there would collect the same demonstrations and save over the first's checkpoint). A checkpoint
 * already in <out>/policy is refused, not replaced: an earlier model is data, as `webrl eval` keeps
 * a used --out folder. It is looked for once the lock is held, so one that an sft finished while
 * this one started is seen. The demonstrations saved beside it stay reusable on purpose: the message
 * says how to train on them again.
 */
function lockSftOut(out: string, reuseDemos: boolean): FolderLock {
  checkOutputFolder(
    '--out',
    out,
    'pass --out a folder for demonstrations.jsonl, policy/ and the test results',
  );
  const lock = lockFolder(out, { command: commandLine() });
  try {
    const demonstrations = join(out, 'demonstrations.jsonl');
    // Looked for before any work: sft would otherwise fail to read it, or to save the demonstrations
    // it collected over it.
    if (existsSync(demonstrations) && statSync(demonstrations).isDirectory()) {
      throw new ConfigError(
        `--out ${out}: ${demonstrations} is a folder, where sft keeps its demonstrations file; move that folder elsewhere, or choose another --out`,
      );
    }
    const fix =
      reuseDemos && existsSync(demonstrations)
        ? `choose a new --out, or remove ${join(out, 'policy')} to train again on the demonstrations saved in ${demonstrations}`
        : undefined;
    refuseSavedCheckpoint(out, 'policy', 'sft', fix);
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}

export function sftCommand(env: CliEnvironment): Command {
  return withTaskSetOptions(
    new Command('sft')
      .description(
        'SFT of the embedded policy on oracle demonstrations of builtin:train; reports success on builtin:test per site',
      )
      .option(
        '--slots <n>',
        `parallel episodes, each on its own site slot (at most ${MAX_SITE_SLOTS})`,
        integerOption(1, MAX_SITE_SLOTS),
        2,
      )
      .option(
        '--demos <n>',
        'demonstration budget: n training tasks, spread round-robin over templates (default: all)',
        integerOption(1),
      )
      .option('--epochs <n>', 'passes over the demonstration steps', integerOption(1), 12)
      .option(
        '--word-dropout <x>',
        'share of words dropped from each word bag per minibatch (0 = none)',
        dropoutOption,
        DEFAULT_SFT_WORD_DROPOUT,
      )
      .option('--train-seed <n>', 'seed of the weights and the minibatch order', integerOption(0), 1)
      .option(
        '--out <dir>',
        'run folder: demonstrations.jsonl, policy/, test results (one whose policy/ holds a checkpoint is refused)',
        'runs/sft',
      )
      .option('--no-reuse-demos', 'collect demonstrations again even if <out>/demonstrations.jsonl exists')
      .option('--test <set>', 'task set to evaluate on', 'builtin:test')
      .option('--test-limit <n>', 'evaluate on the first n tasks of the test set only', integerOption(1))
      .option('--no-eval', 'train and save only'),
  ).action(async (options: SftCliOptions, command: Command) => {
    // --no-eval skips the evaluation these flags set up: whoever typed one expected it to count.
    if (!options.eval) {
      const typed = [
        ...(command.getOptionValueSource('test') === 'cli' ? [`--test ${options.test}`] : []),
        ...(options.testLimit !== undefined ? [`--test-limit ${options.testLimit}`] : []),
      ];
      if (typed.length > 0) {
        throw new ConfigError(
          `${typed.join(' and ')} set${typed.length === 1 ? 's' : ''} up the evaluation after training, but --no-eval skips it; drop --no-eval, or drop ${typed.map((t) => t.split(' ')[0]).join(' and ')}`,
        );
      }
    }
    // Before any work: a --test naming no built-in set would otherwise fail only after training.
    if (options.eval && parseBuiltinTaskSetName(options.test, builtinSites) === null) {
      throw new ConfigError(
        `--test ${options.test}: sft evaluates on a built-in set (builtin:test, builtin:test:<site key>); ` +
          'for a task file, run `webrl eval --tasks <file> --policy <out>/policy` after it',
      );
    }
    const lock = lockSftOut(options.out, options.reuseDemos);
    // The demonstrations are saved once all are collected, the checkpoint once trained.
    sayOnTermination(
      `stopped; ${options.out} keeps demonstrations.jsonl if all were collected (the same command reuses them) and policy/ if training ended`,
    );
    try {
      const session = await openEpisodeSession({ ...options, launch: env.chromium });
      try {
        const demonstrations = await demonstrationsFor(session, {
          ...(options.demos !== undefined ? { limit: options.demos } : {}),
          path: join(options.out, 'demonstrations.jsonl'),
          reuse: options.reuseDemos,
        });
        const policy = await EmbeddedPolicy.create({ network: { seed: options.trainSeed } });
        const report = await trainSft(policy, demonstrations, {
          epochs: options.epochs,
          wordDropout: options.wordDropout,
          seed: options.trainSeed,
          onStep: (p) => log.progress(`sft step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`),
        });
        console.log(
          `SFT: ${report.demonstrations} demonstrations, ${report.examples} steps, ${report.steps} optimiser steps, ` +
            `loss ${report.losses[0]?.toFixed(3)} → ${report.losses.at(-1)?.toFixed(3)}, ` +
            `${report.examplesPerSecond.toFixed(0)} examples/s, ${report.outsideCandidates} steps outside the candidates`,
        );
        const dir = join(options.out, 'policy');
        saveCheckpoint(dir, policy, {
          stage: 'sft',
          demonstrations: report.demonstrations,
          examples: report.examples,
          epochs: options.epochs,
          wordDropout: options.wordDropout,
          seed: options.trainSeed,
          finalLoss: report.losses.at(-1),
        });
        console.log(`checkpoint: ${dir}`);
        if (!options.eval) return;
        const loaded = await loadPolicy(dir);
        const { trajectories, success } = await evaluatePolicy(
          session,
          loaded,
          options.test,
          options.testLimit,
        );
        printSuccess(options.test, success, trajectories.length);
        writeJsonAtomic(join(options.out, 'test-results.json'), {
          set: options.test,
          tasks: trajectories.length,
          success,
          episodes: trajectories.map((t) => ({
            taskId: t.taskId,
            score: t.evaluatorScore,
            steps: t.steps.length,
          })),
        });
      } finally {
        await session.close();
      }
    } finally {
      lock.release();
    }
  });
}
