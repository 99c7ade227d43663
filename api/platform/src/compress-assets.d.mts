// Types for compress-assets.mjs, so the TypeScript rspack factory (shell/kit/build) uses the same compression.
export interface CompressionSummary {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  ms: number;
}
export declare function compressAssets(dir: string): Promise<CompressionSummary>;
export declare function describeCompression(summary: CompressionSummary): string;
