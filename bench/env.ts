// bench/env: the environment's step (act + settle + observe) on the fixture shop served by a real
// HTTP server (~200 elements a page), for 1, 2 and 4 parallel episodes, against the same steps done
// the plain way (Playwright locators with default waits, waitForURL/LoadState('load'), page.content()
// simplified by regexes in Node), and against WebRL's fixed 3 s sleep after every action.
// With 1 episode, also the floor: the same steps' input events and waits for 'load' alone, nothing
// looked up, settled or observed (what the browser itself takes; steps/s over the timed part only).
// Also: observation latency alone (warm, and the first two calls on a new document), and what
// reusing a pooled context costs against a new one.
// The two ways alternate over `--rounds` rounds and each figure is the median over rounds, so that
// load from other processes on the machine falls on both alike.
// Usage: npm run bench -- env [--steps 20] [--parallel 1,2,4] [--rounds 3]
// Both ways run on the browser a headless launch finds (the headless shell where installed);
// WEBRL_CHROMIUM=/usr/bin/chromium measures them on the full browser instead.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { LocateChromiumOptions } from '../src/browser/index.js';
import {
  act,
  type FixtureServer,
  installPageRuntime,
  launchBrowser,
  locateChromium,
  observePage,
  PagePool,
  startFixtureServer,
} from '../src/browser/index.js';
import { readEnvironment } from '../src/cli/environment.js';
import { deriveSeed, seededRandom } from '../src/core/index.js';
import {
  candidatesOf,
  chooseStep,
  floorTarget,
  plainCandidates,
  runFloorStep,
  runPlainStep,
  simplifyPlain,
  toAction,
} from './env-workload.js';
import { percentile, printResult } from './result.js';

const VIEWPORT = { width: 1280, height: 720 };
/** WebRL's run.py forces sleep_after_execution = 3.0 s after every action (reference/webrl.md §1.2). */
const WEBRL_SLEEP_MS = 3000;
const WARMUP_STEPS = 3;

interface RunFigures {
  stepsPerS: number;
  p50: number;
  p95: number;
  steps: number;
  /** How many steps of each kind ran, to show both ways did the same mix. */
  kinds: Record<string, number>;
  /** Each kind's step latencies (ms), to show where the two ways differ. */
  byKind: Record<string, number[]>;
  /**
   * CPU time the whole machine spent per step while the way ran (browser, Node and anything else:
   * run alone), from /proc/stat; undefined where there is none. Near 2 × the step time on two
   * cores means the way is CPU-bound there.
   */
  cpuMsPerStep?: number;
}

const tally = (kinds: Record<string, number>, kind: string) => {
  kinds[kind] = (kinds[kind] ?? 0) + 1;
};

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
}

async function ourEpisodes(pool: PagePool, server: FixtureServer, parallel: number, steps: number) {
  const latencies: number[] = [];
  const kinds: Record<string, number> = {};
  const byKind: Record<string, number[]> = {};
  const episode = async (e: number) => {
    const lease = await pool.acquire({ allowedOrigins: [server.origin] });
    try {
      const random = seededRandom(deriveSeed(1, 'env', parallel, e));
      await lease.page.goto(`${server.origin}/site/p/${e}`);
      let observation = await lease.tabs.observe();
      for (let i = 0; i < steps + WARMUP_STEPS; i += 1) {
        const step = chooseStep(random, candidatesOf(observation));
        const action = toAction(step, observation);
        if (i >= WARMUP_STEPS) tally(kinds, step.kind);
        const start = performance.now();
        const result = await act(lease.tabs, action, {
          viewportHeight: VIEWPORT.height,
          timeoutMs: 5000,
          observe: {},
        });
        observation = result.observation!;
        if (i >= WARMUP_STEPS) record(latencies, byKind, step.kind, performance.now() - start);
        // A page still loading after the settle timeout (a busy machine) is counted, not fatal.
        if (result.error) tally(kinds, 'with error');
      }
    } finally {
      await pool.release(lease);
    }
  };
  return timed(latencies, kinds, byKind, parallel, () =>
    Promise.all(Array.from({ length: parallel }, (_, e) => episode(e))),
  );
}

