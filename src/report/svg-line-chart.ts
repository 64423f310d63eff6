// A line chart as an inline SVG string: axes with nice ticks, one path per series with a dot per
// point (hover shows the value), and a legend. No script and no library, so the report stays one
// offline file.
import { linearScale, niceTicks, SERIES_COLORS, tickLabel } from './chart-scale.js';
import { escapeHtml } from './html-escape.js';

/** One line: its label and its (x, y) points. */
export interface LineSeries {
  label: string;
  points: readonly (readonly [number, number])[];
}

export interface LineChartOptions {
  title: string;
  series: readonly LineSeries[];
  xLabel?: string;
  /** Show y as percent (values in [0, 1]). */
  percent?: boolean;
  /** Fixed y range (default: the data's, padded to nice ticks). */
  yRange?: [number, number];
  width?: number;
  height?: number;
}

const MARGIN = { top: 28, right: 16, bottom: 40, left: 52 };
/** Space between the x-axis label and the first legend row. */
const LEGEND_GAP = 12;
const LEGEND_ROW = 16;

export function lineChart(options: LineChartOptions): string {
  const width = options.width ?? 420;
  const series = options.series.filter((s) => s.points.length > 0);
  const legendRows = series.length;
  const plotHeight = (options.height ?? 220) - MARGIN.top - MARGIN.bottom;
  const height = MARGIN.top + plotHeight + MARGIN.bottom + LEGEND_GAP + legendRows * LEGEND_ROW;
  const title = `<text class="chart-title" x="${MARGIN.left}" y="16">${escapeHtml(options.title)}</text>`;
  if (series.length === 0) {
    return `<svg class="chart empty" viewBox="0 0 ${width} 60" width="${width}" height="60" role="img" aria-label="${escapeHtml(options.title)}: no data">${title}<text x="${MARGIN.left}" y="44" class="note">no data</text></svg>`;
  }
  const xs = series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = series.flatMap((s) => s.points.map((p) => p[1]));
  const xTicks = niceTicks(Math.min(...xs), Math.max(...xs), Math.min(6, Math.max(1, new Set(xs).size - 1)));
  const yTicks = options.yRange
    ? niceTicks(options.yRange[0], options.yRange[1], 5)
    : niceTicks(Math.min(...ys), Math.max(...ys), 4);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const x = linearScale(xTicks[0]!, xTicks.at(-1)!, MARGIN.left, MARGIN.left + plotWidth);
  const y = linearScale(yTicks[0]!, yTicks.at(-1)!, MARGIN.top + plotHeight, MARGIN.top);
  const parts: string[] = [title];
  for (const tick of yTicks) {
    parts.push(
      `<line class="grid" x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${y(tick)}" y2="${y(tick)}"/>`,
      `<text class="tick" x="${MARGIN.left - 6}" y="${y(tick) + 4}" text-anchor="end">${tickLabel(tick, options.percent)}</text>`,
    );
  }
  for (const tick of xTicks) {
    parts.push(
      `<text class="tick" x="${x(tick)}" y="${MARGIN.top + plotHeight + 16}" text-anchor="middle">${tickLabel(tick)}</text>`,
    );
  }
  parts.push(
    `<line class="axis" x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight}"/>`,
  );
  if (options.xLabel) {
    parts.push(
      `<text class="axis-label" x="${MARGIN.left + plotWidth / 2}" y="${MARGIN.top + plotHeight + 32}" text-anchor="middle">${escapeHtml(options.xLabel)}</text>`,
    );
  }
  series.forEach((s, i) => {
    const color = SERIES_COLORS[i % SERIES_COLORS.length]!;
    const points = [...s.points].sort((a, b) => a[0] - b[0]);
    const d = points
      .map((p, j) => `${j === 0 ? 'M' : 'L'}${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`)
      .join(' ');
    parts.push(`<path class="series" d="${d}" stroke="${color}" fill="none" stroke-width="2"/>`);
    for (const [px, py] of points) {
      const value = options.percent ? `${(100 * py).toFixed(1)}%` : tickLabel(py);
      parts.push(
        `<circle class="point" cx="${x(px).toFixed(1)}" cy="${y(py).toFixed(1)}" r="3" fill="${color}"><title>${escapeHtml(s.label)} · x ${tickLabel(px)} · ${value}</title></circle>`,
      );
    }
    const legendY = MARGIN.top + plotHeight + MARGIN.bottom + LEGEND_GAP + i * LEGEND_ROW;
    parts.push(
      `<rect x="${MARGIN.left}" y="${legendY - 9}" width="12" height="4" fill="${color}"/>`,
      `<text class="legend" x="${MARGIN.left + 18}" y="${legendY - 4}">${escapeHtml(s.label)}</text>`,
    );
  });
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(options.title)}">${parts.join('')}</svg>`;
}
