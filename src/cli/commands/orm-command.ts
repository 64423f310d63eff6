// `webrl orm train|eval`: the embedded outcome reward model. `train` labels trajectories of training
// tasks with their evaluators (oracle demonstrations, corrupted replays, optional policy rollouts) and
// fits the model; `eval` builds the same kind of set from test tasks and reports accuracy against the
// evaluators with the confusion matrix. Test tasks never reach training.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import {
  ConfigError,
  checkOutputFolder,
  type FolderLock,
  folderProblem,
  getLogger,
  lockFolder,
  MAX_SITE_SLOTS,
  refuseSavedCheckpoint,
  TrainConfig,
  writeJsonAtomic,
} from '../../core/index.js';
import {
  type EmbeddedPolicy,
  EmbeddedRewardModel,
  evaluateRewardModel,
  loadRewardModel,
  type Policy,
  type RewardModelAccuracy,
  saveCheckpoint,
  trainRewardModel,
} from '../../models/index.js';
import {
  agentEpisodes,
  buildRewardDataset,
  type EpisodeSession,
  episodeProgress,
  openEpisodeSession,
  type RewardRecord,
  runEvaluatedEpisodes,
  spreadOverTemplates,
} from '../../pipeline/index.js';
import { builtinSites, OracleAgent } from '../../sites/index.js';
import { commandLine } from '../command-line.js';
import type { CliEnvironment } from '../environment.js';
import { isBuiltinTaskSet } from '../load-task-set.js';
import { loadEmbeddedPolicy } from '../open-policy.js';
import { isOpenAIModelSpec } from '../openai-roles.js';
import { dropoutOption, integerOption } from '../option-parsers.js';
import { withTaskSetOptions } from './tasks-list-command.js';

const log = getLogger('orm');

interface OrmCliOptions {
  seed: number;
  dataDir: string;
  slots: number;
  limit?: number;
  /** --policy: a policy checkpoint folder or a run directory (its latest actor). */
  policy?: string;
}

/**
 * Loads the ORM checkpoint --model names, before any episode runs (the oracle's episodes of a whole
 * set take many minutes), with the flag and what it needs in the message. --policy goes through
 * open-policy's checks, shared with `webrl eval`; --model cannot: those resolve a run directory to
 * its latest actor, a policy, and name --policy in their messages.
 */
async function loadOrmFlag(dir: string): Promise<EmbeddedRewardModel> {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new ConfigError(`--model ${dir}: that is a file, not a folder; pass --model ${ORM_FOLDER}`);
  }
  if (!existsSync(join(dir, 'model.json'))) {
    // `orm train --out x` saves to x/model: the folder above is a likely slip.
    const inner = join(dir, 'model');
    const holder = existsSync(join(inner, 'model.json')) ? `; ${inner} holds one` : '';
    throw new ConfigError(
      `--model ${dir}: no checkpoint there (no model.json${holder}); pass --model ${ORM_FOLDER}`,
    );
  }
  try {
    return await loadRewardModel(dir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(`--model ${dir}: ${error.message}; pass --model ${ORM_FOLDER}`, error.problems, {
      cause: error,
    });
  }
}

/**
 * The --policy of `orm train|eval`, loaded before any episode runs. It takes the embedded
 * checkpoints `webrl eval --policy` takes; the oracle and served models are not rolled out here.
 */
async function loadPolicyFlag(spec: string): Promise<EmbeddedPolicy> {
  if (spec === 'oracle' || isOpenAIModelSpec(spec)) {
    throw new ConfigError(`--policy ${spec}: orm rolls out an embedded policy only; pass ${POLICY_ACCEPTS}`);
  }
  return loadEmbeddedPolicy(spec, POLICY_ACCEPTS);
}

const POLICY_ACCEPTS =
  "a policy checkpoint folder (webrl sft writes <out>/policy) or a run directory (its latest phase's actor is taken)";
const ORM_FOLDER =
  'an ORM checkpoint folder (webrl orm train writes <out>/model; a run has phase-00-sft/checkpoints/orm)';

