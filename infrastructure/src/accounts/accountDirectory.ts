import { accountDecider, emailReservationDecider, toEmailStream, toUserStream, type Account } from '@dth/domain';
import { sha256 } from '../auth/opaqueTokens';
import { loadAggregate } from '../eventStore/commandHandler';
import type { EventStore } from '../eventStore/eventStore';

/**
 * Who holds an address or an id, read from the account streams as registration writes them:
 * `email-{sha256(lowercase address)}` names the user, `user-{id}` holds the role and address.
 * An address reserved by a registration that never opened its account counts as free.
 */
export class AccountDirectory {
  constructor(private readonly store: EventStore) {}

  async byId(userId: string): Promise<Account | undefined> {
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    return state.status === 'none' ? undefined : state;
  }

  async byEmail(email: string): Promise<Account | undefined> {
    const { state } = await loadAggregate(
      this.store,
      toEmailStream(sha256(email.trim().toLowerCase())),
      emailReservationDecider,
    );
    return state.userId ? this.byId(state.userId) : undefined;
  }
}
