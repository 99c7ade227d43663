import type { GenerateCoverReply } from '@storyloom/contracts';
import type { installFakeFetch } from '@storyloom/kit/testing';

/** Test support only: a 1×1 PNG, as `generated_images` carry previews (bare base64). */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Test support only: a photo file as the file picker would give it. `bytes` overrides the size the browser reports. */
export function photo(name: string, type = 'image/jpeg', bytes?: number): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Test support only: a successful generate_cover reply with one cover per id. */
export function coverReply(...ids: string[]): GenerateCoverReply {
  return {
    success: true,
    generated_images: ids.map(() => TINY_PNG_BASE64),
    covers: ids.map((id) => ({ id, seed: `seed-${id}` })),
    warnings: [],
  };
}

/** Test support only: the multipart bodies sent to a path, in order. */
export function sentForms(fetchMock: ReturnType<typeof installFakeFetch>, path: string): FormData[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => init!.body as FormData);
}

/**
 * Test support only: jsdom has no object URLs; thumbnails and previews ask for one per file. Each file gets a
 * distinct address so a test can tell one preview from another.
 */
export function installObjectUrls(): { revoked: string[] } {
  let next = 0;
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:test/${(next += 1)}-${blob instanceof File ? blob.name : 'blob'}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return { revoked };
}
