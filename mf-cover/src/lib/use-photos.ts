import { useCallback, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { addPhotos, type ChosenPhoto } from './photo-selection.js';

/** The photos chosen on step 4, kept while the visitor is on the page so RE-GENERATE COVER can send them again. */
export function usePhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const lastId = useRef(0);

  const add = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const selection = addPhotos(photos, accepted, rejected, () => (lastId.current += 1));
      setPhotos(selection.photos);
      setRefusals(selection.refusals);
    },
    [photos],
  );

  const remove = useCallback((id: number) => {
    setPhotos((current) => current.filter((photo) => photo.id !== id));
    setRefusals([]);
  }, []);

  const clear = useCallback(() => {
    setPhotos([]);
    setRefusals([]);
  }, []);

  return { photos, files: photos.map((photo) => photo.file), refusals, add, remove, clear };
}
