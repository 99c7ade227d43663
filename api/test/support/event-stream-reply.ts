import type request from 'supertest';

/** One Server-Sent Event as a test reads it. */
export interface ReadEvent {
  event: string;
  data: unknown;
}

/** Splits a complete text/event-stream body into its events (comments dropped), data parsed as JSON. */
export function parseEventStream(body: string): ReadEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      event: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message',
      data: JSON.parse(lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n')) as unknown,
    }));
}

/** supertest buffers text/event-stream bodies only with a parser; this one keeps the raw text. */
export function bufferText(response: request.Response, callback: (error: Error | null, body: string) => void): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => callback(null, text));
}