async function plainEpisodes(browser: Browser, server: FixtureServer, parallel: number, steps: number) {
  const latencies: number[] = [];
  const kinds: Record<string, number> = {};
  const byKind: Record<string, number[]> = {};
  const contexts = await Promise.all(
    Array.from({ length: parallel }, () => browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 })),
  );
  const episode = async (e: number) => {
    const page = await contexts[e]!.newPage();
    const random = seededRandom(deriveSeed(1, 'env', parallel, e));
    await page.goto(`${server.origin}/site/p/${e}`);
    let simplified = simplifyPlain(await page.content());
    for (let i = 0; i < steps + WARMUP_STEPS; i += 1) {
      const step = chooseStep(random, plainCandidates(simplified));
      if (i >= WARMUP_STEPS) tally(kinds, step.kind);
      const start = performance.now();
      await runPlainStep(page, step);
      simplified = simplifyPlain(await page.content());
      if (i >= WARMUP_STEPS) record(latencies, byKind, step.kind, performance.now() - start);
    }
  };
  try {
    return await timed(latencies, kinds, byKind, parallel, () =>
      Promise.all(Array.from({ length: parallel }, (_, e) => episode(e))),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** One episode of floor steps: only each step's input events and load are timed (runFloorStep). */
async function floorEpisode(browser: Browser, server: FixtureServer, steps: number): Promise<RunFigures> {
  const latencies: number[] = [];
  const kinds: Record<string, number> = {};
  const byKind: Record<string, number[]> = {};
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const random = seededRandom(deriveSeed(1, 'env', 1, 0));
    await page.goto(`${server.origin}/site/p/0`);
    let simplified = simplifyPlain(await page.content());
    for (let i = 0; i < steps + WARMUP_STEPS; i += 1) {
      const step = chooseStep(random, plainCandidates(simplified));
      const at = await floorTarget(page, step);
      const start = performance.now();
      await runFloorStep(page, step, at);
      const ms = performance.now() - start;
      if (i >= WARMUP_STEPS) {
        tally(kinds, step.kind);
        record(latencies, byKind, step.kind, ms);
      }
      simplified = simplifyPlain(await page.content());
    }
  } finally {
    await context.close();
  }
  const timedS = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    stepsPerS: latencies.length / timedS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    steps: latencies.length,
    kinds,
    byKind,
  };
}

function record(latencies: number[], byKind: Record<string, number[]>, kind: string, ms: number): void {
  latencies.push(ms);
  const ofKind = byKind[kind] ?? [];
  ofKind.push(ms);
  byKind[kind] = ofKind;
}

/** Busy CPU time of the whole machine so far (ms; undefined off Linux). */
function machineCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const busy = fields.slice(0, 8).reduce((sum, ticks, i) => (i === 3 || i === 4 ? sum : sum + ticks), 0);
    return (busy * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}
/** USER_HZ, 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_S = 100;

async function timed(
  latencies: number[],
  kinds: Record<string, number>,
  byKind: Record<string, number[]>,
  episodes: number,
  run: () => Promise<unknown>,
): Promise<RunFigures> {
  const start = performance.now();
  const cpuStart = machineCpuMs();
  await run();
  const seconds = (performance.now() - start) / 1000;
  const cpuEnd = machineCpuMs();
  // Each episode's warm-up steps are in the wall time too, so steps/s counts them.
  const allSteps = latencies.length + episodes * WARMUP_STEPS;
  return {
    ...(cpuStart !== undefined && cpuEnd !== undefined && allSteps > 0
      ? { cpuMsPerStep: (cpuEnd - cpuStart) / allSteps }
      : {}),
    stepsPerS: allSteps / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    steps: latencies.length,
    kinds,
    byKind,
  };
}

/** The figure-by-figure median of several runs. */
function medianRun(runs: RunFigures[]): RunFigures {
  const median = (pick: (run: RunFigures) => number) => percentile(runs.map(pick), 50);
  return {
    stepsPerS: median((r) => r.stepsPerS),
    ...(runs.every((r) => r.cpuMsPerStep !== undefined)
      ? { cpuMsPerStep: median((r) => r.cpuMsPerStep!) }
      : {}),
    p50: median((r) => r.p50),
    p95: median((r) => r.p95),
    steps: runs.reduce((sum, r) => sum + r.steps, 0),
    kinds: runs.reduce<Record<string, number>>((all, r) => {
      for (const [kind, n] of Object.entries(r.kinds)) all[kind] = (all[kind] ?? 0) + n;
      return all;
    }, {}),
    // Latencies of all rounds together: a kind may have few steps in one round.
    byKind: runs.reduce<Record<string, number[]>>((all, r) => {
      for (const [kind, ms] of Object.entries(r.byKind)) all[kind] = (all[kind] ?? []).concat(ms);
      return all;
    }, {}),
  };
}

/** Observation latency (p50, ms) on the fixture shop's product page (~200 elements). */
interface ObservationFigures {
  /** Once the document's code is optimised: calls 50–149 on one document. */
  warm: number;
  /** The first observation of a freshly loaded document, its code cold (runtime installed at start). */
  first: number;
  /** The second: a step's own where settle's observation ahead went stale (settle-page.ts). */
  second: number;
}

