import type request from 'supertest';

/** The request with its reply read as bytes (`reply.body` a Buffer), whatever its status: a PDF, an EPUB, an image. */
export const asBuffer = (sent: request.Test): request.Test =>
  sent.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A binary reply as the bytes sent, after asserting it answered 200. */
export const bytesOf = async (sent: request.Test): Promise<Buffer> => (await asBuffer(sent).expect(200)).body as Buffer;
