import { allocationRange, bookedDaysOf, teamIndex } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { run } from './readKit';

/** The days a week each specialist gives teams not archived (the teams' allocation index, one range read each, one round trip). */
export async function bookedDaysPerWeek(
  readModels: ReadModelStore,
  specialistIds: readonly string[],
): Promise<number[]> {
  if (specialistIds.length === 0) return [];
  const key = readModels.keyspace.key(teamIndex.allocations);
  const tx = readModels.client.pipeline();
  for (const id of specialistIds) tx.zrangebylex(key, ...allocationRange(id));
  return (await run(tx)).map((entries) => bookedDaysOf(entries as string[]));
}

const STORED_AVAILABILITY = '"availability":{';

/**
 * A stored profile's or card's bytes with the booked days added to its availability, or undefined when
 * it has none (a document from before the section existed). The key found is the document's own: a
 * quote inside a string value is escaped, and no nested object has such a key.
 */
export function withBookedDays(raw: string, booked: number): string | undefined {
  const at = raw.indexOf(STORED_AVAILABILITY);
  if (at < 0) return undefined;
  const end = at + STORED_AVAILABILITY.length;
  return `${raw.slice(0, end)}"booked_days_per_week":${booked},${raw.slice(end)}`;
}
