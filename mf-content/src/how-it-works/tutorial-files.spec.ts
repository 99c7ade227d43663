import { readdirSync, readFileSync, statSync } from 'node:fs';
import { MAIN_TUTORIAL, TUTORIAL_STEPS } from './tutorials.js';

// The recordings `npm run tutorials` writes, checked as committed: every video the page shows exists with its
// poster, is what its name says, and stays small. A renamed or missing file fails here as well as in the build.
const folder = new URL('./tutorials/', import.meta.url);
const ids = [MAIN_TUTORIAL.id, ...TUTORIAL_STEPS.map((step) => step.id)];
/** Each recording is made twice: in a laptop's window (<id>) and in a phone's (<id>-phone). */
const names = ids.flatMap((id) => [id, `${id}-phone`]);
const bytes = (name: string) => readFileSync(new URL(name, folder));
const source = readFileSync(new URL('./tutorials.ts', import.meta.url), 'utf8');
const imported = [...source.matchAll(/from '\.\/tutorials\/([\w-]+\.(?:webm|webp))'/g)].map((match) => match[1]);

describe('tutorial videos', () => {
  it('imports a video and a poster, laptop and phone sized, for the main tutorial and each of the four steps, and nothing else', () => {
    expect(ids).toEqual(['main', 'characters', 'premise', 'outline', 'cover']);
    expect([...imported].sort()).toEqual(names.flatMap((name) => [`${name}.webm`, `${name}.webp`]).sort());
  });

  it('has every imported file in the folder, and no file the page does not use', () => {
    expect(readdirSync(folder).sort()).toEqual([...imported].sort());
  });

  it.each(names)('%s.webm is a WebM video and %s.webp a WebP picture', (id) => {
    const video = bytes(`${id}.webm`);
    // EBML's magic number, then the document type Matroska's WebM subset writes.
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.subarray(0, 64).includes('webm')).toBe(true);
    const poster = bytes(`${id}.webp`);
    expect([poster.subarray(0, 4).toString('latin1'), poster.subarray(8, 12).toString('latin1')]).toEqual([
      'RIFF',
      'WEBP',
    ]);
  });

  it('stays small: each video under 600 KB, each poster under 40 KB, all of them under 3 MB', () => {
    const size = (name: string) => statSync(new URL(name, folder)).size;
    for (const id of names) {
      expect([id, size(`${id}.webm`) < 600 * 1024]).toEqual([id, true]);
      expect([id, size(`${id}.webp`) < 40 * 1024]).toEqual([id, true]);
    }
    expect(imported.reduce((sum, name) => sum + size(name!), 0)).toBeLessThan(3 * 1024 * 1024);
  });
});
