import type { NestExpressApplication } from '@nestjs/platform-express';
import { StaticSiteService } from './static-site.service.js';

/**
 * Mounted as plain Express middleware rather than a Nest controller: it must sit outside the /api prefix and
 * use serve-static's streaming, ETag and range support. Its errors still reach the global exception filter.
 */
export function useStaticSite(app: NestExpressApplication): void {
  app.use(app.get(StaticSiteService).router());
}
