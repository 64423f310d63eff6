// Runs `startSiteServers` in a worker thread and talks to it by messages, behind the same
// SiteServersHandle as the in-thread version. The worker loads TypeScript through tsx, so it works
// the same under `webrl` (tsx), vitest and bench scripts.
import { Worker } from 'node:worker_threads';
import type { Site } from '../site.js';
import type { SiteServersHandle, SiteServersSettings } from './site-servers.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

// An eval'd CommonJS bootstrap: register tsx's loader in the new thread, then import the TS entry.
function bootstrap(tsxApi: string, entry: string): string {
  return `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
}

/** Starts the site servers in a new worker thread. */
export async function startWorkerSiteServers(
  sites: readonly Site[],
  settings: SiteServersSettings,
): Promise<SiteServersHandle> {
  const worker = new Worker(
    bootstrap(import.meta.resolve('tsx/esm/api'), new URL('./site-worker.ts', import.meta.url).href),
    { eval: true, workerData: { entries: sites.map((s) => s.entry), settings } },
  );
  const pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let exited = false;
  let ready: { resolve: (urls: SiteServersHandle['slotUrls']) => void; reject: (e: Error) => void } | null =
    null;
  const started = new Promise<SiteServersHandle['slotUrls']>((resolve, reject) => {
    ready = { resolve, reject };
  });

  const failAll = (error: Error) => {
    ready?.reject(error);
    ready = null;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'ready') {
      ready?.resolve(reply.slotUrls);
      ready = null;
      return;
    }
    if (reply.type === 'failed' && reply.id === -1) {
      failAll(new Error(`the site worker failed to start: ${reply.message}`));
      return;
    }
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.type === 'done') waiter?.resolve();
    else waiter?.reject(new Error(reply.message));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    exited = true;
    failAll(new Error(`the site worker exited (code ${code})`));
  });

  let slotUrls: SiteServersHandle['slotUrls'];
  try {
    slotUrls = await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const send = (request: DistributiveOmit<WorkerRequest, 'id'>): Promise<void> => {
    if (exited) return Promise.reject(new Error('the site worker has exited'));
    const id = nextId++;
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  return {
    slotUrls,
    reset: (slot, databases) => send({ type: 'reset', slot, databases: [...databases] }),
    async close() {
      if (exited) return;
      await send({ type: 'close' });
      await worker.terminate();
    },
  };
}