async function observationLatency(browser: Browser, server: FixtureServer): Promise<ObservationFigures> {
  // As the pool sets pages up: the runtime installed at document start, not on the first call.
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await installPageRuntime(context);
  const page = await context.newPage();
  const timed = async () => {
    const start = performance.now();
    await observePage(page);
    return performance.now() - start;
  };
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    await page.goto(`${server.origin}/site/p/3?visit=${i}`);
    first.push(await timed());
    second.push(await timed());
  }
  // V8 optimises the runtime's functions over a document's first few dozen calls (measured here:
  // ~8 ms a call over calls 10–30, ~5 ms from call 40 on), so the warm figure skips 50.
  const warm: number[] = [];
  for (let i = 0; i < 150; i += 1) {
    const ms = await timed();
    if (i >= 50) warm.push(ms);
  }
  await context.close();
  return { warm: percentile(warm, 50), first: percentile(first, 50), second: percentile(second, 50) };
}

/** Median time to give a lease back and take the next one, reusing contexts or making new ones. */
async function leaseTurnover(
  server: FixtureServer,
  reuseContexts: boolean,
  locate: LocateChromiumOptions,
): Promise<number> {
  const pool = new PagePool({ size: 1, viewport: VIEWPORT, reuseContexts, launch: locate });
  const times: number[] = [];
  try {
    let lease = await pool.acquire();
    for (let i = 0; i < 6; i += 1) {
      await lease.page.goto(`${server.origin}/site/p/${i}`);
      await lease.page.evaluate(() => localStorage.setItem('seen', '1'));
      const start = performance.now();
      await pool.release(lease);
      lease = await pool.acquire();
      times.push(performance.now() - start);
    }
    await pool.release(lease);
  } finally {
    await pool.close();
  }
  return percentile(times, 50);
}

const fixed = (value: number, digits = 1) => Number(value.toFixed(digits));

