// `npm run bench -- <name> [args…]`: runs bench/<name>.ts. Each benchmark prints figures for a person
// and, as its last line, `RESULT {json}` with the figures under the names its issue gives.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
// A benchmark is a file that exports run(); the others (result.ts, env-workload.ts) are its helpers.
const isBenchmark = (file: string) =>
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts') &&
  /^export (async )?function run\(/m.test(readFileSync(join(here, file), 'utf8'));
const available = readdirSync(here)
  .filter((f) => f !== 'run.ts' && isBenchmark(f))
  .map((f) => f.slice(0, -3));

if (!name || !existsSync(join(here, `${name}.ts`)) || !available.includes(name)) {
  console.error(
    `usage: npm run bench -- <name> [args]; known benchmarks: ${available.join(', ') || '(none yet)'}`,
  );
  process.exit(2);
}
if (args.includes('--help') || args.includes('-h')) {
  // Each benchmark's header comment says what it measures and its usage line: that is its help.
  const source = readFileSync(join(here, `${name}.ts`), 'utf8').split('\n');
  const header = source.slice(
    0,
    source.findIndex((line) => !line.startsWith('//')),
  );
  console.log(header.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}
const bench = (await import(`./${name}.ts`)) as { run(args: string[]): Promise<void> };
await bench.run(args);
