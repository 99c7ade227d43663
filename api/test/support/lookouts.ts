/**
 * Promises that some state of a test's own stand-in (requests a fake server received or holds, lines a logger wrote)
 * reaches what a test waits for: `until(found)` looks at once, then again each time the owner calls `changed()`,
 * never on a timer. No deadline of its own: the test's timeout is the limit.
 */
export class Lookouts {
  private readonly looks = new Set<() => void>();

  until(found: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const look = () => {
        if (!found()) return;
        this.looks.delete(look);
        resolve();
      };
      this.looks.add(look);
      look();
    });
  }

  changed(): void {
    for (const look of [...this.looks]) look();
  }
}
