// The static server MiniWoB++ pages are served from: content types, missing files, folders'
// index.html, and paths that try to leave the folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mimeTypeOf, type StaticFolderServer, serveStaticFolder } from './static-folder-server.js';

let server: StaticFolderServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webrl-static-'));
  mkdirSync(join(dir, 'core'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'core', 'core.js'), 'var core = {};');
  writeFileSync(join(dir, 'core', 'core.css'), 'body {}');
  writeFileSync(join(dir, 'pages', 'index.html'), '<p>index</p>');
  writeFileSync(join(dir, 'pages', 'a b.html'), '<p>space</p>');
  server = await serveStaticFolder(dir);
});
afterAll(() => server?.close());

/** A raw GET (fetch would normalise `..` away before it reaches the server). */
function get(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.origin}/`, { path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStaticFolder', () => {
  it('serves files with their content type', async () => {
    expect(await get('/core/core.js')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'var core = {};',
    });
    expect((await get('/core/core.css')).type).toBe('text/css; charset=utf-8');
    expect((await get('/pages/a%20b.html')).body).toBe('<p>space</p>');
  });

  it("serves a folder's index.html and answers 404 for what is not there", async () => {
    expect((await get('/pages/')).body).toBe('<p>index</p>');
    expect((await get('/core/missing.js')).status).toBe(404);
    expect((await get('/core/')).status).toBe(404);
  });

  it('never serves a file outside the folder', async () => {
    // URL parsing resolves plain and %2e dot segments inside the folder; an encoded slash does not.
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/core/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/core/..%2f..%2f..%2fetc/passwd')).status).toBe(403);
  });

  it('knows the types of the assets MiniWoB++ ships', () => {
    expect(['x.png', 'x.gif', 'x.woff', 'x.json', 'x.unknown'].map(mimeTypeOf)).toEqual([
      'image/png',
      'image/gif',
      'font/woff',
      'application/json; charset=utf-8',
      'application/octet-stream',
    ]);
  });
});
