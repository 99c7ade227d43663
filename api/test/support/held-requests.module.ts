import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Lookouts } from './lookouts.js';

/**
 * A test-only route whose requests stay in flight until the test lets them go: `GET /api/test-held` waits for
 * `heldRequests.release()`. The test awaits `arrived(n)` (n requests are inside the handler) and `closed(n)` (n of
 * their responses have closed, answered or abandoned by the client) instead of sleeping.
 */
class HeldRequests {
  private gate!: Promise<void>;
  private open!: () => void;
  private arrivals = 0;
  private closes = 0;
  private readonly lookouts = new Lookouts();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
    this.arrivals = 0;
    this.closes = 0;
  }

  release(): void {
    this.open();
  }

  async hold(response: Response): Promise<void> {
    response.once('close', () => {
      this.closes++;
      this.lookouts.changed();
    });
    this.arrivals++;
    this.lookouts.changed();
    await this.gate;
  }

  arrived(count: number): Promise<void> {
    return this.lookouts.until(() => this.arrivals >= count);
  }

  closed(count: number): Promise<void> {
    return this.lookouts.until(() => this.closes >= count);
  }
}

export const heldRequests = new HeldRequests();

@Controller('test-held')
class HeldRequestsController {
  @Get()
  async held(@Res() response: Response): Promise<void> {
    await heldRequests.hold(response);
    if (!response.destroyed) response.json({ released: true });
  }
}

@Module({ controllers: [HeldRequestsController] })
export class HeldRequestsModule {}
