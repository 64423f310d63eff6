// Seeded randomness shared by every folder that samples (rollouts, replay, curriculum, training), so
// a run repeats under its seed.

/** A uniform [0, 1) generator (mulberry32, 32-bit state). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

/** A 32-bit seed derived from a base seed and names (FNV-1a over the parts), for independent streams. */
export function deriveSeed(base: number, ...parts: readonly (string | number)[]): number {
  let hash = (0x811c9dc5 ^ base) >>> 0;
  for (const part of parts) {
    const text = `|${part}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash >>> 0;
}
