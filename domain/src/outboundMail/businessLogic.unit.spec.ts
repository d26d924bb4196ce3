import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { withheldMailDecider } from './businessLogic';

const given = DeciderSpecification.for(withheldMailDecider);

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
    const withheld = {
      type: 'MailWithheld' as const,
      id: 'e1',
      data: {
        sender: 'u1',
        kind: 'network-invitation' as const,
        recipientHash: 'h',
        because: 'recipient-limit' as const,
        withheldAt: '2026-11-25T10:00:00.000Z',
      },
    };
    given([]).when(command).then([withheld]);
    expect(given([withheld]).state.count).toBe(1);
  });
});
