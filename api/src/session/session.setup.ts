import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** Parses cookies and verifies signed ones with the shared session secret (session-secret.ts); `@VisitorId()` reads the verified value. */
export function useVisitorSessions(app: NestExpressApplication, sessionSecret: string): void {
  app.use(cookieParser(sessionSecret));
}
