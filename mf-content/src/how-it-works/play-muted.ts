/**
 * Starts a tutorial video muted at `rate`. A browser may still refuse to play (autoplay policies, a power saver):
 * that is logged, never shown as an error, and the video keeps its poster and controls. Resolves to whether it plays.
 */
export async function playMuted(video: HTMLVideoElement, rate: number, what: string): Promise<boolean> {
  video.muted = true;
  // The default rate too: loading the source (preload="none" loads on the first play) resets the rate to it.
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
  try {
    await video.play();
    return true;
  } catch (error) {
    console.info(
      `The browser did not play ${what}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return false;
  }
}
