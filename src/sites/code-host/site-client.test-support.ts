// A tiny browser for the code host's tests: keeps cookies and follows redirects by hand, so cookies set
// on a redirect (login, flash messages) stick as they do in Chromium.
import type { SiteHost } from '../host/site-host.js';

/** A page as the client got it. */
export interface ClientPage {
  status: number;
  url: string;
  text: string;
}

export class SiteClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  /** Logs in with the session cookie the host mints for the slot's default account. */
  async useSession(host: SiteHost, slot: number): Promise<this> {
    for (const cookie of await host.slots[slot]!.sessionCookies(['gitlab']))
      this.cookies.set(cookie.name, cookie.value);
    return this;
  }

  /** GET `path`, or POST `form` to it; follows redirects. */
  async request(
    path: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<ClientPage> {
    let url = new URL(path, this.base).href;
    let method = form ? 'POST' : 'GET';
    let body = form ? new URLSearchParams(form).toString() : undefined;
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const at = pair!.indexOf('=');
        const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
        if (/Max-Age=0/.test(header)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (!location) return { status: response.status, url, text: await response.text() };
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
    }
    throw new Error(`too many redirects from ${path}`);
  }
}

/** The text of HTML with tags removed and entities of our escaper decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
