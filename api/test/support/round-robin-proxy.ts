import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer at its simplest (node:http, 127.0.0.1, its own port): each request goes to the next process in turn,
 * whoever sent it, so one visitor's consecutive requests land on different API processes. The Host header is passed
 * on unchanged, as a proxy in front of a site does, so the links the API makes name the proxy.
 */
export class RoundRobinProxy {
  /** The index of the target that answered each request, in the order they arrived. */
  readonly served: number[] = [];
  private next = 0;
  private upstreams: URL[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Listening before the processes behind it start (they are told its address as PUBLIC_ORIGIN); `route` names them. */
  static async start(): Promise<RoundRobinProxy> {
    let proxy: RoundRobinProxy | undefined;
    const server = createServer((incoming, reply) => {
      const { upstreams } = proxy!;
      if (upstreams.length === 0) {
        reply.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'PROXY_NO_UPSTREAM', message: 'no process behind the proxy yet' }));
        return;
      }
      const index = proxy!.next++ % upstreams.length;
      proxy!.served.push(index);
      const upstream = upstreams[index]!;
      const outgoing = forward(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
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
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    proxy = new RoundRobinProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return proxy;
  }

  /** The processes requests go to, in turn. */
  route(targets: readonly string[]): void {
    this.upstreams = targets.map((target) => new URL(target));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
