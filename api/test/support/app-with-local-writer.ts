import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { OpenAiCompatibleServer } from './openai-compatible-server.js';
import {
  capturingLogger,
  START_TIMEOUT_MS,
  startTestApp,
  type TestApp,
  type TestAppOptions,
  type TestDatabaseKind,
} from './test-app.js';

/**
 * The setup the writer's specs share (the wizard's and the paid books'): one local OpenAI-compatible server and one
 * app writing with it, started once for the describe block that calls this, with the provider's script and recorded
 * requests reset before each test. Paid books are written by the job pipeline (jobs polled every 0.5 s, no stage
 * retries unless `env` says otherwise) and covers by the offline designer, so the only provider a test drives is the
 * writer.
 */
export interface AppWithLocalWriter {
  readonly provider: OpenAiCompatibleServer;
  readonly app: TestApp;
  /** What the app logged (the operator's view: "failed for good", "flagged"...). */
  readonly logs: ReturnType<typeof capturingLogger>;
}

export function appWithLocalWriter(
  database: TestDatabaseKind,
  env: Record<string, string>,
  imports: TestAppOptions['imports'] = [],
): AppWithLocalWriter {
  const logs = capturingLogger();
  let provider: OpenAiCompatibleServer | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    app = await startTestApp({
      database,
      imports,
      logger: logs.logger,
      env: {
        OPENAI_BASE_URL: provider.baseUrl,
        OPENAI_API_KEY: 'sk-test',
        COVER_DESIGNER: 'offline',
        JOBS_POLL_SECONDS: '0.5',
        PRODUCTION_RETRIES: '0',
        ...env,
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  beforeEach(() => provider?.reset());
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before beforeAll started it`);
    return value;
  };
  return {
    get provider() {
      return started(provider, 'the local OpenAI-compatible server');
    },
    get app() {
      return started(app, 'the test app');
    },
    logs,
  };
}
