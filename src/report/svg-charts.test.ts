// The SVG charts as strings: nice ticks, one path per series with a dot per point, escaping, and an
// explicit "no data" chart.
import { describe, expect, it } from 'vitest';
import { niceTicks, tickLabel } from './chart-scale.js';
import { stackedBarChart } from './svg-bar-chart.js';
import { lineChart } from './svg-line-chart.js';

const count = (svg: string, pattern: RegExp) => (svg.match(pattern) ?? []).length;

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 × 10^k and covers the range', () => {
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.13, 0.87, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(1, 3, 2)).toEqual([1, 2, 3]);
    expect(niceTicks(5, 5)).toEqual([4.4, 4.6, 4.8, 5, 5.2, 5.4, 5.6]);
    expect(tickLabel(0.25, true)).toBe('25%');
    expect(tickLabel(0.123456)).toBe('0.123');
  });
});

describe('lineChart', () => {
  it('draws one path per series with a dot per point and escapes labels', () => {
    const svg = lineChart({
      title: 'success <all>',
      percent: true,
      yRange: [0, 1],
      series: [
        {
          label: 'webrl',
          points: [
            [0, 0.2],
            [1, 0.4],
            [2, 0.5],
          ],
        },
        {
          label: 'a<b>',
          points: [
            [0, 0.1],
            [2, 0.3],
          ],
        },
        { label: 'empty', points: [] },
      ],
    });
    expect(count(svg, /<path class="series"/g)).toBe(2);
    expect(count(svg, /<circle class="point"/g)).toBe(5);
    expect(svg).toContain('success &lt;all&gt;');
    expect(svg).toContain('a&lt;b&gt;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>100%<');
  });

  it('says “no data” instead of drawing empty axes', () => {
    const svg = lineChart({ title: 'rl/kl', series: [{ label: 'x', points: [] }] });
    expect(svg).toContain('class="chart empty"');
    expect(svg).toContain('no data');
  });
});

describe('stackedBarChart', () => {
  it('draws one segment per non-zero part of each row', () => {
    const svg = stackedBarChart({
      title: 'seconds per stage',
      rows: ['phase 1', 'phase 2'],
      parts: [
        { label: 'rollouts', values: [10, 12] },
        { label: 'actor', values: [5, 0] },
      ],
    });
    expect(count(svg, /<rect class="bar"/g)).toBe(3);
    expect(svg).toContain('phase 1 · actor: 5');
  });
});
