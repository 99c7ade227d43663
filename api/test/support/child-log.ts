import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** One JSON log line of a child process (pino). */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ChildLog {
  /** Every JSON log line so far. */
  lines: () => LogLine[];
  /** What the process wrote that was not a JSON log line (a ready block, a startup failure), for a failing test's message. */
  text: () => string;
  /** Resolves with the first log line (already written or still to come) that `matches`; rejects if the process exits first. */
  logged(matches: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Reads what `child` writes to stdout and stderr as it comes: JSON lines (pino's) are the events a test awaits
 * (`logged`), instead of reading the state they announce again and again. `name` names the process in a failure.
 */
export function childLog(child: ChildProcess, name: string): ChildLog {
  const lines: LogLine[] = [];
  let text = '';
  const waiters: Array<{
    matches: (line: LogLine) => boolean;
    resolve: (line: LogLine) => void;
    reject: (error: Error) => void;
  }> = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const raw of complete) {
      let line: LogLine | undefined;
      try {
        line = raw.startsWith('{') ? (JSON.parse(raw) as LogLine) : undefined;
      } catch {
        line = undefined;
      }
      if (!line) {
        text += `${raw}\n`;
        continue;
      }
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.matches(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = once(child, 'exit').then(([code]) => {
    for (const waiter of waiters.splice(0))
      waiter.reject(
        new Error(
          `${name} exited (${String(code)}) first:\n${text}${lines
            .slice(-20)
            .map((line) => JSON.stringify(line))
            .join('\n')}`,
        ),
      );
    return code as number | null;
  });
  return {
    lines: () => [...lines],
    text: () => text,
    logged: (matches) => {
      const seen = lines.find(matches);
      if (seen) return Promise.resolve(seen);
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.reject(new Error(`${name} has exited:\n${text}`));
      return new Promise((resolve, reject) => waiters.push({ matches, resolve, reject }));
    },
    exited,
  };
}
