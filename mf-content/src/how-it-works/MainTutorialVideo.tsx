import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { prefersReducedMotion } from '../motion/use-reveal-on-scroll.js';
import { playMuted } from './play-muted.js';
import { MAIN_TUTORIAL, tutorialSource } from './tutorials.js';
import { usePhoneSized } from './use-phone-sized.js';
import { useNearViewport } from './use-near-viewport.js';

const Frame = styled.div`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(4)} auto;
  video { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.medium}; background: #eee; }
`;

/**
 * The whole journey (steps 1 to 4) in one recording. It starts, muted, when at least half of it is in view and pauses
 * when it leaves, so it neither downloads nor plays for visitors who never scroll to it. Under prefers-reduced-motion
 * it waits for the play button. A browser that refuses to autoplay leaves the poster and controls, and the refusal
 * is only logged. Its poster, too, is fetched only once the video comes near the viewport. A phone gets the
 * recording made in a phone's window.
 */
export function MainTutorialVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(video);
  const source = tutorialSource(MAIN_TUTORIAL, usePhoneSized());

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void playMuted(element, 1, 'the main tutorial video on its own (autoplay)');
        else if (!element.paused) element.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Frame>
      <video
        ref={video}
        src={source.video}
        poster={near ? source.poster : undefined}
        width={source.width}
        height={source.height}
        muted
        playsInline
        loop
        preload="none"
        controls
        aria-label="A book made in four steps: a recording of the wizard, without sound"
      />
    </Frame>
  );
}
