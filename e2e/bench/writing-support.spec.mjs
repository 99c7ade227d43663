// The writing benches' stream reader against a local server that writes events the way a network delivers them:
// cut anywhere, with CRLF line ends, comments and JSON split over several data lines.
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { timeEventStream } from './writing-support.mjs';

let server;

/** Serves `body` as an event stream, a few bytes per write, and resolves with the server's URL. */
async function streamServer(body) {
  server = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const bytes = Buffer.from(body);
    for (let start = 0; start < bytes.length; start += 3) {
      response.write(bytes.subarray(start, start + 3));
      await new Promise((resolve) => setImmediate(resolve));
    }
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}/api/step3`;
}

afterEach(async () => {
  server.closeAllConnections(); // fetch keeps the connection alive; the test must leave nothing open
  await new Promise((resolve) => server.close(resolve));
});

describe('timeEventStream', () => {
  it('reads CRLF events, comments and multi-line data, and resolves with the done payload', async () => {
    const url = await streamServer(
      ': stream open\r\n\r\nevent: text\r\ndata: {"delta":\r\ndata: "# Chapter 1"}\r\n\r\nevent: done\r\ndata: {"chapter":\r\ndata: 1}\r\n\r\n',
    );
    const { times, done } = await timeEventStream(url, { body: {}, mark: /# Chapter 1/ });
    expect(done).toEqual({ chapter: 1 });
    expect(times.firstTextAt).toBeDefined();
    expect(times.markAt).toBeDefined();
    expect(times.doneAt).toBeDefined();
  });

  it('reports an error event with its data', async () => {
    const url = await streamServer('event: error\ndata: {"error":"GENERATION_FAILED"}\n\n');
    await expect(timeEventStream(url, { body: {} })).rejects.toThrow(
      'streamed an error: {"error":"GENERATION_FAILED"}',
    );
  });
});
