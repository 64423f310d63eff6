// Seeded timestamps and commit hashes for the code host's generator.
import type { Rng } from '../../data/rng.js';

/** A uniform timestamp between two dates (`YYYY-MM-DD` or ISO), as `YYYY-MM-DDTHH:MM:SSZ`. */
export function randomTime(rng: Rng, from: string, to: string): string {
  const start = Date.parse(from.length === 10 ? `${from}T00:00:00Z` : from);
  const end = Date.parse(to.length === 10 ? `${to}T23:59:59Z` : to);
  const ms = start + Math.floor((rng.next() * Math.max(1, end - start)) / 1000) * 1000;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A 40-digit hexadecimal commit hash. */
export function randomSha(rng: Rng): string {
  let sha = '';
  for (let i = 0; i < 5; i++) sha += rng.nextUint32().toString(16).padStart(8, '0');
  return sha;
}
