// Entry of the worker thread that serves a host's sites: imports each site from its entry, starts
// the servers, then answers reset and close messages from the host. Keeping HTTP off the main
// thread means a long model computation there never stalls a page load.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteEntry } from '../site.js';
import { importSite } from './import-site.js';
import { type SiteServersSettings, startSiteServers } from './site-servers.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

const data = workerData as { entries: SiteEntry[]; settings: SiteServersSettings };
const port = parentPort!;

try {
  const sites = await Promise.all(data.entries.map(importSite));
  const servers = await startSiteServers(sites, data.settings);
  port.on('message', async (request: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      if (request.type === 'reset') await servers.reset(request.slot, request.databases);
      else await servers.close();
      reply = { type: 'done', id: request.id };
    } catch (error) {
      reply = { type: 'failed', id: request.id, message: (error as Error).message };
    }
    port.postMessage(reply);
    if (request.type === 'close') port.close();
  });
  port.postMessage({ type: 'ready', slotUrls: servers.slotUrls } satisfies WorkerReply);
} catch (error) {
  port.postMessage({
    type: 'failed',
    id: -1,
    message: (error as Error).stack ?? String(error),
  } satisfies WorkerReply);
}
