import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Carousel } from '../lib/use-step4.js';
import { CoverCarousel } from './CoverCarousel.js';
import { FirstChapterPanel } from './FirstChapterPanel.js';

export interface BookPreviewProps {
  carousel: Carousel;
  onShow: (index: number) => void;
  coverBusy: boolean;
  /** The cover column's name for screen readers ('Your cover', 'Sample cover'). */
  coverLabel: string;
  /** What step 4 puts under the cover (errors, photo warnings, RE-GENERATE COVER); nothing for a sample. */
  coverExtras?: ReactNode;
  chapter: string;
  /** The chapter panel's heading: YOUR FIRST CHAPTER on step 4. */
  chapterTitle?: string;
  writing: boolean;
  chapterError: string | null;
  onRetryChapter?: () => void;
}

/**
 * A book's preview: the cover carousel beside the first chapter. Step 4's result view (ResultView) and the sample
 * books' page (/sample-story) both show a book through this one component, so a sample looks exactly as the
 * visitor's own book will on step 4 (docs/product/landing-and-content.md#examples-examples-built).
 */
export function BookPreview(props: BookPreviewProps) {
  return (
    <Layout>
      <CoverColumn aria-label={props.coverLabel}>
        <CoverCarousel carousel={props.carousel} onShow={props.onShow} busy={props.coverBusy} />
        {props.coverExtras}
      </CoverColumn>
      <FirstChapterPanel
        text={props.chapter}
        title={props.chapterTitle}
        writing={props.writing}
        error={props.chapterError}
        onRetry={props.onRetryChapter}
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(3)};
  ${(props) => props.theme.media.md} {
    grid-template-columns: 320px 1fr;
    align-items: start;
  }
`;

const CoverColumn = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(props) => props.theme.space(1.5)};
`;
