// The import-boundary lint (.dependency-cruiser.cjs) must reject what docs/design.md forbids.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '..');
const depcruise = join(projectRoot, 'node_modules', '.bin', 'depcruise');
const config = join(projectRoot, '.dependency-cruiser.cjs');
const dirs: string[] = [];

/** Lints a small tree of files in a temp folder; returns the exit status and output. */
function lint(files: Record<string, string>): { status: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'webrl-boundaries-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const output = execFileSync(depcruise, ['src', '--config', config], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: e.stdout + e.stderr };
  }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it('rejects src/rl importing src/browser', () => {
    const result = lint({
      'src/browser/index.ts': 'export const launch = 1;\n',
      'src/rl/loss.ts': "import { launch } from '../browser/index.js';\nexport const x = launch;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('src/rl/loss.ts → src/browser/index.ts');
  });

  it('accepts src/rl importing src/models and src/core', () => {
    const result = lint({
      'src/core/index.ts': 'export const c = 1;\n',
      'src/models/index.ts': "import { c } from '../core/index.js';\nexport const m = c;\n",
      'src/rl/loss.ts':
        "import { c } from '../core/index.js';\nimport { m } from '../models/index.js';\nexport const x = c + m;\n",
    });
    expect(result.output).toContain('no dependency violations');
    expect(result.status).toBe(0);
  });

  it('rejects any folder importing src/cli', () => {
    const result = lint({
      'src/cli/main.ts': 'export const main = 1;\n',
      'src/pipeline/run.ts': "import { main } from '../cli/main.js';\nexport const x = main;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('src/pipeline/run.ts → src/cli/main.ts');
  });

  it('rejects core importing anything of ours, even a type', () => {
    const result = lint({
      'src/models/roles.ts': 'export interface Policy { name: string }\n',
      'src/core/task.ts': "import type { Policy } from '../models/roles.js';\nexport type P = Policy;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('src/core/task.ts → src/models/roles.ts');
  });

  it("rejects reaching past another folder's index.ts, but not into its own files", () => {
    const result = lint({
      'src/core/index.ts': "export * from './action.js';\n",
      'src/core/action.ts': 'export const act = 1;\n',
      'src/models/a.ts': "import { act } from '../core/action.js';\nexport const a = act;\n",
      'src/models/b.ts':
        "import { a } from './a.js';\nimport { act } from '../core/index.js';\nexport const b = a + act;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('through-index-only');
    expect(result.output).toContain('src/models/a.ts → src/core/action.ts');
    expect(result.output).not.toContain('src/models/b.ts');
  });

  it('rejects import cycles', () => {
    const result = lint({
      'src/env/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/env/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-circular');
  });
});
