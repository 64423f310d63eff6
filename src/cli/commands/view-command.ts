// `webrl view <run…>`: the trajectory viewer on 127.0.0.1 — every episode of the runs (all phases'
// evaluations and rollouts, or an evaluation folder of `webrl eval`) with filters, and each step as
// the agent saw it. Serves until Ctrl-C.
import { existsSync } from 'node:fs';
import { Command } from 'commander';
import { ConfigError } from '../../core/index.js';
import { RunEpisodeSource } from '../../pipeline/index.js';
import { DEFAULT_VIEWER_PORT, startViewer } from '../../report/index.js';
import { portOption } from '../option-parsers.js';
import { untilStopped } from '../termination.js';

export function viewCommand(): Command {
  return new Command('view')
    .description('browse the episodes of runs (or of a webrl eval folder) in a local web UI')
    .argument('<runs...>', 'run directories (runs/<name>) or evaluation folders (webrl eval --out)')
    .option('--port <n>', 'port to listen on (0: any free port)', portOption, DEFAULT_VIEWER_PORT)
    .option(
      '--host <address>',
      'interface to listen on; traces can hold private data, so keep it local',
      '127.0.0.1',
    )
    .action(async (runs: string[], options: { port: number; host: string }) => {
      // checkRunDir's message names only run directories; the viewer also opens eval folders.
      const missing = runs.find((run) => !existsSync(run));
      if (missing !== undefined) {
        throw new ConfigError(
          `${missing} does not exist; pass a run directory (runs/<name>, made by webrl train) or an evaluation folder (made by webrl eval --out)`,
        );
      }
      const source = new RunEpisodeSource(runs);
      const viewer = await startViewer({ source, port: options.port, host: options.host });
      console.log(`${source.episodes().length} episodes from ${runs.join(', ')}`);
      console.log(`viewer at ${viewer.url}/  (Ctrl-C stops)`);
      await untilStopped();
      await viewer.close();
    });
}
