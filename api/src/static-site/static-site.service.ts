import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, NotFoundException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { ensureVisitorCookieOnPage } from '../session/visitor-session.js';
import { InjectConfig } from '../config/config.module.js';
import { REVALIDATE, setRemoteFileCaching, setShellFileCaching } from './cache-policy.js';
import { precompressedFiles, sendPrecompressed } from './precompressed-files.js';
import { ShellNotBuiltException, StaticFileNotFoundException } from './static-site.exception.js';

/** Paths answered by Nest controllers (the API, plus /get_book_size outside /api, docs/product/routes.md#api). */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/') || path === '/get_book_size';

/** `*.js.map`, `*.css.map`, … (their precompressed copies are chosen by the same request path). */
function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path); // the file server decodes too: /main.js.%6Dap is main.js.map
  } catch {
    // Malformed escapes name no file; the file server answers those.
  }
  return decoded.toLowerCase().endsWith('.map');
}

/** Browsers navigating to a page send Accept: text/html; scripts, fetches and images do not. */
const wantsPage = (request: Request): boolean => request.path === '/' || (request.headers.accept ?? '').includes('text/html');

/**
 * The static origin on the API's port: /remotes/<pkg>/<version>/… from the publish folder (immutable), the
 * shell's files (hashed assets immutable, the rest revalidated), and the shell's index.html for every other page
 * navigation, so client-side routes, including unknown ones, reach the shell (which shows its error screen).
 * A missing file answers a 404 JSON error, never index.html, so a broken script URL fails loudly.
 * Text files go out as their brotli or gzip copy written at build time when the browser accepts it
 * (precompressed-files.ts); compressing per request would cost CPU on every visit and compress less.
 */
@Injectable()
export class StaticSiteService {
  private readonly remotesDir: string;
  private readonly shellDir: string;
  private readonly shellCaching: ReturnType<typeof setShellFileCaching>;

  constructor(@InjectConfig() config: AppConfig) {
    this.remotesDir = join(config.paths.publishDir, 'remotes');
    this.shellDir = join(config.paths.publishDir, 'shell');
    this.shellCaching = setShellFileCaching(this.shellDir);
  }

  router(): Router {
    const router = express.Router();
    router.use((request, _response, next) => (isApiPath(request.path) ? next('router') : next()));
    // Source maps stay beside the build for operators; served, they would hand anyone the whole front-end source.
    router.use((request, _response, next) => (isSourceMap(request.path) ? next(new StaticFileNotFoundException(request.path)) : next()));
    const remoteCaching = setRemoteFileCaching(this.remotesDir);
    router.use(
      '/remotes',
      precompressedFiles(this.remotesDir, remoteCaching),
      express.static(this.remotesDir, { index: false, redirect: false, cacheControl: false, setHeaders: remoteCaching }),
      (request: Request, _response: Response, next: NextFunction) => next(new StaticFileNotFoundException(request.originalUrl)),
    );
    router.use(precompressedFiles(this.shellDir, this.shellCaching));
    router.use(express.static(this.shellDir, { index: false, redirect: false, cacheControl: false, setHeaders: this.shellCaching }));
    router.use((request, response, next) => void this.servePage(request, response, next).catch(next));
    return router;
  }

  private async servePage(request: Request, response: Response, next: NextFunction): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next(new NotFoundException(`Cannot ${request.method} ${request.path}`));
      return;
    }
    if (!wantsPage(request)) {
      next(new StaticFileNotFoundException(request.path));
      return;
    }
    const index = join(this.shellDir, 'index.html');
    if (!existsSync(index)) {
      next(new ShellNotBuiltException(this.shellDir));
      return;
    }
    ensureVisitorCookieOnPage(request, response);
    // Every path answers with index.html, so it is revalidated whatever the shell's caching says about the file.
    const revalidate = (reply: Response) => reply.setHeader('Cache-Control', REVALIDATE);
    if (await sendPrecompressed(request, response, { root: this.shellDir, relativePath: 'index.html', setCaching: revalidate })) return;
    revalidate(response);
    // Relative to `root`: send refuses dot-folders on the whole path, and the default publish folder is `.published`.
    response.sendFile('index.html', { root: this.shellDir, cacheControl: false }, (error) => error && next(error));
  }
}
