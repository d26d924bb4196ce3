import {
  ForbiddenError, businessOwnerDecider, businessOwnerMessages as m, toBusinessOwnerStream,
  type Actor, type BusinessOwnerProfileInput,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';
import type { AccountDirectory } from '../networks/accountDirectory';
import { businessOwnerRecord } from '../networks/records';

const ID = /^[\w-]{1,64}$/;

/** The company profile's write side (`business-owner-{userId}`): its owner changes it, the decider says so. */
export class BusinessOwnerService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
  ) {}

  async setProfile(ownerId: string, input: BusinessOwnerProfileInput, actor: Actor, ctx: CommandContext) {
    // Only one's own profile can change, and an id that cannot be anyone's is nobody's own.
    if (!ID.test(ownerId)) throw new ForbiddenError(m.notYourProfile);
    const { state, position } = await handleCommand(
      this.store, toBusinessOwnerStream(ownerId), businessOwnerDecider,
      {
        type: 'SetBusinessOwnerProfile',
        data: { ownerId, companyName: input.company_name, website: input.website, about: input.about },
        metadata: { now: ctx.now, actor },
      },
      ctx,
    );
    const account = (await this.accounts.byId(ownerId)) ?? {};
    return { record: businessOwnerRecord(ownerId, account, state), position };
  }
}
