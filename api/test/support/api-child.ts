// The real API as a process of its own (createApp, workers on unless WORKERS says otherwise), configured by its
// environment like `npm start`, for tests that kill it (production-crash.spec.ts). Prints one JSON line with its
// URL once it listens; stops cleanly on SIGTERM.
import 'reflect-metadata';
import { pino } from 'pino';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';

const config = loadConfig(process.env);
const app = await createApp(config, { logger: pino({ level: process.env.CHILD_LOG_LEVEL ?? 'silent' }) });
await app.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url: await app.getUrl(), pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
