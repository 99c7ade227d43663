// Types for round-robin-proxy.mjs, so the TypeScript many-machines test shares the one proxy with the bench.
export declare class RoundRobinProxy {
  /** The index of the target that answered each request, in the order they arrived (empty with recordServed: false). */
  readonly served: number[];
  readonly url: string;
  private constructor();
  static start(options?: { recordServed?: boolean }): Promise<RoundRobinProxy>;
  route(targets: readonly string[]): void;
  close(): Promise<void>;
}
