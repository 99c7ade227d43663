import { describe, expect, it } from '@jest/globals';
import { logsArePretty } from './logger.js';

describe('log lines', () => {
  it('are pretty on a terminal and JSON when stdout is a pipe or a file, unless LOG_PRETTY says otherwise', () => {
    expect(logsArePretty({ level: 'info' }, true, true)).toBe(true);
    expect(logsArePretty({ level: 'info' }, false, true)).toBe(false);
    expect(logsArePretty({ level: 'info', pretty: false }, true, true)).toBe(false);
    expect(logsArePretty({ level: 'info', pretty: true }, false, true)).toBe(true);
  });

  it('fall back to JSON where pino-pretty is not installed (a production install without dev dependencies)', () => {
    expect(logsArePretty({ level: 'info' }, true, false)).toBe(false);
    expect(logsArePretty({ level: 'info', pretty: true }, true, false)).toBe(false);
  });
});
