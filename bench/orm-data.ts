// `npm run bench -- orm-data [--demos n] [--slots n] [--seed n]`: the time phase 0 spends making the
// ORM's corrupted demonstrations, both ways in one run. Baseline: every corruption replayed in
// Chromium. Measured: truncated and wrong-answer corruptions whose ending the demonstration already
// recorded are scored from the record (src/pipeline/corruption-endings.ts), the rest replayed. Also
// checks that both ways give the same labels.
import type { TaskConfig, Trajectory } from '../src/core/index.js';
import {
  buildRewardDataset,
  canonicalExits,
  collectDemonstrations,
  openEpisodeSession,
  type RewardRecord,
  spreadOverTemplates,
} from '../src/pipeline/index.js';
import { builtinSites } from '../src/sites/index.js';
import { printResult } from './result.js';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

const key = (r: RewardRecord) => `${r.source} ${r.trajectory.taskId} ${r.trajectory.steps.length}`;

export async function run(args: string[]): Promise<void> {
  const demos = option(args, 'demos', 60);
  const slots = option(args, 'slots', 2);
  const seed = option(args, 'seed', 0);
  const session = await openEpisodeSession({ seed: 0, dataDir: '.cache/sites', slots });
  try {
    const tasks: TaskConfig[] = spreadOverTemplates(session.tasks('builtin:train'), demos);
    let started = performance.now();
    const collected = await collectDemonstrations({
      ...session,
      tasks,
      templates: builtinSites.flatMap((s) => s.templates),
      taskSet: 'builtin:train',
    });
    const demonstrations: Trajectory[] = canonicalExits(collected.demonstrations, tasks);
    console.log(
      `${demonstrations.length}/${tasks.length} oracle demonstrations of builtin:train in ${seconds(started).toFixed(0)} s`,
    );
    const build = async (replayAll: boolean) => {
      started = performance.now();
      const records = await buildRewardDataset({
        ...session,
        tasks,
        demonstrations,
        taskSet: 'builtin:train',
        seed,
        replayAll,
      });
      return { records: records.filter((r) => r.source !== 'demonstration'), seconds: seconds(started) };
    };
    const replayed = await build(true);
    const recorded = await build(false);
    const fromRecord = recorded.records.filter((r) => isFromRecord(r, demonstrations));
    const labels = new Map(replayed.records.map((r) => [key(r), r.label]));
    const same = recorded.records.filter((r) => labels.get(key(r)) === r.label).length;
    console.log(
      `corrupted demonstrations: ${recorded.records.length} (truncated, wrong answer, replaced step)`,
    );
    console.log(`  every one replayed in Chromium: ${replayed.seconds.toFixed(1)} s`);
    console.log(
      `  ${fromRecord.length} scored from the demonstration's record, ${recorded.records.length - fromRecord.length} replayed: ` +
        `${recorded.seconds.toFixed(1)} s (${(replayed.seconds / recorded.seconds).toFixed(2)}× faster)`,
    );
    console.log(`  same label both ways: ${same}/${recorded.records.length}`);
    printResult({
      demonstrations: demonstrations.length,
      corruptions: recorded.records.length,
      from_record: fromRecord.length,
      replay_all_s: replayed.seconds,
      recorded_s: recorded.seconds,
      speedup: replayed.seconds / recorded.seconds,
      same_labels: same,
    });
  } finally {
    await session.close();
  }
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** A record built from the record reuses the demonstration's observation object for its last page. */
function isFromRecord(record: RewardRecord, demonstrations: readonly Trajectory[]): boolean {
  const demo = demonstrations.find((d) => d.taskId === record.trajectory.taskId);
  const steps = record.trajectory.steps;
  return demo?.steps[steps.length - 1]?.observation === record.trajectory.finalObservation;
}
