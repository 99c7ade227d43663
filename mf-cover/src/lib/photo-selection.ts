import { COVER_LIMITS } from '@storyloom/contracts';
import type { FileRejection } from 'react-dropzone';

/** The file picker's and the drop zone's accepted types: the contract's, mirrored to answer early (the server decides). */
export const PHOTO_ACCEPT: Record<string, string[]> = Object.fromEntries(
  COVER_LIMITS.acceptedImageTypes.map((type) => [type, []]),
);

const MEGABYTE = 1024 * 1024;
export const MAX_PHOTO_MEGABYTES = COVER_LIMITS.maxImageBytes / MEGABYTE;

export interface ChosenPhoto {
  /** Stable within the page, for React keys and removal (two files may share a name). */
  id: number;
  file: File;
}

export interface PhotoSelection {
  photos: ChosenPhoto[];
  /** One sentence per file not added, naming it and why. */
  refusals: string[];
}

/** Why the drop zone refused a file, in words naming the file (react-dropzone's codes, our sentences). */
export function refusalOf({ file, errors }: FileRejection): string {
  const codes = errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return `${file.name}: only JPEG, PNG or WebP images can be used.`;
  if (codes.includes('file-too-large')) return `${file.name}: the image is larger than ${MAX_PHOTO_MEGABYTES} MB.`;
  return `${file.name}: ${errors[0]?.message ?? 'this file cannot be used.'}`;
}

/**
 * Adds the accepted files after `current`, up to COVER_LIMITS.maxImages in all; the extra ones are left out and
 * named, as are the ones the drop zone refused (type or size).
 */
export function addPhotos(
  current: readonly ChosenPhoto[],
  accepted: readonly File[],
  rejected: readonly FileRejection[],
  nextId: () => number,
): PhotoSelection {
  const room = Math.max(0, COVER_LIMITS.maxImages - current.length);
  const added = accepted.slice(0, room).map((file) => ({ id: nextId(), file }));
  const extra = accepted.slice(room);
  const refusals = rejected.map(refusalOf);
  if (extra.length > 0) {
    const names = extra.map((file) => file.name).join(', ');
    refusals.push(
      `Up to ${COVER_LIMITS.maxImages} images can be used: ${extra.length === 1 ? 'this one was' : `these ${extra.length} were`} not added: ${names}.`,
    );
  }
  return { photos: [...current, ...added], refusals };
}
