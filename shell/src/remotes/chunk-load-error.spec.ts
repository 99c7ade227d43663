import { describe, expect, it } from '@jest/globals';
import { toChunkLoadFailure } from './chunk-load-error.js';

describe('toChunkLoadFailure', () => {
  it("words every failure as the spec's 'Loading chunk … failed'", () => {
    expect(toChunkLoadFailure('mf_cover', new Error('x')).message).toBe('Loading chunk mf_cover failed.');
  });

  it.each([
    [
      'a 404 manifest',
      new Error('Manifest answered 404 (missing: /remotes/mf-cover/9.9.9/mf-manifest.json)'),
      'missing',
    ],
    [
      'a runtime-wrapped manifest failure',
      new Error('[ Federation Runtime ]: Failed to get manifest. Error: Manifest could not be fetched (missing: /x)'),
      'missing',
    ],
    ['an unreachable entry script', new Error('ScriptNetworkError: Failed to load script "/remotes/a.js"'), 'missing'],
    [
      "webpack's ChunkLoadError",
      Object.assign(new Error('Loading chunk 42 failed.\n(missing: http://x/42.js)'), { name: 'ChunkLoadError' }),
      'missing',
    ],
    ['a slow manifest', new Error('Manifest timed out after 120000 ms (timeout: /x)'), 'timeout'],
    ['a slow entry script', new Error('ScriptNetworkError: Script "/remotes/a.js" timed out.'), 'timeout'],
    ["webpack's chunk timeout", new Error('Loading chunk 42 failed.\n(timeout: http://x/42.js)'), 'timeout'],
    ['a broken manifest', new Error('"/x/mf-manifest.json" is not a valid federation manifest'), 'other'],
    ['a script that throws', new Error('ScriptExecutionError: boom'), 'other'],
  ])('classifies %s', (_case, error, reason) => {
    expect(toChunkLoadFailure('mf_cover', error).reason).toBe(reason);
  });

  it('names the file that failed, else the registered manifest', () => {
    const script = new Error(
      'ScriptNetworkError: Failed to load script "http://x/remotes/mf-cover/0.3.0/static/js/mf_cover.js"',
    );
    expect(toChunkLoadFailure('mf_cover', script, '/m.json').url).toBe(
      'http://x/remotes/mf-cover/0.3.0/static/js/mf_cover.js',
    );
    expect(
      toChunkLoadFailure('mf_cover', new Error('Loading chunk 7 failed.\n(timeout: http://x/7.js)'), '/m.json').url,
    ).toBe('http://x/7.js');
    expect(toChunkLoadFailure('mf_cover', new Error('boom'), '/m.json').url).toBe('/m.json');
  });

  it('looks through error causes', () => {
    const wrapped = new Error('load failed', { cause: new Error('Manifest answered 404 (missing: /x)') });
    expect(toChunkLoadFailure('mf_cover', wrapped).reason).toBe('missing');
  });
});
