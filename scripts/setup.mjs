#!/usr/bin/env node
// Installs what webrl needs on a fresh machine and is quick (well under a second) when all is in
// place: npm packages (native addons built against the local Node headers; no prebuilt downloads),
// a Chromium (Debian's package; never a browser download) and MiniWoB++'s task pages (PyPI's
// miniwob==1.1.0 in a project-local virtual environment; its html folder is recorded for the
// `miniwob` environment and its tests). Run by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = join(root, 'node_modules', '.webrl-setup-stamp');

function fail(message) {
  console.error(`webrl setup: ${message}`);
  process.exit(1);
}

function run(command, args, env = process.env) {
  console.error(`webrl setup: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0)
    fail(`"${command} ${args.join(' ')}" failed (exit ${result.status}); see the output above.`);
}

function isDebianRoot() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 12)) {
    fail(`Node ${process.versions.node} is too old; install Node.js 20.12 or newer.`);
  }
}

// npm ci when node_modules is missing or was installed from another package-lock.json.
function installNpmPackages() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const want = createHash('sha256').update(lock).update(process.versions.node).digest('hex');
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === want) return;
  const env = { ...process.env };
  // better-sqlite3 compiles from source; node-gyp must find headers locally instead of downloading them.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  run('npm', ['ci', '--no-audit', '--no-fund'], env);
  writeFileSync(stampPath, want);
}

// Chromium for headed runs and its headless shell, which headless runs prefer (about half the CPU
// time a step; src/browser/locate-chromium.ts). A machine that has a Chromium but not the shell
// gets the shell once as root on Debian; where apt has no such package, the Chromium found is used
// and the attempt is not repeated (a stamp in node_modules), so that setup stays quick.
const shellStampPath = join(root, 'node_modules', '.webrl-headless-shell-tried');

async function ensureChromium() {
  if (process.env.WEBRL_SKIP_BROWSER_SETUP === '1') return;
  const { register } = await import('tsx/esm/api');
  register();
  const { locateChromium, CHROMIUM_INSTALL_HINT, HEADLESS_SHELL_PATHS } = await import(
    '../src/browser/locate-chromium.ts'
  );
  const options = { override: process.env.WEBRL_CHROMIUM || undefined };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!locateChromium(options)) {
    if (!isDebianRoot()) {
      fail(`no Chromium found. To fix: ${CHROMIUM_INSTALL_HINT}, then run this command again.`);
    }
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
    if (!locateChromium(options))
      fail(`apt-get installed chromium but it is not where expected. To fix: ${CHROMIUM_INSTALL_HINT}.`);
  }
  const shellMissing = !options.override && !HEADLESS_SHELL_PATHS.some((path) => existsSync(path));
  if (!shellMissing || !isDebianRoot() || existsSync(shellStampPath)) return;
  console.error('webrl setup: apt-get install chromium-headless-shell (headless runs use it)');
  const apt = (args) => spawnSync('apt-get', args, { cwd: root, stdio: 'inherit', env }).status === 0;
  const installShell = () => apt(['install', '-y', '-qq', 'chromium-headless-shell']);
  // Package lists may be missing or stale on a fresh image: update once before giving up.
  if (!installShell() && !(apt(['update', '-qq']) && installShell())) {
    console.error('webrl setup: no chromium-headless-shell package here; the Chromium found will be used');
    writeFileSync(shellStampPath, 'tried\n');
  }
}

// MiniWoB++ (reference/webarena.md §8): only its html folder is used, so the package is installed
// without its Python dependencies (gymnasium, selenium …); its location is found without importing
// it. Skipped with WEBRL_SKIP_MINIWOB_SETUP=1 (the MiniWoB++ tests then skip, saying why).
const MINIWOB_VERSION = '1.1.0';
const miniwobDir = join(root, '.cache', 'miniwob');
const miniwobRecord = join(miniwobDir, 'location.json');
const MINIWOB_HINT =
  'install Python 3 with venv (Debian: apt-get install python3-venv), or set WEBRL_SKIP_MINIWOB_SETUP=1 to go without MiniWoB++';

function tryRun(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? result.error?.message ?? '',
  };
}

function ensureMiniwob() {
  if (process.env.WEBRL_SKIP_MINIWOB_SETUP === '1') return;
  if (existsSync(miniwobRecord)) {
    let record = {};
    try {
      record = JSON.parse(readFileSync(miniwobRecord, 'utf8'));
    } catch {
      // A damaged record is rewritten below.
    }
    if (record.version === MINIWOB_VERSION && existsSync(join(String(record.html), 'core', 'core.js')))
      return;
  }
  const python3 = process.env.WEBRL_PYTHON || 'python3';
  if (!tryRun(python3, ['--version']).ok) fail(`no ${python3} found for MiniWoB++. To fix: ${MINIWOB_HINT}.`);
  const venv = join(miniwobDir, 'venv');
  const python = join(venv, 'bin', 'python');
  if (!existsSync(python)) {
    rmSync(venv, { recursive: true, force: true });
    let made = tryRun(python3, ['-m', 'venv', venv]);
    // Debian's python3 lacks ensurepip until python3-venv is installed.
    if (!made.ok && isDebianRoot()) {
      rmSync(venv, { recursive: true, force: true });
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      run('apt-get', ['update', '-qq'], env);
      run('apt-get', ['install', '-y', '-qq', 'python3-venv'], env);
      made = tryRun(python3, ['-m', 'venv', venv]);
    }
    if (!made.ok) {
      rmSync(venv, { recursive: true, force: true });
      fail(`"${python3} -m venv ${venv}" failed: ${made.stderr.trim()}. To fix: ${MINIWOB_HINT}.`);
    }
  }
  run(python, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '--no-deps',
    `miniwob==${MINIWOB_VERSION}`,
  ]);
  const found = tryRun(python, [
    '-c',
    "import importlib.util, os; print(os.path.join(importlib.util.find_spec('miniwob').submodule_search_locations[0], 'html'))",
  ]);
  const html = found.stdout.trim();
  if (!found.ok || !existsSync(join(html, 'core', 'core.js'))) {
    fail(
      `pip installed miniwob==${MINIWOB_VERSION} but its html folder was not found (${found.stderr.trim() || html}).`,
    );
  }
  mkdirSync(miniwobDir, { recursive: true });
  writeFileSync(`${miniwobRecord}.tmp`, `${JSON.stringify({ version: MINIWOB_VERSION, html }, null, 2)}\n`);
  renameSync(`${miniwobRecord}.tmp`, miniwobRecord);
  console.error(`webrl setup: MiniWoB++ ${MINIWOB_VERSION} task pages in ${html}`);
}

checkNode();
installNpmPackages();
await ensureChromium();
ensureMiniwob();
