// `webrl report <run…>`: one self-contained report.html for one or several runs (success per site
// over phases per algorithm, training curves, the paper's analyses, time per stage, links into
// `webrl view`). It needs no network to open: styles and SVG charts are inline.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { ConfigError, writeFileAtomic } from '../../core/index.js';
import { collectReportData, DEFAULT_VIEWER_URL } from '../../pipeline/index.js';
import { isRenderedReport, renderReport } from '../../report/index.js';
import { httpUrlOption } from '../option-parsers.js';

/** The first bytes of a file: enough for a report's head, without reading a large file whole. */
function beginningOf(path: string, bytes = 8192): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

interface ReportCliOptions {
  out?: string;
  viewerUrl: string;
}

export function reportCommand(): Command {
  return new Command('report')
    .description('write one offline report.html for one or more run directories')
    .argument(
      '<runs...>',
      'run directories (runs/<name>); several runs → one line per algorithm in every chart',
    )
    .option(
      '--out <file>',
      'where to write the report (default <run>/report.html, or ./report.html for several runs)',
    )
    .option(
      '--viewer-url <url>',
      'base URL of webrl view, for the links into episodes',
      httpUrlOption,
      DEFAULT_VIEWER_URL,
    )
    .action((runs: string[], options: ReportCliOptions) => {
      refuseRepeatedRuns(runs);
      const data = collectReportData(runs, { viewerUrl: options.viewerUrl.replace(/\/+$/, '') });
      const out = options.out ?? (runs.length === 1 ? join(data.runs[0]!.dir, 'report.html') : 'report.html');
      if (existsSync(out) && statSync(out).isDirectory()) {
        throw new ConfigError(`--out ${out} is a folder; give a file, such as ${join(out, 'report.html')}`);
      }
      // Replacing a report written earlier is the point of rerunning; replacing anything else
      // (the run's config.json, a page of the user's) loses data.
      if (existsSync(out) && !isRenderedReport(beginningOf(out))) {
        const [where, fix] =
          options.out === undefined
            ? [`${out} (the default --out)`, 'pass --out <another file>']
            : [`--out ${out}`, 'choose another path'];
        throw new ConfigError(
          `${where} exists and is not a report written by webrl report; ${fix} or delete the file`,
        );
      }
      writeFileAtomic(out, renderReport(data));
      const evaluated = data.runs
        .map(
          (r) =>
            `${r.algorithm} (${r.name}): ${r.evals.length} evaluated phase${r.evals.length === 1 ? '' : 's'}`,
        )
        .join('; ');
      console.log(`wrote ${out} — ${evaluated}`);
      console.log(`episodes behind the links: webrl view ${runs.join(' ')}`);
    });
}

/** A run named twice would be drawn twice, as two runs of its algorithm, in every chart. */
function refuseRepeatedRuns(runs: readonly string[]): void {
  const seen = new Map<string, string>();
  for (const run of runs) {
    const first = seen.get(resolve(run));
    if (first !== undefined) {
      throw new ConfigError(`${run} is given twice (also as ${first}); name each run directory once`);
    }
    seen.set(resolve(run), run);
  }
}