/** Labelled trajectories of a task set: oracle episodes, their corruptions, policy rollouts. */
export async function rewardRecordsFor(
  session: EpisodeSession,
  set: string,
  options: { limit?: number; policy?: Policy; seed: number; draws?: number },
): Promise<RewardRecord[]> {
  const tasks = spreadOverTemplates(session.tasks(set), options.limit);
  const oracleProgress = episodeProgress(`oracle on ${set}`, tasks.length);
  const oracleEpisodes = await runEvaluatedEpisodes({
    ...session,
    tasks,
    agent: new OracleAgent(
      tasks,
      builtinSites.flatMap((s) => s.templates),
    ),
    temperature: 0,
    taskSet: set,
    onEpisode: (t, done) => log.progress(oracleProgress(t, done)),
  });
  let done = 0;
  const records = await buildRewardDataset({
    ...session,
    tasks,
    demonstrations: agentEpisodes(oracleEpisodes),
    corruptionDraws: options.draws ?? 1,
    ...(options.policy ? { policy: options.policy } : {}),
    taskSet: set,
    seed: options.seed,
    onEpisode: () => log.progress(`replays and rollouts on ${set}: ${++done}`),
  });
  return records;
}

/** Counts of labels per source, for the console and the results file. */
function describe(records: readonly RewardRecord[]): Record<string, { count: number; positive: number }> {
  const out: Record<string, { count: number; positive: number }> = {};
  for (const r of records) {
    const entry = out[r.source] ?? { count: 0, positive: 0 };
    out[r.source] = entry;
    entry.count += 1;
    entry.positive += r.label;
  }
  return out;
}

function printAccuracy(title: string, accuracy: RewardModelAccuracy): void {
  const { truePositive, falsePositive, trueNegative, falseNegative } = accuracy.confusion;
  console.log(
    `\n${title}: accuracy ${(100 * accuracy.accuracy).toFixed(1)}% on ${accuracy.count} trajectories`,
  );
  console.log('                 evaluator: success  failure');
  console.log(
    `  ORM success            ${String(truePositive).padStart(8)} ${String(falsePositive).padStart(8)}`,
  );
  console.log(
    `  ORM failure            ${String(falseNegative).padStart(8)} ${String(trueNegative).padStart(8)}`,
  );
}

/**
 * The --out file of `orm eval`, checked before any work. An existing file is refused, not replaced:
 * an earlier result is data (another model's accuracy), as `webrl eval` keeps a used --out folder.
 */
function checkResultsFile(out: string): void {
  if (existsSync(out)) {
    if (statSync(out).isDirectory()) {
      throw new ConfigError(
        `--out ${out} is a folder; give a new file, such as ${join(out, 'orm-eval.json')}`,
      );
    }
    throw new ConfigError(
      `--out ${out} exists, and orm eval does not replace a file (an earlier result is data); give a new file or delete it`,
    );
  }
  const problem = folderProblem(dirname(out));
  if (problem !== null) throw new ConfigError(`--out ${out}: ${problem}; give a file in a folder`);
}

/**
 * The --out folder of `orm train`, checked and locked before any work (the oracle's episodes take
 * minutes; core's lockFolder: a second orm train there would save over the first's checkpoint). A
 * checkpoint already in <out>/model is refused, not replaced: an earlier model is data, as `webrl
 * eval` keeps a used --out folder. It is looked for once the lock is held, so one that an orm train
 * finished while this one started is seen.
 */
