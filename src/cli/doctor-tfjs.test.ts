import { describe, expect, it } from 'vitest';
import { tfjsWasmCheck } from './doctor.js';

describe('webrl doctor: tfjs wasm', () => {
  it('reports tfjs on the WASM backend with its matmul speed', async () => {
    const result = await tfjsWasmCheck().run();
    expect(result.ok).toBe(true);
    expect(result.detail).toMatch(/^tfjs 4\.22\.0 on "wasm" \(SIMD (on|off)\), matmul [\d.]+ GFLOP\/s$/);
  });
});
