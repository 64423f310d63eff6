// Reads a model server's answer with a limit on its size: a server that streams without end (or a
// body of top log-probabilities for a runaway completion) is refused once it passes the limit,
// instead of being buffered until the process runs out of memory or V8's longest string.

/** The default limit: far above any answer of max_tokens a few thousand with logprobs. */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * The body as text (UTF-8, a leading BOM dropped, as `Response.text()` does), or undefined when it
 * is, or says it will be, longer than `maxBytes`; then the rest is not read.
 */
export async function readBodyText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
