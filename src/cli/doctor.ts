// `webrl doctor`: checks that this machine can run webrl and says how to fix what is missing.
import { existsSync, statfsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import {
  CHROMIUM_INSTALL_HINT,
  type LocateChromiumOptions,
  launchBrowser,
  locateChromium,
} from '../browser/index.js';
import { folderProblem, nearestExistingPath } from '../core/index.js';
import { probeTfjs } from '../models/index.js';

/** The outcome of one check. */
export interface CheckResult {
  name: string;
  ok: boolean;
  /** What was found. */
  detail: string;
  /** What to do when the check failed. */
  fix?: string;
}

/** A named check; doctor runs them in order. */
export interface DoctorCheck {
  name: string;
  run(): Promise<Omit<CheckResult, 'name'>>;
}

const MIN_NODE = [20, 12] as const;
const MIN_FREE_BYTES = 2 * 1024 ** 3;

export function nodeVersionCheck(version = process.versions.node): DoctorCheck {
  return {
    name: 'node',
    async run() {
      const [major = 0, minor = 0] = version.split('.').map(Number);
      const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
      return {
        ok,
        detail: `v${version} (need >= ${MIN_NODE.join('.')})`,
        fix: 'install Node.js 20 LTS or newer (https://nodejs.org or your package manager)',
      };
    },
  };
}

/** Finds Chromium, launches it headless and loads a page from a local HTTP server. */
export function chromiumCheck(locate: LocateChromiumOptions): DoctorCheck {
  return {
    name: 'chromium',
    async run() {
      let location: ReturnType<typeof locateChromium>;
      try {
        location = locateChromium(locate);
      } catch (error) {
        return {
          ok: false,
          detail: (error as Error).message,
          fix: 'unset WEBRL_CHROMIUM or point it at a Chromium',
        };
      }
      if (!location) return { ok: false, detail: 'no Chromium found', fix: CHROMIUM_INSTALL_HINT };
      const server = createServer((_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end('<title>webrl doctor</title><button>ok</button>');
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const started = Date.now();
      try {
        const browser = await launchBrowser({ ...locate, override: location.path });
        try {
          const page = await browser.newPage();
          await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
          const title = await page.title();
          if (title !== 'webrl doctor') throw new Error(`loaded page has title "${title}"`);
          return {
            ok: true,
            detail: `${location.path} (${location.source}, v${browser.version()}) launched and loaded a page in ${Date.now() - started} ms`,
          };
        } finally {
          await browser.close();
        }
      } catch (error) {
        return {
          ok: false,
          detail: `${location.path} failed to launch or load a page: ${(error as Error).message.split('\n')[0]}`,
          // A path the user chose may be no Chromium at all: reinstalling it is no fix.
          fix:
            location.source === 'WEBRL_CHROMIUM'
              ? "point WEBRL_CHROMIUM at a Chromium executable, or unset it to use the system's Chromium"
              : `reinstall it, or ${CHROMIUM_INSTALL_HINT}`,
        };
      } finally {
        server.close();
      }
    },
  };
}

/**
 * The run directory can be written, or made: checked without making it (a mistyped --runs-dir must
 * not leave a tree of folders behind) by folderProblem's probe in it or the nearest folder above.
 */
export function runDirectoryCheck(runsDir: string): DoctorCheck {
  return {
    name: 'run directory',
    async run() {
      // An empty path would resolve to the current folder, which is not what a run would use.
      if (runsDir === '')
        return {
          ok: false,
          detail: '--runs-dir is empty',
          fix: 'pass --runs-dir a folder, or leave it out for runs',
        };
      const dir = resolve(runsDir);
      const problem = folderProblem(dir);
      if (problem !== null) {
        const fix = problem.endsWith('not a folder')
          ? 'pass --runs-dir a folder'
          : `make ${nearestExistingPath(dir)} writable or pass --runs-dir`;
        return { ok: false, detail: problem, fix };
      }
      if (!existsSync(dir))
        return { ok: true, detail: `${dir} can be made (${nearestExistingPath(dir)} is writable)` };
      return { ok: true, detail: `${dir} is writable` };
    },
  };
}

/** Enough free disk for traces and checkpoints. */
export function diskCheck(runsDir: string, minFree = MIN_FREE_BYTES): DoctorCheck {
  return {
    name: 'disk',
    async run() {
      // Measured where the runs will go: the folder, or the nearest one above it that exists (the
      // run directory check says whether it can be made).
      let dir = resolve(runsDir);
      while (!existsSync(dir) || !statSync(dir).isDirectory()) dir = dirname(dir);
      const stats = statfsSync(dir);
      const free = stats.bavail * stats.bsize;
      const gib = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GiB`;
      return {
        ok: free >= minFree,
        detail: `${gib(free)} free at ${dir} (need ${gib(minFree)})`,
        fix: 'free disk space or pass --runs-dir on a larger disk',
      };
    },
  };
}

/** tfjs runs on its WASM backend (not the 20× slower pure-JS one), with the kernels the models need. */
export function tfjsWasmCheck(): DoctorCheck {
  return {
    name: 'tfjs wasm',
    async run() {
      try {
        const probe = await probeTfjs();
        return {
          ok: true,
          detail: `tfjs ${probe.version} on "${probe.backend}" (SIMD ${probe.simd ? 'on' : 'off'}), matmul ${probe.matmulGflops.toFixed(1)} GFLOP/s`,
        };
      } catch (error) {
        return {
          ok: false,
          detail: (error as Error).message,
          fix: 'reinstall dependencies (npm ci); @tensorflow/tfjs-backend-wasm 4.22.0 must be present with its .wasm files',
        };
      }
    },
  };
}

/** Runs every check, never stopping at the first failure. */
export async function runDoctor(checks: DoctorCheck[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    try {
      results.push({ name: check.name, ...(await check.run()) });
    } catch (error) {
      results.push({ name: check.name, ok: false, detail: `check crashed: ${(error as Error).message}` });
    }
  }
  return results;
}

/** One line per check: `ok   chromium       …` or `FAIL chromium       … \n     fix: …`. */
export function formatDoctorReport(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  return results
    .map((r) => {
      const line = `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(width)}  ${r.detail}`;
      return r.ok || !r.fix ? line : `${line}\n${' '.repeat(width + 7)}fix: ${r.fix}`;
    })
    .join('\n');
}
