// `npm run bench -- <name> [args…]`: runs bench/<name>.ts. Each benchmark prints figures for a person
// and, as its last line, `RESULT {json}` with the figures under the names its issue gives.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !['run.ts', 'result.ts'].includes(f) && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3));

if (!name || !existsSync(join(here, `${name}.ts`)) || !available.includes(name)) {
  console.error(
    `usage: npm run bench -- <name> [args]; known benchmarks: ${available.join(', ') || '(none yet)'}`,
  );
  process.exit(2);
}
const bench = (await import(`./${name}.ts`)) as { run(args: string[]): Promise<void> };
await bench.run(args);
