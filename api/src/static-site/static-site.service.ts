import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { ensureVisitorCookieOnPage } from '../session/visitor-session.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { InjectConfig } from '../config/config.module.js';
import { CoverService } from '../cover/cover.service.js';
import { RemoteRegistryService } from '../remote-registry/remote-registry.service.js';
import { REVALIDATE, setRemoteFileCaching, setShellFileCaching } from './cache-policy.js';
import { withDemoNotice } from './demo-notice.js';
import {
  COVER_PAGE_PATH,
  coverPreloadLink,
  inlineRegistryScript,
  NOT_FOUND_MARKER,
  preloadLinks,
  remotePageFor,
  withHeadAdditions,
} from './page-head.js';
import { precompressedFiles } from './precompressed-files.js';
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
const wantsPage = (request: Request): boolean =>
  request.path === '/' || (request.headers.accept ?? '').includes('text/html');

/**
 * The static origin on the API's port: /remotes/<pkg>/<version>/… from the publish folder (immutable), the
 * shell's files (hashed assets immutable, the rest revalidated), and the shell's index.html for every other page
 * navigation, so client-side routes reach the shell; an unknown path gets the same page with status 404 and a
 * marker (page-head.ts) on which the shell shows its error screen.
 * A missing file answers a 404 JSON error, never index.html, so a broken script URL fails loudly.
 * Text files go out as their brotli or gzip copy written at build time when the browser accepts it
 * (precompressed-files.ts); compressing per request would cost CPU on every visit and compress less. The page
 * itself is the exception: it carries the remote registry and preload hints for its route (page-head.ts), so it
 * is made per request, and compressed then (about 2 KB: a fast brotli level costs well under a millisecond).
 */
@Injectable()
export class StaticSiteService {
  private readonly logger = new Logger('StaticSite');
  private readonly remotesDir: string;
  private readonly shellDir: string;
  private readonly shellCaching: ReturnType<typeof setShellFileCaching>;
  private readonly publishDir: string;
  private readonly demo: boolean;
  private shellPage: { mtimeMs: number; html: string } | undefined;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly registry: RemoteRegistryService,
    private readonly accounts: AccountsService,
    private readonly covers: CoverService,
  ) {
    this.publishDir = config.paths.publishDir;
    this.demo = config.mode === 'demo';
    this.remotesDir = join(config.paths.publishDir, 'remotes');
    this.shellDir = join(config.paths.publishDir, 'shell');
    this.shellCaching = setShellFileCaching(this.shellDir);
  }

  router(): Router {
    const router = express.Router();
    router.use((request, _response, next) => (isApiPath(request.path) ? next('router') : next()));
    // Source maps stay beside the build for operators; served, they would hand anyone the whole front-end source.
    router.use((request, _response, next) =>
      isSourceMap(request.path) ? next(new StaticFileNotFoundException(request.path)) : next(),
    );
    const remoteCaching = setRemoteFileCaching(this.remotesDir);
    router.use(
      '/remotes',
      precompressedFiles(this.remotesDir, remoteCaching),
      express.static(this.remotesDir, {
        index: false,
        redirect: false,
        cacheControl: false,
        setHeaders: remoteCaching,
      }),
      (request: Request, _response: Response, next: NextFunction) =>
        next(new StaticFileNotFoundException(request.originalUrl)),
    );
    router.use(precompressedFiles(this.shellDir, this.shellCaching));
    router.use(
      express.static(this.shellDir, {
        index: false,
        redirect: false,
        cacheControl: false,
        setHeaders: this.shellCaching,
      }),
    );
    router.use((request, response, next) => void this.servePage(request, response, next, false).catch(next));
    return router;
  }

  /**
   * Exactly what a path that does not exist answers (the operator gate's answer to everyone but operators, so
   * `/internal/*` tells nothing): the site's 404 page to a browser, the same 404 JSON error as any unknown path otherwise.
   */
  answerNotFound(request: Request, response: Response, next: NextFunction): void {
    void this.servePage(request, response, next, true).catch(next);
  }

  /**
   * The shell's page: with 200 at a route of the site; at any other path (or a hidden one) with 404 and the
   * not-found marker, so the shell shows its error screen there whatever its own route table would match.
   */
  private async servePage(request: Request, response: Response, next: NextFunction, hidden: boolean): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next(new NotFoundException(`Cannot ${request.method} ${request.path}`));
      return;
    }
    if (!wantsPage(request)) {
      next(new StaticFileNotFoundException(request.path));
      return;
    }
    const known = !hidden && remotePageFor(request.path) !== undefined;
    const html = await this.readShellPage();
    if (html === undefined) {
      // No page to show yet; a path that is no page of the site is a plain 404 all the same.
      next(known ? new ShellNotBuiltException(this.shellDir) : new StaticFileNotFoundException(request.path));
      return;
    }
    ensureVisitorCookieOnPage(request, response);
    const registry = this.registry.current();
    const additions = known
      ? [...(await preloadLinks(request.path, registry, this.publishDir, html)), ...(await this.draftHints(request))]
      : [NOT_FOUND_MARKER];
    const withHead = withHeadAdditions(html, [inlineRegistryScript(registry), ...additions]);
    const page = this.demo ? withDemoNotice(withHead) : withHead;
    if (!known) response.status(404);
    // Every path answers with the shell's page, so it is revalidated whatever the shell's caching says about the file.
    response.setHeader('Cache-Control', REVALIDATE);
    response.vary('Accept-Encoding');
    response.type('html');
    // Our preference, brotli first (smaller), among what the browser accepts; Chrome lists gzip before br.
    const encoding = (['br', 'gzip'] as const).find((candidate) => request.acceptsEncodings(candidate));
    if (encoding === 'br') {
      response.setHeader('Content-Encoding', 'br');
      response.send(brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    } else if (encoding === 'gzip') {
      response.setHeader('Content-Encoding', 'gzip');
      response.send(gzipSync(page));
    } else {
      response.send(page);
    }
  }

  /**
   * Hints for what this visitor's own draft puts first on the page: on /step4, their stored cover. Nothing for a
   * browser without a visitor cookie (a new visitor has no draft), nor on any other path (no query for them). A hint
   * is an optimisation: when the draft cannot be read, the page goes out without it (the shell asks the API itself).
   */
  private async draftHints(request: Request): Promise<string[]> {
    if (request.path.replace(/\/+$/, '') !== COVER_PAGE_PATH) return [];
    try {
      const draftKey = await this.accounts.pageDraftKey(request);
      const cover = draftKey === undefined ? undefined : await this.covers.chosenCoverPreview(draftKey);
      return cover ? [coverPreloadLink(cover)] : [];
    } catch (error) {
      this.logger.warn(`no cover hint for ${request.path}: ${String(error)}`);
      return [];
    }
  }

  /** The shell's index.html, re-read when a build rewrites it; undefined while the shell is not built. */
  private async readShellPage(): Promise<string | undefined> {
    const file = join(this.shellDir, 'index.html');
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    if (this.shellPage?.mtimeMs !== stats.mtimeMs)
      this.shellPage = { mtimeMs: stats.mtimeMs, html: await readFile(file, 'utf8') };
    return this.shellPage.html;
  }
}
