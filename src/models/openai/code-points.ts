// String lengths and slices counted in Unicode code points, as Python's len() and s[:n] count them.
// WebRL's truncation rule and vLLM's text offsets are Python arithmetic; JavaScript's .length counts
// UTF-16 units, which differ on characters outside the Basic Multilingual Plane (emoji, rare CJK).

/** Python `len(text)`. */
export function codePointLength(text: string): number {
  // Fast path: without surrogates the two counts agree.
  if (!/[\uD800-\uDFFF]/.test(text)) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Python `text[:end]`: the first `end` code points; a negative `end` drops that many from the end
 * (Python semantics, which WebRL's truncation inherits when the history alone exceeds the budget).
 */
export function sliceCodePoints(text: string, end: number): string {
  const length = codePointLength(text);
  const stop = end < 0 ? Math.max(0, length + end) : Math.min(end, length);
  if (stop === length) return text;
  if (length === text.length) return text.slice(0, stop);
  return Array.from(text).slice(0, stop).join('');
}
