import { SingleBar, Presets } from 'cli-progress';
import type { StoredEvent } from '@dth/domain';

/** How often a log read that is not on a terminal says how far it is. */
const LINE_EVERY_MS = 5000;

/**
 * The events as they pass, with how far through the log they are on stderr: a bar on a terminal, else a line
 * every few seconds (a long export in a pipe or a job's log). Positions, not rows: a filter skips events.
 */
export async function* withLogProgress<E extends StoredEvent>(
  events: AsyncIterable<E>,
  head: bigint,
  label: string,
): AsyncIterable<E> {
  const bar = process.stderr.isTTY
    ? new SingleBar(
        { format: `${label} [{bar}] {percentage}% | position {value}/{total}`, stream: process.stderr },
        Presets.shades_classic,
      )
    : undefined;
  bar?.start(Number(head), 0);
  let said = Date.now();
  let seen = 0;
  try {
    for await (const event of events) {
      if (++seen % 1000 === 0) {
        if (bar) bar.update(Number(event.position));
        else if (Date.now() - said >= LINE_EVERY_MS) {
          said = Date.now();
          console.error(`${label}: position ${event.position} of ${head}`);
        }
      }
      yield event;
    }
    bar?.update(Number(head));
  } finally {
    bar?.stop();
  }
}
