/**
 * Reads `read` until `done` holds: once, then again each time `nextEvent()` resolves (an event of the app's that may
 * change what is read: a job handled, a message sent, a generation finished), asked for before each look so none
 * passes unseen between. Never after a pause, and no deadline of its own: a busy machine makes the app slow, not
 * wrong, and the test's timeout is the only limit.
 */
export async function lookAgainOn<T>(
  nextEvent: () => Promise<unknown>,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  for (;;) {
    const next = nextEvent();
    const value = await read();
    if (done(value)) return value;
    await next;
  }
}
