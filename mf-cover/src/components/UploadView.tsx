import type { FileRejection } from 'react-dropzone';
import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import type { ChosenPhoto } from '../lib/photo-selection.js';
import { PhotoDropZone } from './PhotoDropZone.js';
import { PhotoThumbnails } from './PhotoThumbnails.js';

export interface UploadViewProps {
  photos: readonly ChosenPhoto[];
  refusals: readonly string[];
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
  onRemove: (id: number) => void;
  onBack: () => void;
  onGenerate: () => void;
  busy: boolean;
}

/** Step 4's first view: the photos of the main character (docs/product/step4-cover.md). */
export function UploadView({ photos, refusals, onFiles, onRemove, onBack, onGenerate, busy }: UploadViewProps) {
  return (
    <Section aria-labelledby="upload-heading">
      <Heading id="upload-heading">UPLOAD AN IMAGE OF THE MAIN CHARACTER</Heading>
      <PhotoDropZone onFiles={onFiles} disabled={busy} />
      <Refusals role="alert">
        {refusals.length > 0 && (
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        )}
      </Refusals>
      <PhotoThumbnails photos={photos} onRemove={onRemove} disabled={busy} />
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          BACK TO STEP 3
        </Button>
        <Button onClick={onGenerate} disabled={photos.length === 0 || busy}>
          Generate Cover
        </Button>
      </Actions>
    </Section>
  );
}

const Section = styled.section`
  max-width: 720px;
  margin: 0 auto;
`;

const Heading = styled.h2`
  text-align: center;
  font-size: 1.1rem;
  letter-spacing: 0.05em;
`;

const Refusals = styled.div`
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
  ul { margin: ${(props) => props.theme.space(1.5)} 0 0; padding-left: ${(props) => props.theme.space(2.5)}; }
`;

/** The two buttons wrap onto two lines on a phone rather than push the page sideways. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(2)};
  margin-top: ${(props) => props.theme.space(3)};
`;
