import { createParser } from 'eventsource-parser';
import type request from 'supertest';

/** One Server-Sent Event as a test reads it. */
export interface ReadEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a complete text/event-stream body into its events (comments dropped), data parsed as JSON. The same
 * parser as the kit's client and the benches (eventsource-parser), so the tests read the stream as browsers do.
 */
export function parseEventStream(body: string): ReadEvent[] {
  const events: ReadEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data: JSON.parse(data) as unknown }),
  });
  parser.feed(body);
  return events;
}

/** supertest buffers text/event-stream bodies only with a parser; this one keeps the raw text. */
export function bufferText(response: request.Response, callback: (error: Error | null, body: string) => void): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => callback(null, text));
}
