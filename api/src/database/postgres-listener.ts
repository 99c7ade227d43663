import type { Logger } from '@nestjs/common';
import pg from 'pg';
import { quoteIdentifier } from './database.js';

/** Waits before opening a dropped listening connection again: first this long, then twice as long each time, up to the cap. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own: a pooled connection goes back to the pool between queries, and a NOTIFY is
 * only delivered to the session that listens. A dropped connection (a server restart, a network blip) is opened
 * again with backoff; what was sent meanwhile is not replayed, which is why listeners must have another way to
 * catch up (the job queue still polls).
 */
export class PostgresListener {
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = RECONNECT_FIRST_MS;
  private stopped = false;

  constructor(
    private readonly connect: () => pg.Client,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly logger: Logger,
  ) {}

  /** Resolves once the first connection listens; its failure is the caller's (startup), later ones are retried. */
  async start(): Promise<void> {
    await this.open();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** `again`: after a dropped connection; the operator's log then says it listens again, as it said when opening failed. */
  private async open(again = false): Promise<void> {
    const client = this.connect();
    // Unhandled, a dropped connection's 'error' would crash the process; 'end' follows it, and reconnects.
    client.on('error', (error) =>
      this.logger.warn(`listening connection for ${this.channel} failed: ${error.message}`),
    );
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_FIRST_MS;
    if (again) this.logger.log(`listening on ${this.channel} again`);
  }

  private dropped(client: pg.Client): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(RECONNECT_MAX_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.open(true).catch((error: unknown) => {
        this.logger.warn(
          `listening on ${this.channel} again failed: ${(error as Error).message}; trying again in ${this.retryMs} ms`,
        );
        this.scheduleReconnect();
      });
    }, wait);
    // Polling covers the gap: a pending reconnect never keeps a stopping process alive.
    this.retryTimer.unref();
  }
}
