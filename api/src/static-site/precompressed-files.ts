import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PRECOMPRESSED_VARIANTS } from '@storyloom/platform/precompressed-variants';

/** Sets Cache-Control for a file of the folder (cache-policy.ts), judged on the original file's path. */
export type SetFileCaching = (response: Response, file: string) => void;

type Variant = (typeof PRECOMPRESSED_VARIANTS)[number];

const fileStat = (path: string) =>
  stat(path).then(
    (stats) => (stats.isFile() ? stats : undefined),
    () => undefined,
  );

/**
 * The precompressed copies (`<file>.br`, `<file>.gz`, written at build/publish time) that stand for `file`.
 * A copy older than its original is ignored: a watch build may have rewritten the original since.
 */
async function variantsOf(file: string): Promise<Variant[]> {
  const original = await fileStat(file);
  if (!original) return [];
  const copies = await Promise.all(
    PRECOMPRESSED_VARIANTS.map(async (variant) => ({ variant, stats: await fileStat(file + variant.suffix) })),
  );
  return copies.filter(({ stats }) => stats && stats.mtimeMs >= original.mtimeMs).map(({ variant }) => variant);
}

/** send's "no such file" (a missing file, or one it refuses to reveal, like a dotfile). */
const isNotFound = (error: Error): boolean =>
  (error as { status?: number }).status === 404 || (error as { code?: string }).code === 'ENOENT';

/** The URL path as a path inside `root`, or undefined when it is malformed or tries to leave `root`. */
function relativeFilePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = join(root, decoded);
  return file.startsWith(root + sep) ? file.slice(root.length + 1) : undefined;
}

/**
 * Sends `relativePath` (inside `root`) as its precompressed copy when the client accepts one: brotli first, then
 * gzip (PRECOMPRESSED_VARIANTS' order), with the original's Content-Type and cache policy. Resolves false when the
 * original should be sent instead (no copy, none accepted, or a Range request: ranges are served from the original,
 * where byte offsets mean what the client expects). Any file with copies gets `Vary: Accept-Encoding` either way,
 * so a shared cache never hands one client's encoding to another.
 */
export async function sendPrecompressed(
  request: Request,
  response: Response,
  { root, relativePath, setCaching }: { root: string; relativePath: string; setCaching: SetFileCaching },
): Promise<boolean> {
  const file = join(root, relativePath);
  const variants = await variantsOf(file);
  if (variants.length === 0) return false;
  response.vary('Accept-Encoding');
  const chosen = request.headers.range
    ? undefined
    : variants.find(({ encoding }) => request.acceptsEncodings(encoding));
  if (!chosen) return false;

  setCaching(response, file);
  response.type(extname(file));
  response.setHeader('Content-Encoding', chosen.encoding);
  return new Promise((resolve, reject) => {
    // Relative to `root`: send refuses dot-folders on the whole path, and the default publish folder is `.published`.
    response.sendFile(relativePath + chosen.suffix, { root, cacheControl: false }, (error?: Error) => {
      if (!error) return resolve(true);
      if (response.headersSent) return resolve(true);
      // The copy vanished between the check and the send (a republish): fall back to the original.
      response.removeHeader('Content-Encoding');
      response.removeHeader('Content-Type');
      return isNotFound(error) ? resolve(false) : reject(error);
    });
  });
}

/** Express middleware: GET/HEAD of a file under `root` answered by its precompressed copy when possible. */
export function precompressedFiles(root: string, setCaching: SetFileCaching): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const relativePath = relativeFilePath(root, request.path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !relativePath) return next();
    sendPrecompressed(request, response, { root, relativePath, setCaching }).then((sent) => sent || next(), next);
  };
}
