import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { playMuted } from './play-muted.js';
import { tutorialSource, type TutorialStep } from './tutorials.js';
import { usePhoneSized } from './use-phone-sized.js';

/** The cards play their step's recording three times as fast: a minute of wizard in twenty seconds. */
export const CARD_PLAYBACK_RATE = 3;

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  text-align: left;
  overflow: hidden;
`;

const Heading = styled.h3`
  margin: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.15rem;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
  .number { font-size: 1.5rem; color: ${({ theme }) => theme.colors.primary}; }
  .chevron { margin-left: auto; transition: transform 0.2s; }
  &[aria-expanded='true'] .chevron { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;

const Text = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Player = styled.div`
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  video { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.small}; background: #eee; }
`;

interface TutorialCardProps {
  step: TutorialStep;
  /** Said under the heading (the /how-it-works page explains each step; the landing page shows none). */
  children?: ReactNode;
  /** Called after the card closed, to bring the section's start back into view. */
  onCollapsed: () => void;
}

/**
 * One step of "How it works" as a disclosure: its button opens a region with the step's recording, which then plays
 * muted at 3×; closing pauses it, rewinds it and calls onCollapsed. Each card is independent (several may be open).
 * The video is fetched on the first play only (preload="none"); until then the poster stands in. A closed card's
 * video has no poster either: a browser fetches a poster even for a hidden video, four images nobody sees. A phone
 * gets the recording made in a phone's window.
 */
export function TutorialCard({ step, children, onCollapsed }: TutorialCardProps) {
  const [expanded, setExpanded] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const id = useId();
  const toggleId = `${id}-toggle`;
  const regionId = `${id}-video`;
  const source = tutorialSource(step, usePhoneSized());

  // After the region is shown (a hidden video does not start in every browser).
  useEffect(() => {
    const element = video.current;
    if (expanded && element) void playMuted(element, CARD_PLAYBACK_RATE, `the ${step.title} tutorial`);
  }, [expanded, step.title]);

  const toggle = () => {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    const element = video.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
    }
    setExpanded(false);
    onCollapsed();
  };

  return (
    <Card>
      <Heading>
        <Toggle type="button" id={toggleId} aria-expanded={expanded} aria-controls={regionId} onClick={toggle}>
          <span className="number">{step.number}</span>
          {step.title}
          <span className="chevron" aria-hidden="true">
            ▾
          </span>
        </Toggle>
      </Heading>
      {children ? <Text>{children}</Text> : null}
      <Player role="region" id={regionId} aria-labelledby={toggleId} hidden={!expanded}>
        <video
          ref={video}
          src={source.video}
          poster={expanded ? source.poster : undefined}
          width={source.width}
          height={source.height}
          muted
          playsInline
          preload="none"
          controls
          aria-label={`Step ${step.number}, ${step.title}: a recording of the wizard, without sound`}
        />
      </Player>
    </Card>
  );
}
