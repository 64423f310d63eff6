// The last line of every benchmark: `RESULT {json}`, for scripts.
export function printResult(figures: Record<string, unknown>): void {
  console.log(`RESULT ${JSON.stringify(figures)}`);
}

/** Percentile of a list of numbers (nearest rank); p in [0, 100]. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