export async function run(args: string[]): Promise<void> {
  const steps = Number(option(args, 'steps', '20'));
  const rounds = Number(option(args, 'rounds', '3'));
  const parallels = option(args, 'parallel', '1,2,4').split(',').map(Number);
  const locate = readEnvironment().chromium;
  const server = await startFixtureServer();
  const browser = await launchBrowser(locate);
  const pool = new PagePool({ size: Math.max(...parallels), viewport: VIEWPORT, launch: locate });
  try {
    console.log(`browser: ${browser.version()} at ${locateChromium(locate)?.path}`);
    const obs = await observationLatency(browser, server);
    console.log(
      `observation p50 on a ~200-element page: ${obs.warm.toFixed(2)} ms warm · a new document's first ` +
        `${obs.first.toFixed(2)} ms, second ${obs.second.toFixed(2)} ms`,
    );
    const rows: { parallel: number; ours: RunFigures; plain: RunFigures; floor?: RunFigures }[] = [];
    for (const parallel of parallels) {
      const oursRuns: RunFigures[] = [];
      const plainRuns: RunFigures[] = [];
      const floorRuns: RunFigures[] = [];
      for (let round = 0; round < rounds; round += 1) {
        oursRuns.push(await ourEpisodes(pool, server, parallel, steps));
        plainRuns.push(await plainEpisodes(browser, server, parallel, steps));
        if (parallel === 1) floorRuns.push(await floorEpisode(browser, server, steps));
      }
      const ours = medianRun(oursRuns);
      const plain = medianRun(plainRuns);
      const floor = floorRuns.length > 0 ? medianRun(floorRuns) : undefined;
      rows.push({ parallel, ours, plain, ...(floor ? { floor } : {}) });
      const mix = (kinds: Record<string, number>) =>
        Object.entries(kinds)
          .sort()
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ');
      console.log(`  step mix: ours ${mix(ours.kinds)} · plain ${mix(plain.kinds)}`);
      // The plain way waits for nothing after a step that stays on its page (typing, an in-page
      // click, a scroll); both wait for a new page's load. Per kind, that difference shows.
      const perKind = Object.keys(ours.byKind)
        .sort()
        .map((kind) => {
          const p50 = (figures: RunFigures) => percentile(figures.byKind[kind] ?? [], 50).toFixed(0);
          return `${kind} ${p50(ours)} / ${p50(plain)}`;
        })
        .join(', ');
      console.log(`  p50 by kind, ours / plain (ms): ${perKind}`);
      console.log(
        `${parallel} parallel: ours ${ours.stepsPerS.toFixed(2)} steps/s (p50 ${ours.p50.toFixed(0)} ms, ` +
          `p95 ${ours.p95.toFixed(0)} ms) · plain ${plain.stepsPerS.toFixed(2)} steps/s (p50 ${plain.p50.toFixed(0)} ms, ` +
          `p95 ${plain.p95.toFixed(0)} ms) · ${(ours.stepsPerS / plain.stepsPerS).toFixed(2)}× plain`,
      );
      if (ours.cpuMsPerStep !== undefined && plain.cpuMsPerStep !== undefined) {
        // Two cores busy the whole time is 2 × the wall time per step (1000 / steps per second).
        const cores = (figures: RunFigures) => (figures.cpuMsPerStep! * figures.stepsPerS) / 1000;
        console.log(
          `  machine CPU per step: ours ${ours.cpuMsPerStep.toFixed(0)} ms (${cores(ours).toFixed(1)} cores busy) · ` +
            `plain ${plain.cpuMsPerStep.toFixed(0)} ms (${cores(plain).toFixed(1)} cores busy)`,
        );
      }
      if (floor) {
        const perKindFloor = Object.keys(floor.byKind)
          .sort()
          .map((kind) => `${kind} ${percentile(floor.byKind[kind]!, 50).toFixed(0)}`)
          .join(', ');
        console.log(
          `  floor (input events and load only, nothing observed): ${floor.stepsPerS.toFixed(2)} steps/s ` +
            `(p50 ${floor.p50.toFixed(0)} ms; ${perKindFloor}) · ${(floor.stepsPerS / plain.stepsPerS).toFixed(2)}× plain · ` +
            `ours ${(ours.stepsPerS / floor.stepsPerS).toFixed(2)}× floor`,
        );
      }
    }
    const reuseMs = await leaseTurnover(server, true, locate);
    const freshMs = await leaseTurnover(server, false, locate);
    console.log(
      `lease turnover: reuse a wiped context ${reuseMs.toFixed(0)} ms · new context ${freshMs.toFixed(0)} ms`,
    );

    const single = rows.find((r) => r.parallel === 1) ?? rows[0]!;
    const webrlRatio = WEBRL_SLEEP_MS / single.ours.p50;
    console.log(
      `one step p50 ${single.ours.p50.toFixed(0)} ms vs WebRL's 3000 ms sleep alone: ${webrlRatio.toFixed(1)}× faster`,
    );
    const perParallel = Object.fromEntries(
      rows.flatMap((r) => [
        [`steps_per_s_x${r.parallel}`, fixed(r.ours.stepsPerS, 2)],
        [`plain_steps_per_s_x${r.parallel}`, fixed(r.plain.stepsPerS, 2)],
        [`step_p95_ms_x${r.parallel}`, fixed(r.ours.p95)],
        ...(r.ours.cpuMsPerStep !== undefined && r.plain.cpuMsPerStep !== undefined
          ? [
              [`cpu_ms_per_step_x${r.parallel}`, fixed(r.ours.cpuMsPerStep)],
              [`plain_cpu_ms_per_step_x${r.parallel}`, fixed(r.plain.cpuMsPerStep)],
            ]
          : []),
      ]),
    );
    printResult({
      steps_per_s: fixed(single.ours.stepsPerS, 2),
      plain_steps_per_s: fixed(single.plain.stepsPerS, 2),
      speedup_vs_plain: fixed(single.ours.stepsPerS / single.plain.stepsPerS, 2),
      ...(single.floor
        ? {
            floor_steps_per_s: fixed(single.floor.stepsPerS, 2),
            floor_vs_plain: fixed(single.floor.stepsPerS / single.plain.stepsPerS, 2),
          }
        : {}),
      obs_p50_ms: fixed(obs.warm, 2),
      obs_first_p50_ms: fixed(obs.first, 2),
      obs_second_p50_ms: fixed(obs.second, 2),
      step_p50_ms: fixed(single.ours.p50),
      speedup_vs_webrl_sleep: fixed(webrlRatio, 1),
      ...perParallel,
      step_p50_by_kind_ms_x1: Object.fromEntries(
        Object.keys(single.ours.byKind)
          .sort()
          .map((kind) => [
            kind,
            {
              ours: fixed(percentile(single.ours.byKind[kind]!, 50)),
              plain: fixed(percentile(single.plain.byKind[kind] ?? [], 50)),
            },
          ]),
      ),
      lease_reuse_ms: fixed(reuseMs),
      lease_new_context_ms: fixed(freshMs),
    });
  } finally {
    await Promise.all([pool.close(), browser.close(), server.close()]);
  }
}
