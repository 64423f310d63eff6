// `webrl doctor`: is this machine ready? One line per check, with the fix for each failure.
import { Command } from 'commander';
import {
  chromiumCheck,
  diskCheck,
  formatDoctorReport,
  nodeVersionCheck,
  runDirectoryCheck,
  runDoctor,
  tfjsWasmCheck,
} from '../doctor.js';
import type { CliEnvironment } from '../environment.js';

export function doctorCommand(env: CliEnvironment): Command {
  return new Command('doctor')
    .description(
      'check Node, Chromium, the tfjs WASM backend, disk and the run directory; print a fix for each problem',
    )
    .option('--runs-dir <dir>', 'run directory to check', 'runs')
    .action(async (options: { runsDir: string }) => {
      const results = await runDoctor([
        nodeVersionCheck(),
        chromiumCheck(env.chromium),
        tfjsWasmCheck(),
        diskCheck(options.runsDir),
        runDirectoryCheck(options.runsDir),
      ]);
      console.log(formatDoctorReport(results));
      const failed = results.filter((r) => !r.ok).length;
      console.log(failed === 0 ? '\nall checks passed' : `\n${failed} check(s) failed`);
      if (failed > 0) process.exitCode = 1;
    });
}
