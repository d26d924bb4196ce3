import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../shared/events';
import type { Message } from '../shared/messages';
import { appendable } from '../shared/settings';

/** Any error class, abstract ones included (`DomainError`). */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/**
 * What the thrown error must be beyond its class: the message it is raised with (a code, or a worded
 * message's code and values), the properties it must have (`{ fields }`, `{ details }`), or an assertion.
 */
type ErrorExpectation<E extends Error> = Message | Partial<Record<keyof E, unknown>> | ((error: E) => void);

export interface DeciderOutcome<Event> {
  /** The command decides exactly these events (or passes the assertion). */
  then(expected: Event[] | ((events: Event[]) => void)): void;
  /** The command is accepted and would append nothing: it decides no event, or only events that change nothing. */
  thenNothingHappened(): void;
  /** The command is refused with this error. */
  thenThrows<E extends Error>(errorClass: ErrorClass<E>, expected?: ErrorExpectation<E>): void;
  /** The events the command decides, to build the history of a next step (check them with `then`). */
  decided(): Event[];
}

export interface DeciderGiven<Command, Event, State> {
  when(command: Command): DeciderOutcome<Event>;
  /** The state the given events fold into, for the rare test of the fold itself. */
  readonly state: State;
}

/**
 * Given/when/then for a decider, after Emmett's `DeciderSpecification`
 * (event-driven-io/emmett, src/packages/emmett/src/testing/deciderSpecification.ts):
 *
 *     const given = DeciderSpecification.for(teamDecider);
 *     given([created]).when(addMember).then([memberAdded]);
 *     given([created]).when(addStranger).thenThrows(ValidationError, { fields: { specialist_id: '…' } });
 *
 * `thenNothingHappened` goes as far as the command handler does: an event that only sets a value to
 * what the state holds (`Decider.changesNothing`) is left out, as it is never appended.
 */
export const DeciderSpecification = {
  for<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
  ): (given: Event[]) => DeciderGiven<Command, Event, State> {
    return (given) => {
      const fold = () => given.reduce(decider.evolve, decider.initialState());
      return {
        get state() {
          return fold();
        },
        when: (command) => {
          const state = fold();
          const decide = () => decider.decide(command, state);
          return {
            decided: decide,
            then(expected) {
              const events = decide();
              if (typeof expected === 'function') expected(events);
              else expect(events).toEqual(expected);
            },
            thenNothingHappened() {
              expect(appendable(decider, state, decide())).toEqual([]);
            },
            thenThrows(errorClass, expected) {
              const error = thrownBy(decide);
              expect(error).toBeInstanceOf(errorClass);
              if (typeof expected === 'string' || Array.isArray(expected))
                expect(error).toMatchObject({ domainMessage: expected });
              else if (typeof expected === 'function') expected(error as Parameters<typeof expected>[0]);
              else if (expected) expect(error).toMatchObject(expected);
            },
          };
        },
      };
    };
  },
};

function thrownBy(run: () => unknown): unknown {
  let events: unknown;
  try {
    events = run();
  } catch (error) {
    return error;
  }
  return expect.fail(`expected the command to be refused, and it decided ${JSON.stringify(events)}`);
}
