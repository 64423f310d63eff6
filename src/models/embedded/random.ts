// Seeded randomness for weights and shuffling, so the same seed always gives the same model. The
// generator is core's, the one every sampling folder uses.

export { seededRandom } from '../../core/index.js';

/** A standard normal sample (Box–Muller) from a uniform source. */
export function normalSample(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
