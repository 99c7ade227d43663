import { describe, expect, it } from '@jest/globals';
import { COVER_LIMITS } from '@storyloom/contracts';
import type { FileRejection } from 'react-dropzone';
import { addPhotos, PHOTO_ACCEPT, refusalOf, type ChosenPhoto } from './photo-selection.js';
import { photo } from './test-covers.js';

const counter = () => {
  let id = 100;
  return () => (id += 1);
};
/** react-dropzone adds paths to the files it hands over; these tests only need names. */
const rejection = (file: File, code: string, message: string): FileRejection => ({
  file: file as FileRejection['file'],
  errors: [{ code, message }],
});
const chosen = (count: number): ChosenPhoto[] =>
  Array.from({ length: count }, (_, index) => ({ id: index, file: photo(`old-${index}.jpg`) }));

describe('addPhotos', () => {
  it('adds the accepted files after the chosen ones, each with a new id', () => {
    const { photos, refusals } = addPhotos(chosen(1), [photo('a.jpg'), photo('b.png', 'image/png')], [], counter());
    expect(photos.map((each) => [each.id, each.file.name])).toEqual([
      [0, 'old-0.jpg'],
      [101, 'a.jpg'],
      [102, 'b.png'],
    ]);
    expect(refusals).toEqual([]);
  });

  it(`keeps at most ${COVER_LIMITS.maxImages} and names the ones left out`, () => {
    const { photos, refusals } = addPhotos(
      chosen(6),
      [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')],
      [],
      counter(),
    );
    expect(photos).toHaveLength(8);
    expect(photos.map((each) => each.file.name).slice(6)).toEqual(['a.jpg', 'b.jpg']);
    expect(refusals).toEqual(['Up to 8 images can be used: these 2 were not added: c.jpg, d.jpg.']);
  });

  it('adds nothing to a full selection', () => {
    const { photos, refusals } = addPhotos(chosen(8), [photo('late.jpg')], [], counter());
    expect(photos).toHaveLength(8);
    expect(refusals).toEqual(['Up to 8 images can be used: this one was not added: late.jpg.']);
  });

  it('names each file the drop zone refused, with the reason', () => {
    const rejected: FileRejection[] = [
      rejection(photo('scan.gif', 'image/gif'), 'file-invalid-type', 'File type must be ...'),
      rejection(photo('huge.jpg', 'image/jpeg', 20 * 1024 * 1024), 'file-too-large', 'File is larger than 15 MB'),
    ];
    expect(addPhotos([], [], rejected, counter()).refusals).toEqual([
      'scan.gif: only JPEG, PNG or WebP images can be used.',
      'huge.jpg: the image is larger than 15 MB.',
    ]);
    expect(refusalOf(rejection(photo('x.jpg'), 'other', 'Odd file'))).toBe('x.jpg: Odd file');
  });

  it("mirrors the contract's accepted types for the file picker", () => {
    expect(Object.keys(PHOTO_ACCEPT)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});
