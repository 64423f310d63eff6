// A read-only HTTP server over one folder on 127.0.0.1 (port 0): what MiniWoB++'s own Python package
// does with SimpleHTTPRequestHandler (reference/webarena.md §8.1), so the task pages, their shared
// runtime and assets (and the FlightWoB sites, which need HTTP) load in Chromium.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/** A running static server. */
export interface StaticFolderServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  /** The folder it serves (absolute). */
  readonly root: string;
  close(): Promise<void>;
}

/** Content types of the files a MiniWoB++ html folder holds (and a few more a copy might add). */
const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** The content type of a file name, `application/octet-stream` when unknown. */
export function mimeTypeOf(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** Serves `folder` until closed. Paths that leave the folder are refused; a folder serves its index.html. */
export async function serveStaticFolder(folder: string): Promise<StaticFolderServer> {
  const root = resolve(folder);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'read-only server');
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname);
    } catch {
      return plain(res, 400, 'bad path');
    }
    const path = resolve(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) return plain(res, 403, 'outside the served folder');
    void (async () => {
      let file = path;
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => undefined);
      }
      if (!info?.isFile()) return plain(res, 404, `not found: ${pathname}`);
      res.writeHead(200, {
        'content-type': mimeTypeOf(file),
        'content-length': info.size,
        // The folder does not change during a run; the browser may keep what it loaded.
        'cache-control': 'max-age=3600',
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    root,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
