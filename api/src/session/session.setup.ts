import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/app-config.js';

/** Parses cookies and verifies signed ones with SESSION_SECRET; `@VisitorId()` reads the verified value. */
export function useVisitorSessions(app: NestExpressApplication, config: AppConfig): void {
  app.use(cookieParser(config.session.secret));
}
