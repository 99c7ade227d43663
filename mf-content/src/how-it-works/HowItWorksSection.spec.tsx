import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@storyloom/kit/testing';
import { HowItWorksSection } from './HowItWorksSection.js';

// jsdom plays no media: play() and pause() are replaced by stand-ins that record what the cards asked for.
let play: jest.Mock<() => Promise<void>>;
let pause: jest.Mock<() => void>;
let scrolledTo: string[];

beforeEach(() => {
  play = jest.fn(() => Promise.resolve());
  pause = jest.fn();
  scrolledTo = [];
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return play.call(this);
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    pause.call(this);
  });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});

afterEach(() => {
  jest.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
/** The card's video, found through the region its button controls. */
const videoOf = (name: string) =>
  document.getElementById(card(name).getAttribute('aria-controls')!)!.querySelector('video')!;

describe('How it works cards', () => {
  it('shows four closed cards whose videos load nothing, not even a poster, until opened', async () => {
    renderWithTheme(<HowItWorksSection />);
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      '01Characters▾',
      '02Premise▾',
      '03Outline▾',
      '04Cover▾',
    ]);
    for (const name of ['Characters', 'Premise', 'Outline', 'Cover']) {
      expect(videoOf(name)).toHaveAttribute('preload', 'none');
      expect(videoOf(name)).not.toHaveAttribute('poster');
      expect(videoOf(name).closest('[role="region"]')).not.toBeVisible();
    }
    expect(play).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(card('Cover')));
    expect(videoOf('Cover')).toHaveAttribute('poster');
  });

  it('opening a card shows its video and plays it muted at 3x; closing pauses, rewinds and goes back to the section', async () => {
    renderWithTheme(<HowItWorksSection />);
    await act(async () => fireEvent.click(card('Premise')));
    const video = videoOf('Premise');
    expect(card('Premise')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Premise/ })).toBeVisible();
    expect(play.mock.contexts).toEqual([video]);
    expect([video.muted, video.playbackRate, video.defaultPlaybackRate]).toEqual([true, 3, 3]);

    video.currentTime = 4;
    fireEvent.click(card('Premise'));
    expect(pause.mock.contexts).toEqual([video]);
    expect(video.currentTime).toBe(0);
    expect(card('Premise')).toHaveAttribute('aria-expanded', 'false');
    expect(scrolledTo).toEqual(['how-it-works']);
  });

  it('keeps each card independent: two open at once, closing one leaves the other playing', async () => {
    renderWithTheme(<HowItWorksSection />);
    await act(async () => fireEvent.click(card('Characters')));
    await act(async () => fireEvent.click(card('Cover')));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
    fireEvent.click(card('Characters'));
    expect(card('Cover')).toHaveAttribute('aria-expanded', 'true');
    expect(pause.mock.contexts).toEqual([videoOf('Characters')]);
  });

  it('logs a refused play and shows no error', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    play.mockImplementation(() =>
      Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError')),
    );
    renderWithTheme(<HowItWorksSection />);
    await act(async () => fireEvent.click(card('Outline')));
    expect(info).toHaveBeenCalledWith(
      'The browser did not play the Outline tutorial: NotAllowedError: play() failed because the user did not interact',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(videoOf('Outline')).toHaveAttribute('controls');
  });

  it('adds a sentence per step only where asked (the /how-it-works page)', () => {
    const { unmount } = renderWithTheme(<HowItWorksSection />);
    expect(screen.queryByText(/Name the hero of the book/)).toBeNull();
    unmount();
    renderWithTheme(<HowItWorksSection withStepTexts />);
    expect(screen.getByText(/Name the hero of the book/)).toBeVisible();
  });
});
