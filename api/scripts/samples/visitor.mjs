/** A browser's worth of a visitor: the signed visitor cookie the API sets, sent back on every call. */
export class Visitor {
  cookie = '';

  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  async json(method, path, body) {
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body), {
      'Content-Type': 'application/json',
    });
  }

  async send(method, path, body, headers = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      headers: { Accept: 'application/json', ...headers, ...(this.cookie ? { Cookie: this.cookie } : {}) },
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('storyloom_visitor='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const reply = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(reply)}`);
    return reply;
  }

  /** The visitor id inside the signed cookie (cookie-parser's `s:<id>.<signature>`), to read the draft's generations log. */
  id() {
    const value = decodeURIComponent(this.cookie.slice('storyloom_visitor='.length));
    return value.slice(2, value.lastIndexOf('.'));
  }
}
