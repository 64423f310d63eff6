// `webrl sites serve`: starts the built-in sites for a person to browse, prints their URLs and
// accounts, and keeps them up until Ctrl-C. URLs print as WebArena's variables hold them (no
// trailing slash), so they can be pasted into SHOPPING=… for `webrl eval` as they are.
import { Command } from 'commander';
import { checkOutputFolder, MAX_SITE_SLOTS, SITE_URL_ENV_VARS } from '../../core/index.js';
import { builtinSites, startSiteHost } from '../../sites/index.js';
import type { CliEnvironment } from '../environment.js';
import { integerOption } from '../option-parsers.js';
import { untilStopped } from '../termination.js';

/** Where built-in site data is cached unless --data-dir says otherwise. */
export const DEFAULT_SITE_DATA_DIR = '.cache/sites';

export function sitesCommand(_env: CliEnvironment): Command {
  return new Command('sites').description('the built-in websites (shop, …)').addCommand(serveCommand());
}

function serveCommand(): Command {
  return new Command('serve')
    .description(
      'start the built-in sites on 127.0.0.1 for browsing; print their URLs and accounts; Ctrl-C stops',
    )
    .option(
      '--slots <n>',
      `independent copies of every site (at most ${MAX_SITE_SLOTS})`,
      integerOption(1, MAX_SITE_SLOTS),
      1,
    )
    .option('--seed <s>', 'seed of the generated data', integerOption(0), 0)
    .option('--data-dir <dir>', 'cache of generated databases', DEFAULT_SITE_DATA_DIR)
    .action(async (options: { slots: number; seed: number; dataDir: string }) => {
      checkOutputFolder(
        '--data-dir',
        options.dataDir,
        `pass --data-dir a folder for the sites' databases (default ${DEFAULT_SITE_DATA_DIR})`,
      );
      const host = await startSiteHost({
        sites: builtinSites,
        slots: options.slots,
        seed: options.seed,
        dataDir: options.dataDir,
      });
      for (const slot of host.slots) {
        console.log(`slot ${slot.index}`);
        for (const site of host.sites) {
          const url = slot.urls[site.key]!;
          console.log(`  ${site.title.padEnd(20)} ${site.key.padEnd(15)} ${url}`);
        }
      }
      const variables = host.sites.map(
        (site) => `${SITE_URL_ENV_VARS[site.key]}=${host.slots[0]!.urls[site.key]}`,
      );
      console.log(`\nWebArena's variables for webrl eval on slot 0:\n  ${variables.join(' ')}`);
      console.log('\naccounts');
      for (const site of host.sites) {
        for (const account of site.accounts) {
          const login = `${host.slots[0]!.urls[site.key]}${site.loginPath}`;
          console.log(
            `  ${site.title.padEnd(20)} ${account.username} / ${account.password}  (${account.role}; sign in at ${login})`,
          );
        }
      }
      console.log(`\nseed ${host.seed}; serving until Ctrl-C`);
      await untilStopped();
      await host.close();
      console.log('stopped');
    });
}