function lockTrainOut(out: string): FolderLock {
  checkOutputFolder('--out', out, 'pass --out a folder for the checkpoint (<out>/model/)');
  const lock = lockFolder(out, { command: commandLine() });
  try {
    refuseSavedCheckpoint(out, 'model', 'orm train');
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}

function trainCommand(env: CliEnvironment): Command {
  // The pipeline's defaults, so that `webrl orm train` trains the ORM a run would.
  const defaults = TrainConfig.parse({});
  return withTaskSetOptions(
    new Command('train')
      .description('train the embedded ORM on evaluator-labelled trajectories of builtin:train')
      .option(
        '--slots <n>',
        `parallel episodes (at most ${MAX_SITE_SLOTS})`,
        integerOption(1, MAX_SITE_SLOTS),
        2,
      )
      .option('--limit <n>', 'use n training tasks, spread round-robin over templates', integerOption(1))
      .option(
        '--policy <dir>',
        'also label rollouts (temperature 1) of this policy: a checkpoint folder or a run directory (its latest actor)',
      )
      .option('--epochs <n>', 'passes over the labelled trajectories', integerOption(1), defaults.ormEpochs)
      .option(
        '--members <n>',
        'networks averaged, each from its own seed',
        integerOption(1),
        defaults.ormMembers,
      )
      .option(
        '--bag-dropout <x>',
        'chance that each word bag of a training row is emptied per minibatch (0 = none)',
        dropoutOption,
        defaults.ormBagDropout,
      )
      .option(
        '--draws <n>',
        'corrupted copies of each kind drawn from each demonstration',
        integerOption(1),
        defaults.ormCorruptionDraws,
      )
      .option(
        '--train-seed <n>',
        'seed of the weights, the corruptions and the minibatch order',
        integerOption(0),
        1,
      )
      .option(
        '--out <dir>',
        'a new folder for the checkpoint: <dir>/model/, whose model.json records the trajectories by source (one that holds a checkpoint is refused)',
        'runs/orm',
      ),
  ).action(
    async (
      options: OrmCliOptions & {
        epochs: number;
        members: number;
        bagDropout: number;
        draws: number;
        trainSeed: number;
        out: string;
      },
    ) => {
      const lock = lockTrainOut(options.out);
      try {
        const policy = options.policy ? await loadPolicyFlag(options.policy) : undefined;
        const session = await openEpisodeSession({ ...options, launch: env.chromium });
        try {
          const records = await rewardRecordsFor(session, 'builtin:train', {
            ...options,
            policy,
            seed: options.trainSeed,
          });
          console.log('labelled trajectories by source:', describe(records));
          const model = await EmbeddedRewardModel.create({
            network: { seed: options.trainSeed, members: options.members },
          });
          const report = await trainRewardModel(model, records, {
            epochs: options.epochs,
            bagDropout: options.bagDropout,
            seed: options.trainSeed,
            onStep: (p) => log.progress(`orm step ${p.step}/${p.totalSteps} · loss ${p.loss.toFixed(3)}`),
          });
          printAccuracy('on its training trajectories', await evaluateRewardModel(model, records));
          const dir = join(options.out, 'model');
          saveCheckpoint(dir, model, {
            stage: 'orm',
            trajectories: records.length,
            sources: describe(records),
            epochs: options.epochs,
            members: options.members,
            bagDropout: options.bagDropout,
            draws: options.draws,
            seed: options.trainSeed,
            finalLoss: report.losses.at(-1),
          });
          console.log(`checkpoint: ${dir}`);
        } finally {
          await policy?.close();
          await session.close();
        }
      } finally {
        lock.release();
      }
    },
  );
}

function evalCommand(env: CliEnvironment): Command {
  return withTaskSetOptions(
    new Command('eval')
      .description('accuracy of an ORM checkpoint against the evaluators on trajectories of test tasks')
      .requiredOption('--model <dir>', 'ORM checkpoint folder (from webrl orm train)')
      .option('--set <set>', 'task set whose trajectories are judged', 'builtin:test')
      .option(
        '--slots <n>',
        `parallel episodes (at most ${MAX_SITE_SLOTS})`,
        integerOption(1, MAX_SITE_SLOTS),
        2,
      )
      .option('--limit <n>', 'use n tasks of the set, spread round-robin over templates', integerOption(1))
      .option(
        '--policy <dir>',
        'also judge rollouts (temperature 1) of this policy: a checkpoint folder or a run directory (its latest actor)',
      )
      .option('--out <file>', 'write the results as JSON to this new file'),
  ).action(async (options: OrmCliOptions & { model: string; set: string; out?: string }) => {
    if (!isBuiltinTaskSet(options.set)) {
      throw new ConfigError(
        `--set ${options.set}: orm eval needs a built-in set (builtin:test, builtin:train or builtin:<split>:<site key>), whose oracles make the demonstrations it corrupts; a task file has no oracle`,
      );
    }
    if (options.out !== undefined) checkResultsFile(options.out);
    const model = await loadOrmFlag(options.model);
    const policy = options.policy ? await loadPolicyFlag(options.policy) : undefined;
    const session = await openEpisodeSession({ ...options, launch: env.chromium });
    try {
      const records = await rewardRecordsFor(session, options.set, { ...options, policy, seed: 7 });
      console.log('labelled trajectories by source:', describe(records));
      const overall = await evaluateRewardModel(model, records);
      printAccuracy(`ORM on ${options.set}`, overall);
      const bySource: Record<string, number> = {};
      for (const source of new Set(records.map((r) => r.source))) {
        bySource[source] = (
          await evaluateRewardModel(
            model,
            records.filter((r) => r.source === source),
          )
        ).accuracy;
      }
      console.log('accuracy by source:', bySource);
      if (options.out) {
        writeJsonAtomic(options.out, { set: options.set, ...overall, bySource, sources: describe(records) });
      }
    } finally {
      await policy?.close();
      await session.close();
    }
  });
}

export function ormCommand(env: CliEnvironment): Command {
  return new Command('orm')
    .description('the embedded outcome reward model: train on builtin:train, evaluate on builtin:test')
    .addCommand(trainCommand(env))
    .addCommand(evalCommand(env));
}
