import { describe, expect, it } from 'vitest';
import { commonCodes } from '../shared/commonMessages';
import { ConflictError, ValidationError } from '../shared/errors';
import type { Decider, DomainEvent, StoredEvent } from '../shared/events';
import type { Projection } from '../shared/projection';
import { DeciderSpecification } from './deciderSpecification';
import { ProjectionSpecification } from './projectionSpecification';
import { storedEvents } from './storedEvents';

// A counter that may be set, and refuses to go below zero: enough to see each outcome of the harnesses fail.
type Counted = DomainEvent<'CountSet', { value: number }>;
type SetCount = { type: 'SetCount'; data: { value: number }; metadata: { now: string } };
const counter: Decider<SetCount, Counted, { value: number }> = {
  initialState: () => ({ value: 0 }),
  evolve: (_, event) => ({ value: event.data.value }),
  decide: ({ data }) => {
    if (data.value < 0) throw new ValidationError(commonCodes.invalidInput, { value: commonCodes.invalidInput });
    if (data.value > 9) throw new ConflictError(commonCodes.concurrentChange('counter'));
    return [{ type: 'CountSet', data }];
  },
  changesNothing: (state, event) => state.value === event.data.value,
};
const given = DeciderSpecification.for(counter);
const set = (value: number): SetCount => ({ type: 'SetCount', data: { value }, metadata: { now: 'now' } });
const counted = (value: number): Counted => ({ type: 'CountSet', data: { value } });

describe('DeciderSpecification', () => {
  it('passes on the decided events, the refusal asked for, and a command that changes nothing', () => {
    given([])
      .when(set(2))
      .then([counted(2)]);
    given([counted(2)])
      .when(set(2))
      .thenNothingHappened();
    given([])
      .when(set(-1))
      .thenThrows(ValidationError, { fields: { value: 'common.invalidInput' } });
    given([]).when(set(10)).thenThrows(ConflictError, ['common.concurrentChange', 'counter']);
    expect(given([counted(1), counted(4)]).state).toEqual({ value: 4 });
  });

  it('fails on other events, on events where nothing should happen, and on a refusal not asked for', () => {
    expect(() =>
      given([])
        .when(set(2))
        .then([counted(3)]),
    ).toThrow();
    expect(() =>
      given([counted(1)])
        .when(set(2))
        .thenNothingHappened(),
    ).toThrow();
    expect(() => given([]).when(set(2)).thenThrows(ValidationError)).toThrow('expected the command to be refused');
    expect(() => given([]).when(set(-1)).thenThrows(ConflictError)).toThrow();
    expect(() => given([]).when(set(10)).thenThrows(ConflictError, 'common.notFound')).toThrow();
    expect(() => given([]).when(set(10)).thenThrows(ConflictError, ['common.concurrentChange', 'other'])).toThrow();
    expect(() =>
      given([])
        .when(set(-1))
        .thenThrows(ValidationError, { fields: { value: 'common.notFound' } }),
    ).toThrow();
  });
});

describe('ProjectionSpecification', () => {
  const projection = (evolve: Projection<{ total: number }>['evolve']): Projection<{ total: number }> => ({
    name: 'Total',
    version: 1,
    keyPrefixes: ['total'],
    keysOf: () => ['total'],
    evolve,
  });
  const events = storedEvents([counted(2), counted(5)]);

  it('passes a projection that skips what it has seen, and compares the documents asked for', () => {
    const latest = projection((_, event) => ({ total: (event.data as { value: number }).value }));
    ProjectionSpecification.for(latest)(events).then({ total: { total: 5 } });
    expect(() => ProjectionSpecification.for(latest)(events).then({ total: { total: 7 } })).toThrow();
  });

  it('fails a projection that counts an event fed twice twice', () => {
    const sum = projection((doc, event) => ({ total: (doc?.total ?? 0) + (event.data as { value: number }).value }));
    expect(() => ProjectionSpecification.for(sum)(events).then({ total: { total: 7 } })).toThrow(
      'each event fed twice gives the same documents',
    );
  });
});

// The events a test hands over carry their position, as the projector's do.
it('storedEvents numbers positions from the one given', () => {
  expect(storedEvents([counted(1), counted(2)], 7).map((e: StoredEvent) => e.position)).toEqual([7n, 8n]);
});
