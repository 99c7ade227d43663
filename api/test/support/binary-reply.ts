import type request from 'supertest';

/** A binary reply (a PDF, an EPUB, an image) as the bytes sent, after asserting it answered 200. */
export const bytesOf = async (sent: request.Test): Promise<Buffer> =>
  (
    await sent
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
  ).body as Buffer;
