// A load balancer at its simplest, shared by the many-machines test (api/test/many-machines.spec.ts) and the
// process-pair bench (e2e/bench/process-pair.mjs), so both put the same proxy in front of their API processes.
import { createServer, request as forward } from 'node:http';

/**
 * node:http on 127.0.0.1, its own port: each request goes to the next process in turn, whoever sent it, so one
 * visitor's consecutive requests land on different API processes. The Host header is passed on unchanged, as a
 * proxy in front of a site does, so the links the API makes name the proxy.
 */
export class RoundRobinProxy {
  /** The index of the target that answered each request, in the order they arrived (off for a bench: it grows). */
  served = [];
  #next = 0;
  #upstreams = [];
  #server;
  #recordServed;

  constructor(server, url, recordServed) {
    this.#server = server;
    this.url = url;
    this.#recordServed = recordServed;
  }

  /**
   * Listening before the processes behind it start (they are told its address as PUBLIC_ORIGIN); `route` names them.
   * `recordServed: false` keeps `served` empty, for a bench that sends millions of requests.
   */
  static async start({ recordServed = true } = {}) {
    let proxy;
    const server = createServer((incoming, reply) => {
      const upstreams = proxy.#upstreams;
      if (upstreams.length === 0) {
        reply
          .writeHead(503, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: 'PROXY_NO_UPSTREAM', message: 'no process behind the proxy yet' }));
        return;
      }
      const index = proxy.#next++ % upstreams.length;
      if (proxy.#recordServed) proxy.served.push(index);
      const upstream = upstreams[index];
      const outgoing = forward(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          reply.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(reply);
        },
      );
      outgoing.on('error', (error) => {
        if (!reply.headersSent) reply.writeHead(502, { 'Content-Type': 'application/json' });
        reply.end(JSON.stringify({ error: 'PROXY_UPSTREAM_FAILED', message: error.message }));
      });
      incoming.pipe(outgoing);
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    proxy = new RoundRobinProxy(server, `http://127.0.0.1:${server.address().port}`, recordServed);
    return proxy;
  }

  /** The processes requests go to, in turn. */
  route(targets) {
    this.#upstreams = targets.map((target) => new URL(target));
  }

  async close() {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
