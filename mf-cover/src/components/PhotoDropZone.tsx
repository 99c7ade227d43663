import { useDropzone, type FileRejection } from 'react-dropzone';
import { styled } from 'styled-components';
import { COVER_LIMITS } from '@storyloom/contracts';
import { Button } from '@storyloom/kit';
import { PHOTO_ACCEPT } from '../lib/photo-selection.js';

export interface PhotoDropZoneProps {
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
  disabled?: boolean;
}

/**
 * Drag and drop, or CHOOSE FROM FILES: JPEG, PNG or WebP within the contract's size (the server checks them again,
 * by content). The count limit is applied by the caller, which knows how many photos are already chosen.
 */
export function PhotoDropZone({ onFiles, disabled = false }: PhotoDropZoneProps) {
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: PHOTO_ACCEPT,
    maxSize: COVER_LIMITS.maxImageBytes,
    multiple: true,
    // The zone is a drop target; the button is the one way to the file dialog (a click would otherwise open it twice).
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: onFiles,
  });
  return (
    <Zone
      {...getRootProps()}
      $active={isDragActive}
      data-drag-active={isDragActive || undefined}
      data-testid="photo-drop-zone"
    >
      <input {...getInputProps()} aria-label="Photos of the main character" />
      <Prompt>
        {isDragActive ? 'Drop the images here' : `Drag and drop up to ${COVER_LIMITS.maxImages} images here`}
      </Prompt>
      <Hint>JPEG, PNG or WebP</Hint>
      <Button variant="secondary" onClick={open} disabled={disabled}>
        CHOOSE FROM FILES
      </Button>
    </Zone>
  );
}

const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(4)} ${(props) => props.theme.space(2)};
  border: 2px dashed ${(props) => (props.$active ? props.theme.colors.primary : props.theme.colors.border)};
  border-radius: ${(props) => props.theme.radii.medium};
  background: ${(props) => (props.$active ? 'rgba(46, 125, 50, 0.06)' : props.theme.colors.surface)};
  text-align: center;
  transition: border-color 0.15s, background-color 0.15s;
`;

const Prompt = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(props) => props.theme.colors.textMuted};
  font-size: 0.9rem;
`;
