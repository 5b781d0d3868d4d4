/**
 * A tiny cookie-keeping HTTP client for driving the sign-in flow without a browser: it follows
 * nothing by itself, so each redirect of the flow can be checked.
 */
export class CookieClient {
  private readonly cookies = new Map<string, string>();

  /** `defaults` go with every request (e.g. the X-Forwarded-For a proxy would add). */
  constructor(private readonly defaults: Record<string, string> = {}) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(this.defaults);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(url: string) {
    return this.request(url);
  }

  postForm(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

/** The absolute Location of a redirect. */
export function locationOf(res: Response, base: string): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(location, base).toString();
}
