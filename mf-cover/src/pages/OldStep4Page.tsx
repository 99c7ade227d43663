import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { DraftProgressReply } from '@storyloom/contracts';
import { Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';

/** One jpeg, jpg or png file (docs/product/step4-cover.md, "/OldStep4"); no size limit, so no size message fires. */
export const LEGACY_ACCEPT = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'] };

/** The legacy screen's indicator is fixed: Cover highlighted, stages 1–3 done (docs/product/step4-cover.md). */
const LEGACY_PROGRESS: DraftProgressReply = {
  steps: { characters: true, premise: true, outline: true, cover: false, delivery: false },
  stale: { summary: false, outline: false },
  outlineMissing: [],
};

/**
 * /OldStep4, the legacy cover upload: a drop zone for one image with a local preview, 'Choose from files',
 * 'Take a photo' (never implemented: it only writes to the console) and 'Back to Step 3'. Nothing is uploaded.
 */
export default function OldStep4Page() {
  usePageview('/OldStep4', 'Old Step 4');
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: LEGACY_ACCEPT,
    multiple: false,
    // A click on the zone opens the file dialog; keyboards use 'Choose from files' (a focusable zone holding the
    // file input would nest interactive controls).
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      setRejections(rejected);
      // A new file replaces the previous one; a refused drop leaves the current one in place.
      if (accepted[0]) setFile(accepted[0]);
    },
  });

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <PageContainer>
      <StepIndicator active={3} progress={LEGACY_PROGRESS} />
      <PageTitle>UPLOAD COVER IMAGE</PageTitle>
      <Body>
        <Zone
          {...getRootProps()}
          $active={isDragActive}
          data-drag-active={isDragActive || undefined}
          data-testid="legacy-drop-zone"
        >
          <input {...getInputProps()} aria-label="Cover image" />
          {preview ? (
            <Preview src={preview} alt={file ? `Preview of ${file.name}` : 'Preview'} />
          ) : (
            <>
              <Prompt>Drag and drop your image here</Prompt>
              <Hint>or click to select from files</Hint>
            </>
          )}
        </Zone>
        {rejections.length > 0 && (
          <Errors role="alert">
            {rejections.flatMap(({ file: refused, errors }) =>
              errors.map((error) => (
                <li key={`${refused.name}:${error.code}`}>
                  {refused.name}: {error.message}
                </li>
              )),
            )}
          </Errors>
        )}
        <Actions>
          <Button onClick={open}>Choose from files</Button>
          <Button variant="secondary" onClick={() => console.log('Take a photo is not implemented.')}>
            Take a photo
          </Button>
          <Button variant="secondary" onClick={() => navigate('/step3')}>
            Back to Step 3
          </Button>
        </Actions>
      </Body>
    </PageContainer>
  );
}

const Body = styled.div`
  max-width: 600px;
  margin: 0 auto;
`;

const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 220px;
  padding: ${(props) => props.theme.space(3)};
  border: 2px dashed ${(props) => (props.$active ? props.theme.colors.primary : props.theme.colors.border)};
  border-radius: ${(props) => props.theme.radii.medium};
  background: ${(props) => (props.$active ? 'rgba(46, 125, 50, 0.06)' : props.theme.colors.surface)};
  cursor: pointer;
  transition: border-color 0.15s, background-color 0.15s;
  &:focus-visible { outline: 3px solid ${(props) => props.theme.colors.focus}; outline-offset: 2px; }
`;

/** At most 300 px high (docs/product/constants-and-prices.md, cover preview). */
const Preview = styled.img`
  max-height: 300px;
  max-width: 100%;
  border-radius: ${(props) => props.theme.radii.small};
`;

const Prompt = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: ${(props) => props.theme.space(0.5)} 0 0;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Errors = styled.ul`
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(props) => props.theme.space(1.5)};
  margin-top: ${(props) => props.theme.space(3)};
`;
