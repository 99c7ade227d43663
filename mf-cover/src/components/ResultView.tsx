import type { PhotoWarning } from '@storyloom/contracts';
import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import type { Carousel } from '../lib/use-step4.js';
import { BookPreview } from './BookPreview.js';

export interface ResultViewProps {
  carousel: Carousel;
  onShow: (index: number) => void;
  coverBusy: boolean;
  coverError: string | null;
  warnings: readonly PhotoWarning[];
  chapter: string;
  writing: boolean;
  chapterError: string | null;
  onRetryChapter: () => void;
  /** Disabled without photos (coming back shows a stored cover: its photos are not in this browser). */
  canRegenerate: boolean;
  onRegenerate: () => void;
  canProceed: boolean;
  storing: boolean;
  storeError: string | null;
  onProceed: () => void;
  onStartOver: () => void;
}

/** Step 4's second view: the book's preview (covers and first chapter), RE-GENERATE COVER and Proceed to step 5. */
export function ResultView(props: ResultViewProps) {
  const { carousel, coverBusy, coverError, warnings, storing, storeError } = props;
  return (
    <>
      <BookPreview
        carousel={carousel}
        onShow={props.onShow}
        coverBusy={coverBusy}
        coverLabel="Your cover"
        coverExtras={
          <>
            {coverError && <ErrorText role="alert">{coverError}</ErrorText>}
            {warnings.length > 0 && (
              <Warnings role="status" aria-label="Photo warnings">
                <ul>
                  {warnings.map((warning) => (
                    <li key={`${warning.file}:${warning.message}`}>
                      {warning.file}: {warning.message}
                    </li>
                  ))}
                </ul>
              </Warnings>
            )}
            <Button
              variant="secondary"
              onClick={props.onRegenerate}
              disabled={!props.canRegenerate || coverBusy || storing}
              busy={coverBusy}
              busyLabel="RE-GENERATE COVER"
            >
              RE-GENERATE COVER
            </Button>
          </>
        }
        chapter={props.chapter}
        writing={props.writing}
        chapterError={props.chapterError}
        onRetryChapter={props.onRetryChapter}
      />
      {storeError && <ErrorText role="alert">{storeError}</ErrorText>}
      <Actions>
        <Button variant="secondary" onClick={props.onStartOver} disabled={storing}>
          Start over
        </Button>
        <Button onClick={props.onProceed} disabled={!props.canProceed} busy={storing} busyLabel="Saving...">
          Proceed to step 5
        </Button>
      </Actions>
    </>
  );
}

const Warnings = styled.div`
  padding: ${(props) => props.theme.space(1.5)};
  ul { margin: 0; padding-left: ${(props) => props.theme.space(2)}; }
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};
  font-size: 0.9rem;
`;

const ErrorText = styled.p`
  margin: ${(props) => props.theme.space(1)} 0;
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(2)};
  margin-top: ${(props) => props.theme.space(3)};
`;
