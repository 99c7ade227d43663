import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { ChosenPhoto } from '../lib/photo-selection.js';

export interface PhotoThumbnailsProps {
  photos: readonly ChosenPhoto[];
  onRemove: (id: number) => void;
  disabled?: boolean;
}

/** The chosen photos, each with a remove control. */
export function PhotoThumbnails({ photos, onRemove, disabled = false }: PhotoThumbnailsProps) {
  if (photos.length === 0) return null;
  return (
    <List aria-label="Chosen photos">
      {photos.map((photo) => (
        <Item key={photo.id}>
          <Thumbnail file={photo.file} />
          <Remove
            type="button"
            aria-label={`Remove ${photo.file.name}`}
            title={`Remove ${photo.file.name}`}
            onClick={() => onRemove(photo.id)}
            disabled={disabled}
          >
            ×
          </Remove>
        </Item>
      ))}
    </List>
  );
}

/** A local preview: an object URL for the file, released when the thumbnail goes (photos can be 15 MB each). */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <Image src={url} alt={file.name} /> : <Placeholder aria-label={file.name} role="img" />;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${(props) => props.theme.space(1.5)};
  margin: ${(props) => props.theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  aspect-ratio: 1;
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: ${(props) => props.theme.radii.small};
  border: 1px solid ${(props) => props.theme.colors.border};
`;

const Placeholder = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  background: ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
`;

const Remove = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${(props) => props.theme.colors.focus}; outline-offset: 2px; }
`;
