import { styled } from 'styled-components';
import { Spinner } from '@storyloom/kit';
import type { Carousel } from '../lib/use-step4.js';

export interface CoverCarouselProps {
  carousel: Carousel;
  onShow: (index: number) => void;
  busy: boolean;
}

/** The covers made so far, one at a time, with previous and next and "Image n of m" (docs/product/step4-cover.md). */
export function CoverCarousel({ carousel: { covers, index }, onShow, busy }: CoverCarouselProps) {
  const shown = covers[index];
  return (
    <Figure aria-label="Cover designs" role="group">
      <Frame>
        {shown ? (
          <Cover
            src={shown.src}
            srcSet={shown.srcSet}
            sizes={shown.sizes}
            alt={`Cover design ${index + 1} of ${covers.length}`}
          />
        ) : (
          <Empty>{busy ? <Spinner $size={32} /> : null}</Empty>
        )}
      </Frame>
      <Controls>
        <Nav type="button" aria-label="Previous cover" onClick={() => onShow(index - 1)} disabled={index <= 0}>
          ‹
        </Nav>
        <Count aria-live="polite">{covers.length > 0 ? `Image ${index + 1} of ${covers.length}` : ''}</Count>
        <Nav
          type="button"
          aria-label="Next cover"
          onClick={() => onShow(index + 1)}
          disabled={index >= covers.length - 1}
        >
          ›
        </Nav>
      </Controls>
      <Status role="status">
        {busy ? (covers.length > 0 ? 'Designing another cover...' : 'Designing your cover...') : ''}
      </Status>
    </Figure>
  );
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
`;

/** The cover preview is at most 300 px high (docs/product/constants-and-prices.md); covers are 2:3 portrait. */
const Frame = styled.div`
  display: grid;
  place-items: center;
  height: 300px;
  aspect-ratio: 2 / 3;
  max-width: 100%;
`;

const Cover = styled.img`
  max-height: 300px;
  max-width: 100%;
  border-radius: ${(props) => props.theme.radii.small};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  border: 2px dashed ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  color: ${(props) => props.theme.colors.primary};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(2)};
`;

const Nav = styled.button`
  width: 44px;
  height: 44px;
  border: 2px solid ${(props) => props.theme.colors.primary};
  border-radius: 50%;
  background: transparent;
  color: ${(props) => props.theme.colors.primary};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${(props) => props.theme.colors.focus}; outline-offset: 2px; }
`;

const Count = styled.p`
  min-width: 110px;
  margin: 0;
  text-align: center;
`;

const Status = styled.p`
  min-height: 1.2em;
  margin: 0;
  color: ${(props) => props.theme.colors.textMuted};
  font-style: italic;
`;
