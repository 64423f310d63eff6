// A minimal site for the framework's own tests: a guest book whose notes live in SQLite, with a
// login, so host, reset, isolation and session tests run without generating a whole shop.
import type { SiteDatabase } from '../data/site-database.js';
import { html } from '../http/html.js';
import { htmlResponse, redirect } from '../http/response.js';
import { Router } from '../http/router.js';
import type { Site } from '../site.js';

const guestbookDatabase: SiteDatabase = {
  name: 'guestbook',
  version: '1',
  generate(db, seed) {
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    db.prepare('INSERT INTO notes (text) VALUES (?)').run(`welcome (seed ${seed})`);
  },
};

export const guestbookSite: Site = {
  name: 'guestbook',
  key: 'reddit',
  title: 'Guest Book',
  basePath: '',
  entry: { module: import.meta.url, export: 'guestbookSite' },
  database: guestbookDatabase,
  accounts: [{ username: 'guest', password: 'guest123', role: 'writer' }],
  loginPath: '/login',
  templates: [],
  helpers: [],
  createApp() {
    const router = new Router()
      .get('/', (request) => {
        const notes = request.db.all<{ text: string }>('SELECT text FROM notes ORDER BY id');
        return htmlResponse(
          html`<!doctype html><title>Guest Book</title><p id="user">${request.user ?? 'anonymous'}</p>
            <ul>${notes.map((n) => html`<li>${n.text}</li>`)}</ul>
            <form method="post" action="${request.href('/notes')}"><input name="text"><button>Add</button></form>`,
        );
      })
      .post('/notes', (request) => {
        request.db.run('INSERT INTO notes (text) VALUES (?)', request.form.get('text') ?? '');
        return redirect(request.href('/'));
      })
      .post('/login', (request) => {
        if (request.form.get('username') === 'guest' && request.form.get('password') === 'guest123') {
          request.login('guest');
        }
        return redirect(request.href('/'));
      });
    return { handle: (request) => router.handle(request) ?? htmlResponse('not found', 404) };
  },
};
