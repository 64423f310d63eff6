#!/usr/bin/env node
// Installs what webrl needs on a fresh machine and is quick (well under a second) when all is in
// place: npm packages (native addons built against the local Node headers; no prebuilt downloads)
// and a Chromium (Debian's package; never a browser download). Run by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

async function ensureChromium() {
  if (process.env.WEBRL_SKIP_BROWSER_SETUP === '1') return;
  const { register } = await import('tsx/esm/api');
  register();
  const { locateChromium, CHROMIUM_INSTALL_HINT } = await import('../src/browser/locate-chromium.ts');
  const options = { override: process.env.WEBRL_CHROMIUM || undefined };
  if (locateChromium(options)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    fail(`no Chromium found. To fix: ${CHROMIUM_INSTALL_HINT}, then run this command again.`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
  if (!locateChromium(options))
    fail(`apt-get installed chromium but it is not where expected. To fix: ${CHROMIUM_INSTALL_HINT}.`);
}

checkNode();
installNpmPackages();
await ensureChromium();
