// Messages between a host (main thread) and its site worker thread.
import type { SiteUrlKey } from '../../core/index.js';

/** Host → worker. */
export type WorkerRequest =
  | { type: 'reset'; id: number; slot: number; databases: string[] }
  | { type: 'close'; id: number };

/** Worker → host. `id` -1 reports a failure to start. */
export type WorkerReply =
  | { type: 'ready'; slotUrls: readonly Readonly<Partial<Record<SiteUrlKey, string>>>[] }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string };
