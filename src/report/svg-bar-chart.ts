// A horizontal stacked bar chart as an inline SVG string: one bar per row (a phase), one coloured
// segment per part (a stage), hover shows the part and its value. Used for time per stage.
import { linearScale, niceTicks, SERIES_COLORS, tickLabel } from './chart-scale.js';
import { escapeHtml } from './html-escape.js';

export interface StackedBarOptions {
  title: string;
  /** Row labels, top to bottom. */
  rows: readonly string[];
  /** Parts in stacking order; `values[i]` belongs to `rows[i]`. */
  parts: readonly { label: string; values: readonly number[] }[];
  /** Unit after values in hover text, e.g. `s`. */
  unit?: string;
  width?: number;
}

const LEFT = 80;
const BAR = 18;
const GAP = 8;

export function stackedBarChart(options: StackedBarOptions): string {
  const width = options.width ?? 460;
  const totals = options.rows.map((_, i) => options.parts.reduce((sum, p) => sum + (p.values[i] ?? 0), 0));
  const ticks = niceTicks(0, Math.max(1e-9, ...totals), 4);
  const x = linearScale(0, ticks.at(-1)!, LEFT, width - 16);
  const top = 28;
  const plotBottom = top + options.rows.length * (BAR + GAP);
  const parts: string[] = [
    `<text class="chart-title" x="${LEFT}" y="16">${escapeHtml(options.title)}</text>`,
  ];
  for (const tick of ticks) {
    parts.push(
      `<line class="grid" x1="${x(tick)}" x2="${x(tick)}" y1="${top - 4}" y2="${plotBottom}"/>`,
      `<text class="tick" x="${x(tick)}" y="${plotBottom + 14}" text-anchor="middle">${tickLabel(tick)}</text>`,
    );
  }
  options.rows.forEach((row, i) => {
    const y = top + i * (BAR + GAP);
    parts.push(
      `<text class="tick" x="${LEFT - 6}" y="${y + BAR - 5}" text-anchor="end">${escapeHtml(row)}</text>`,
    );
    let start = 0;
    options.parts.forEach((part, j) => {
      const value = part.values[i] ?? 0;
      if (value <= 0) return;
      const color = SERIES_COLORS[j % SERIES_COLORS.length]!;
      parts.push(
        `<rect class="bar" x="${x(start).toFixed(1)}" y="${y}" width="${Math.max(0.5, x(start + value) - x(start)).toFixed(1)}" height="${BAR}" fill="${color}"><title>${escapeHtml(`${row} · ${part.label}: ${tickLabel(value)}${options.unit ?? ''}`)}</title></rect>`,
      );
      start += value;
    });
  });
  let legendX = LEFT;
  let legendY = plotBottom + 32;
  options.parts.forEach((part, j) => {
    const w = 24 + part.label.length * 6.5;
    if (legendX + w > width) {
      legendX = LEFT;
      legendY += 16;
    }
    parts.push(
      `<rect x="${legendX}" y="${legendY - 9}" width="12" height="10" fill="${SERIES_COLORS[j % SERIES_COLORS.length]}"/>`,
      `<text class="legend" x="${legendX + 16}" y="${legendY}">${escapeHtml(part.label)}</text>`,
    );
    legendX += w;
  });
  const height = legendY + 10;
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(options.title)}">${parts.join('')}</svg>`;
}
