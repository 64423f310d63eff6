// The home page's pages, like WebArena's HOMEPAGE: a grid of the slot's sites with links and short
// descriptions, `/password.html` with the accounts, and the two tools WebArena's home page offers
// (a calculator and a scratchpad kept in the browser's local storage).
import type { SiteUrlKey } from '../../core/index.js';
import { html, raw, type SafeHtml } from '../http/html.js';
import { htmlResponse, type SiteResponse } from '../http/response.js';
import { ACCOUNT_LISTINGS, SITE_LISTINGS } from './site-directory.js';

type SiteUrls = Readonly<Partial<Record<SiteUrlKey, string>>>;

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;background:#f4f5f7}
header{background:#1f2937;color:#fff;padding:18px 32px;display:flex;align-items:center;gap:24px}
header h1{margin:0;font-size:22px;font-weight:600}
header nav{display:flex;gap:16px;margin-left:auto}
header a{color:#d1d5db;text-decoration:none}header a:hover{color:#fff}
main{max-width:1080px;margin:0 auto;padding:28px 32px}
.intro{color:#555;margin:0 0 20px}
.app-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:18px;list-style:none;padding:0;margin:0}
.app-card{background:#fff;border:1px solid #e2e4e8;border-radius:8px;padding:18px;display:flex;gap:14px}
.app-card .badge{flex:none;width:52px;height:52px;border-radius:10px;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:15px}
.app-card h2{margin:0 0 4px;font-size:17px}
.app-card h2 a{color:#1a56b0;text-decoration:none}.app-card h2 a:hover{text-decoration:underline}
.app-card p{margin:0 0 6px;color:#444;font-size:14px}
.app-card .url{font-family:monospace;font-size:12px;color:#666;word-break:break-all}
table.accounts{border-collapse:collapse;background:#fff;width:100%}
table.accounts th,table.accounts td{border:1px solid #ddd;padding:8px 12px;text-align:left}
table.accounts th{background:#eef0f3}
.tool{background:#fff;border:1px solid #e2e4e8;border-radius:8px;padding:18px;max-width:520px}
.tool input,.tool textarea{width:100%;font:inherit;padding:8px;border:1px solid #bbb;border-radius:4px}
.tool textarea{min-height:260px}
.tool .row{display:flex;gap:8px;margin-top:10px}
.tool button{padding:6px 14px;border:1px solid #1a56b0;background:#1a56b0;color:#fff;border-radius:4px;cursor:pointer}
.tool output{display:block;margin-top:12px;font-size:20px;font-family:monospace}
`;

/** The shared frame. */
function page(title: string, body: SafeHtml, script = ''): SiteResponse {
  return htmlResponse(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${raw(CSS)}</style></head>
<body><header><h1><a href="/">Homepage</a></h1><nav><a href="/">Sites</a><a href="/password.html">Accounts</a><a href="/calculator.html">Calculator</a><a href="/scratchpad.html">Scratchpad</a></nav></header>
<main>${body}</main>${script ? raw(`<script>${script}</script>`) : ''}</body></html>`);
}

/** The grid of the sites this slot serves. */
export function homePage(urls: SiteUrls): SiteResponse {
  const cards = SITE_LISTINGS.filter((s) => urls[s.key]).map(
    (s) => html`<li class="app-card">
      <span class="badge" style="background:${s.colour}" aria-hidden="true">${s.badge}</span>
      <div><h2><a href="${urls[s.key]!}">${s.name}</a></h2><p>${s.description}</p><div class="url">${urls[s.key]!}</div></div>
    </li>`,
  );
  return page(
    'Homepage',
    html`<p class="intro">The websites of this workspace. Each opens in this tab; the accounts to sign in with are on the <a href="/password.html">accounts page</a>.</p>
    <ul class="app-grid">${cards}</ul>`,
  );
}

/** `/password.html`: every account of the slot's sites with its sign-in page. */
export function passwordPage(urls: SiteUrls): SiteResponse {
  const names = new Map(SITE_LISTINGS.map((s) => [s.key, s.name]));
  const rows = ACCOUNT_LISTINGS.filter((a) => urls[a.key]).map(
    (a) =>
      html`<tr><td>${names.get(a.key) ?? a.key}</td><td>${a.username}</td><td>${a.password}</td><td><a href="${`${urls[a.key]!}${a.loginPath}`}">Sign in</a></td></tr>`,
  );
  return page(
    'Accounts',
    html`<h2>Accounts</h2><p class="intro">All sites share these accounts. Sites not listed (the map) need no sign-in.</p>
    <table class="accounts"><thead><tr><th>Site</th><th>Username</th><th>Password</th><th>Sign-in page</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** A calculator that evaluates + − × ÷ and parentheses (no `eval`). */
export function calculatorPage(): SiteResponse {
  return page(
    'Calculator',
    html`<div class="tool"><h2>Calculator</h2>
      <label for="expression">Expression</label><input id="expression" type="text" placeholder="e.g. (12.5 + 7) * 3" autocomplete="off">
      <div class="row"><button type="button" id="calculate">Calculate</button><button type="button" id="clear">Clear</button></div>
      <output id="result" aria-live="polite"></output></div>`,
    CALCULATOR_JS,
  );
}

/** A scratchpad whose text stays in the browser's local storage. */
export function scratchpadPage(): SiteResponse {
  return page(
    'Scratchpad',
    html`<div class="tool"><h2>Scratchpad</h2><label for="notes">Notes</label><textarea id="notes" placeholder="Write notes here"></textarea>
      <div class="row"><button type="button" id="save">Save</button><button type="button" id="clear">Clear</button><span id="status"></span></div></div>`,
    SCRATCHPAD_JS,
  );
}

const CALCULATOR_JS = `
(function () {
  var input = document.getElementById('expression'), out = document.getElementById('result');
  function parse(text) {
    var tokens = text.match(/\\d+(?:\\.\\d+)?|[-+*/x×÷()]/g) || [], i = 0;
    function peek() { return tokens[i]; }
    function primary() {
      var t = tokens[i++];
      if (t === '(') { var v = sum(); if (tokens[i++] !== ')') throw new Error('missing )'); return v; }
      if (t === '-') return -primary();
      if (t === undefined || isNaN(Number(t))) throw new Error('unexpected ' + (t || 'end'));
      return Number(t);
    }
    function product() {
      var v = primary();
      while (['*', 'x', '×', '/', '÷'].indexOf(peek()) >= 0) { var op = tokens[i++]; var r = primary(); v = (op === '/' || op === '÷') ? v / r : v * r; }
      return v;
    }
    function sum() {
      var v = product();
      while (peek() === '+' || peek() === '-') { var op = tokens[i++]; var r = product(); v = op === '+' ? v + r : v - r; }
      return v;
    }
    var value = sum();
    if (i < tokens.length) throw new Error('unexpected ' + tokens[i]);
    return value;
  }
  function run() {
    try { out.textContent = String(Math.round(parse(input.value) * 1e10) / 1e10); }
    catch (e) { out.textContent = 'Error: ' + e.message; }
  }
  document.getElementById('calculate').addEventListener('click', run);
  input.addEventListener('keydown', function (e) { if (e.key === 'Enter') run(); });
  document.getElementById('clear').addEventListener('click', function () { input.value = ''; out.textContent = ''; });
})();
`;

const SCRATCHPAD_JS = `
(function () {
  var notes = document.getElementById('notes'), status = document.getElementById('status');
  notes.value = localStorage.getItem('scratchpad') || '';
  document.getElementById('save').addEventListener('click', function () { localStorage.setItem('scratchpad', notes.value); status.textContent = 'Saved'; });
  document.getElementById('clear').addEventListener('click', function () { notes.value = ''; localStorage.removeItem('scratchpad'); status.textContent = 'Cleared'; });
})();
`;
