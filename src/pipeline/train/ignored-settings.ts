// Settings a run would store but never use, given the rest of its config: the KL term's switch and
// β under an algorithm without that term, online phases and their ablations (replay, curriculum)
// under SFT, the curriculum switch where the tasks are fixed anyway, an ORM checkpoint when the
// evaluator labels the rollouts, MiniWoB++'s task list and test seeds on the built-in sites, and the
// built-in test set's size on MiniWoB++. `webrl train` refuses them when they are asked for rather than let a
// run pass them over without a word.
import { type RunConfig, rolloutLabelsOf } from '../../core/index.js';
import { getAlgorithm } from '../../rl/index.js';

export interface IgnoredSetting {
  /** Where the setting is in the run config: `rl.kl`. */
  path: string;
  /** Why the run does not use it, to follow "but": `rl.algorithm awr has no KL term (…)`. */
  reason: string;
  /** What would make it count, if anything, to follow "or": `pick one of those with --algorithm`. */
  otherwise?: { flag: string; config: string };
}

/** Every setting of `config` that the run it describes does not use. */
export function ignoredSettings(config: Readonly<RunConfig>): IgnoredSetting[] {
  const { rl, train, source } = config;
  const algorithm = getAlgorithm(rl.algorithm);
  const ignored: IgnoredSetting[] = [];
  if (!algorithm.online && train.phases > 0) {
    ignored.push({
      path: 'train.phases',
      reason: `rl.algorithm ${rl.algorithm} runs no online phase (its actor is the SFT model of phase 0)`,
      otherwise: {
        flag: 'pick an online algorithm with --algorithm',
        config: 'set it to 0, or pick an online rl.algorithm',
      },
    });
  }
  const online = {
    flag: 'pick an online algorithm with --algorithm',
    config: 'pick an online rl.algorithm',
  };
  if (!algorithm.online) {
    ignored.push(
      {
        path: 'rl.replay',
        reason: `rl.algorithm ${rl.algorithm} runs no online phase, whose data replay adds to`,
        otherwise: online,
      },
      {
        path: 'curriculum.enabled',
        reason: `rl.algorithm ${rl.algorithm} runs no online phase, whose tasks the curriculum makes`,
        otherwise: online,
      },
    );
  } else if (algorithm.tasks === 'fixed') {
    ignored.push({
      path: 'curriculum.enabled',
      reason: `rl.algorithm ${rl.algorithm} trains on the fixed phase-1 tasks in every phase, with or without the curriculum`,
    });
  }
  if (rolloutLabelsOf(source) === 'evaluator') {
    ignored.push({
      path: 'train.ormFrom',
      reason: 'the evaluator labels the rollouts (source.labels), so the run uses no ORM',
      otherwise: { flag: 'label them by the ORM with --labels orm', config: 'set source.labels to orm' },
    });
  }
  // The KL term is to the phase's starting actor, so exactly the algorithms with a reference have it.
  if (!algorithm.usesReference) {
    ignored.push({
      path: 'rl.kl',
      reason: `rl.algorithm ${rl.algorithm} has no KL term (webrl and webrl-released have one)`,
      otherwise: { flag: 'pick one of those with --algorithm', config: 'pick one of those as rl.algorithm' },
    });
  }
  if (rl.algorithm !== 'webrl') {
    // webrl-released's loss keeps the released code's fixed weighting; AWR and DigiRL have their own β.
    const awr = rl.algorithm === 'awr' || rl.algorithm === 'digirl';
    ignored.push({
      path: 'rl.beta',
      reason: `β weighs the KL term of rl.algorithm webrl only, and this run's is ${rl.algorithm}`,
      ...(awr
        ? {
            otherwise: {
              flag: "set AWR's temperature rl.awrBeta in a --config file",
              config: "set AWR's temperature rl.awrBeta instead",
            },
          }
        : {}),
    });
  } else if (!rl.kl) {
    ignored.push({ path: 'rl.beta', reason: 'rl.kl is false, so there is no KL term for β to weigh' });
  }
  if (source.env !== 'builtin') {
    ignored.push({
      path: 'train.evalTasks',
      reason:
        'on MiniWoB++ every evaluation runs source.evalEpisodes test seeds of each page of --tasks (train.evalTasks sizes the built-in test set)',
      otherwise: {
        flag: 'set the seeds per page with --eval-episodes',
        config: 'set the seeds per page as source.evalEpisodes',
      },
    });
  }
  if (source.env === 'builtin') {
    const miniwob = {
      flag: 'train on MiniWoB++ with --env miniwob',
      config: 'set source.env to miniwob:<folder>',
    };
    ignored.push(
      {
        path: 'source.tasks',
        reason: 'source.env is builtin, and only MiniWoB++ has task pages to pick',
        otherwise: miniwob,
      },
      {
        path: 'source.evalEpisodes',
        reason:
          'source.env is builtin, and only MiniWoB++ is evaluated on test seeds per task (train.evalTasks sizes the built-in test set)',
        otherwise: miniwob,
      },
    );
  }
  return ignored;
}
