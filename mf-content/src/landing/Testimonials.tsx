import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { TESTIMONIALS, type Testimonial } from './testimonials.js';
import { useArrowKeysInView } from './use-arrow-keys-in-view.js';

const Carousel = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(3)} auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 260px;
  blockquote { margin: 0; font-size: 1.1rem; font-style: italic; line-height: 1.6; }
  figcaption { font-weight: 700; }
  img { width: 96px; height: 96px; border-radius: 50%; }
`;

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
  font-size: 0.7rem;
  text-align: center;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  button {
    min-width: 44px;
    min-height: 44px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: 1.2rem;
    cursor: pointer;
  }
`;

function Portrait({ testimonial }: { testimonial: Testimonial }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Fallback role="img" aria-label={`Image not available, Customer ${testimonial.id}`}>
        <span>Image not available</span>
        <span>Customer {testimonial.id}</span>
      </Fallback>
    );
  }
  return <img src={testimonial.image} alt={testimonial.name} width={96} height={96} onError={() => setFailed(true)} />;
}

/**
 * The six testimonials one at a time: Previous/Next buttons and the left/right arrow keys (while the carousel is in
 * view and no field has focus) move through them with wraparound; 'n/6' says where the visitor is. A picture that fails shows 'Image not available'
 * and 'Customer n'.
 */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const move = (by: number) => setIndex((current) => (current + by + count) % count);
  const carousel = useRef<HTMLDivElement>(null);
  useArrowKeysInView(carousel, move);
  const testimonial = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;
  return (
    <Carousel role="region" aria-roledescription="carousel" aria-label="Testimonials" tabIndex={0} ref={carousel}>
      <Figure key={testimonial.id} aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
        <Portrait testimonial={testimonial} />
        <blockquote>{testimonial.text}</blockquote>
        <figcaption>{testimonial.name}</figcaption>
      </Figure>
      <Controls>
        <button type="button" aria-label="Previous testimonial" onClick={() => move(-1)}>
          ‹
        </button>
        <span aria-live="polite">
          {index + 1}/{count}
        </span>
        <button type="button" aria-label="Next testimonial" onClick={() => move(1)}>
          ›
        </button>
      </Controls>
    </Carousel>
  );
}
