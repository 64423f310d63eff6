// The `miniwob:<path>` environment source: a checked MiniWoB++ html folder served on 127.0.0.1, and
// slots whose URL is that server and whose pages run the MiniWoB++ protocol. MiniWoB++ pages keep
// no server state, so every slot shares the one server and a reset has nothing to do.
import { join } from 'node:path';
import type { SlotProvider } from '../../core/index.js';
import { StaticSlotProvider } from '../static-slot-provider.js';
import { type MiniwobFolder, openMiniwobFolder } from './miniwob-folder.js';
import { MiniwobProtocol } from './miniwob-protocol.js';
import { serveStaticFolder } from './static-folder-server.js';

/** The prefix of an environment spec that names a MiniWoB++ folder. */
export const MINIWOB_ENV_PREFIX = 'miniwob:';

/** A served MiniWoB++ folder. */
export interface MiniwobEnvironment {
  readonly folder: MiniwobFolder;
  /** `http://127.0.0.1:<port>`: the `__MINIWOB__` URL of the tasks. */
  readonly origin: string;
  /** Slots that start MiniWoB++ episodes; as many as episodes may run at once. */
  readonly slots: SlotProvider;
  close(): Promise<void>;
}

export interface OpenMiniwobOptions {
  /** The html folder (core/ and miniwob/ inside). */
  path: string;
  /** How many episodes may run at once (default 1). */
  slots?: number;
  /** Episode budget set in the page; default: no limit (BrowserGym). */
  maxTimeMs?: number;
}

/** Checks the folder (a ConfigError naming it when it is not MiniWoB++'s) and starts serving it. */
export async function openMiniwobEnvironment(options: OpenMiniwobOptions): Promise<MiniwobEnvironment> {
  const folder = openMiniwobFolder(options.path);
  const server = await serveStaticFolder(folder.root);
  const slots = new StaticSlotProvider({
    urls: { miniwob: server.origin },
    size: options.slots ?? 1,
    pageTask: new MiniwobProtocol({
      pagesDir: join(folder.root, 'miniwob'),
      ...(options.maxTimeMs !== undefined ? { maxTimeMs: options.maxTimeMs } : {}),
    }),
  });
  return { folder, origin: server.origin, slots, close: () => server.close() };
}

/** The folder of a `miniwob:<path>` spec, or undefined for other specs. */
export function miniwobPathOf(spec: string): string | undefined {
  return spec.startsWith(MINIWOB_ENV_PREFIX) ? spec.slice(MINIWOB_ENV_PREFIX.length) : undefined;
}
