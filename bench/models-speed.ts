// Speed figures of the embedded models that need no website: policy latency on a 200-element page,
// learner throughput, and whether a second tfjs worker thread pays off. bench/models.ts prints them
// beside the figures measured on the built-in sites.
import { Worker } from 'node:worker_threads';
import type { AgentContext } from '../src/core/index.js';
import { seededRandom } from '../src/models/embedded/random.js';
import { trainSft } from '../src/models/embedded/sft.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from '../src/models/embedded/synthetic-tasks.js';
import { contextOf, products, shopPage } from '../src/models/embedded/test-pages.js';
import { EmbeddedPolicy } from '../src/models/index.js';
import { percentile, printResult } from './result.js';

/** A 200-element shop page with an instruction about one of its products. */
export function bigPageContext(): AgentContext {
  const items = products(seededRandom(1), 24);
  const page = shopPage(items, 200 - 11 - items.length);
  if (page.elements.length !== 200)
    throw new Error(`the bench page has ${page.elements.length} elements, not 200`);
  return contextOf(`What is the price of "${items[5]!.name}" in the Electronics category?`, page);
}

/** Milliseconds per policy step at temperature 0 (full distribution) and 1 (sampling), p50 and p90. */
export async function measurePolicyStep(
  steps = 60,
): Promise<{ greedy: number[]; sampled: number[]; candidates: number }> {
  const policy = await EmbeddedPolicy.create();
  const context = bigPageContext();
  const candidates = policy.distribution(context).choices.length;
  const time = async (temperature: number) => {
    const random = seededRandom(2);
    const ms: number[] = [];
    for (let i = 0; i < steps + 5; i++) {
      const started = performance.now();
      // A fresh object each step, as an episode gives: no per-context caching helps.
      await policy.act({ ...context, history: [] }, { temperature, random });
      if (i >= 5) ms.push(performance.now() - started);
    }
    return ms;
  };
  const greedy = await time(0);
  const sampled = await time(1);
  await policy.close();
  return { greedy, sampled, candidates };
}

/** SFT throughput (examples per second, features cached after the first epoch) on synthetic demonstrations. */
export async function measureLearner(epochs = 6): Promise<{ examplesPerSecond: number; examples: number }> {
  const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 120, seededRandom(3));
  const policy = await EmbeddedPolicy.create();
  const report = await trainSft(policy, demos, { epochs });
  await policy.close();
  return { examplesPerSecond: report.examplesPerSecond, examples: report.examples };
}

/** The same SFT run in 1 and in 2 worker threads at once: total examples/s of each setting. */
export async function measureWorkers(): Promise<{ one: number; two: number }> {
  const run = (count: number) =>
    Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<number>((resolve, reject) => {
            const worker = new Worker(new URL('./models-worker.mjs', import.meta.url), {
              workerData: { seed: i },
            });
            worker.once('message', (rate: number) => {
              resolve(rate);
              void worker.terminate();
            });
            worker.once('error', reject);
          }),
      ),
    ).then((rates) => rates.reduce((a, b) => a + b, 0));
  const one = await run(1);
  const two = await run(2);
  return { one, two };
}

export function summarize(ms: readonly number[]): string {
  return `p50 ${percentile(ms, 50).toFixed(1)} ms, p90 ${percentile(ms, 90).toFixed(1)} ms`;
}

/** `npm run bench -- models-speed`: only the figures that need no website. */
export async function run(): Promise<void> {
  const step = await measurePolicyStep();
  console.log(`policy on a 200-element page (${step.candidates} candidate actions)`);
  console.log(`  temperature 0: ${summarize(step.greedy)}; temperature 1: ${summarize(step.sampled)}`);
  const learner = await measureLearner();
  console.log(
    `learner: ${learner.examplesPerSecond.toFixed(0)} examples/s on ${learner.examples} synthetic steps`,
  );
  const workers = await measureWorkers();
  console.log(
    `one tfjs worker ${workers.one.toFixed(0)} examples/s; two at once ${workers.two.toFixed(0)} in total`,
  );
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`peak RSS ${rssMb.toFixed(0)} MB`);
  printResult({
    policy_step_ms: percentile(step.greedy, 50),
    policy_step_sampled_ms: percentile(step.sampled, 50),
    learner_samples_per_s: learner.examplesPerSecond,
    two_workers_speedup: workers.two / workers.one,
    peak_rss_mb: rssMb,
  });
}
