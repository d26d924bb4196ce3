import type { Decider, DomainEvent } from './events';

/*
 * A write that sets a value to what it already is changes nothing, so it appends nothing: a save of
 * an unchanged title is not a change in the report, and twenty "revert anyway" sent at once append
 * one revert, not twenty. A decider says which of its events set a value, in which slot (a section,
 * or one entry of a list); its state keeps each slot's value, and the command handler leaves out an
 * event that sets a slot to the value it holds (`appendable`).
 */

/** What an event does to a slot: `sets` it (left out when it holds that value), `fills` it (a creation, always kept), or `clears` it. */
export type SlotChange = { sets: string; value: unknown } | { fills: string; value: unknown } | { clears: string };

/** The value of each slot, as canonical JSON (object keys sorted), so equal values compare equal whatever their key order. */
export type Settings = Readonly<Record<string, string>>;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two values are equal as JSON, whatever the order of their objects' keys. */
export const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * The decider with its slots (for a state that does not hold the values itself): `evolve` also keeps each slot's value in `state.settings`, and
 * `changesNothing` tells an event that sets a slot to what it holds. `slotChangeOf` answers
 * undefined for an event that is no setting (a fact, a status move: those are always appended).
 */
export function withSettings<C, E extends DomainEvent, S extends { settings: Settings }>(
  decider: Decider<C, E, S>,
  slotChangeOf: (event: E) => SlotChange | undefined,
): Decider<C, E, S> {
  return {
    ...decider,
    evolve(state, event) {
      const next = decider.evolve(state, event);
      const change = slotChangeOf(event);
      if (!change) return next;
      const settings = { ...next.settings };
      if ('clears' in change) delete settings[change.clears];
      else settings['sets' in change ? change.sets : change.fills] = canonicalJson(change.value);
      return { ...next, settings };
    },
    changesNothing(state, event) {
      const change = slotChangeOf(event);
      return change !== undefined && 'sets' in change && state.settings[change.sets] === canonicalJson(change.value);
    },
  };
}

/** The decided events that change something, each judged against the state the ones before it leave. */
export function appendable<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, state: S, decided: E[]): E[] {
  if (!decider.changesNothing) return decided;
  const kept: E[] = [];
  let current = state;
  for (const event of decided) {
    if (decider.changesNothing(current, event)) continue;
    kept.push(event);
    current = decider.evolve(current, event);
  }
  return kept;
}
