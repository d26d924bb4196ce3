import { describe, expect, it } from 'vitest';
import { withheldMailDecider } from './businessLogic';

describe('withheld mail decider', () => {
  it('records the withheld mail with the id it is given, so one hour of tries is one event', () => {
    const command = {
      type: 'RecordWithheldMail' as const,
      data: {
        eventId: 'e1',
        sender: 'u1',
        kind: 'network-invitation' as const,
        recipientHash: 'h',
        because: 'recipient-limit' as const,
      },
      metadata: { now: '2026-11-25T10:00:00.000Z' },
    };
    const events = withheldMailDecider.decide(command, withheldMailDecider.initialState());
    expect(events).toEqual([
      {
        type: 'MailWithheld',
        id: 'e1',
        data: {
          sender: 'u1',
          kind: 'network-invitation',
          recipientHash: 'h',
          because: 'recipient-limit',
          withheldAt: '2026-11-25T10:00:00.000Z',
        },
      },
    ]);
    expect(withheldMailDecider.evolve(withheldMailDecider.initialState(), events[0]).count).toBe(1);
  });
});
