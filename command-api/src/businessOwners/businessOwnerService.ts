import {
  isRecordId,
  ForbiddenError,
  businessOwnerDecider,
  companyLogoDecider,
  toBusinessOwnerStream,
  type Actor,
  type BusinessOwnerProfile,
  type BusinessOwnerProfileInput,
  businessOwnerCodes,
} from '@dth/domain';
import { checkCommand, handleCommand, type BlobStore, type CommandContext, type EventStore } from '@dth/infrastructure';
import { inspectImage } from '../media/mediaService';
import type { AccountDirectory } from '@dth/infrastructure';
import { businessOwnerRecord } from '../networks/records';

/** The company profile's write side (`business-owner-{userId}`): its owner changes it, the deciders say so. */
export class BusinessOwnerService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly blobs: BlobStore,
  ) {}

  async setProfile(ownerId: string, input: BusinessOwnerProfileInput, actor: Actor, ctx: CommandContext) {
    assertOwnerId(ownerId);
    const { state, position } = await handleCommand(
      this.store,
      toBusinessOwnerStream(ownerId),
      businessOwnerDecider,
      {
        type: 'SetBusinessOwnerProfile',
        data: { ownerId, companyName: input.company_name, website: input.website, about: input.about },
        metadata: { now: ctx.now, actor },
      },
      ctx,
    );
    return { record: await this.recordOf(ownerId, state), position };
  }

  /**
   * Stores the original once the upload is known to be accepted (a refused one stores nothing),
   * then records it; its event asks the worker to process it (the worker's reactor queues the job).
   */
  async uploadLogo(ownerId: string, buffer: Buffer, actor: Actor, ctx: CommandContext) {
    assertOwnerId(ownerId);
    const { originalKey, contentType } = await inspectImage(buffer);
    const stream = toBusinessOwnerStream(ownerId);
    const command = {
      type: 'RecordLogoUpload',
      data: { ownerId, originalKey, contentType, size: buffer.length },
      metadata: { now: ctx.now, actor },
    } as const;
    await checkCommand(this.store, stream, companyLogoDecider, command);
    await this.blobs.put(originalKey, buffer, contentType);
    const { state, position } = await handleCommand(this.store, stream, companyLogoDecider, command, ctx);
    return { record: await this.recordOf(ownerId, state), position };
  }

  async removeLogo(ownerId: string, actor: Actor, ctx: CommandContext) {
    assertOwnerId(ownerId);
    const { state, position } = await handleCommand(
      this.store,
      toBusinessOwnerStream(ownerId),
      companyLogoDecider,
      { type: 'RemoveLogo', data: { ownerId }, metadata: { now: ctx.now, actor } },
      ctx,
    );
    return { record: await this.recordOf(ownerId, state), position };
  }

  private async recordOf(ownerId: string, state: BusinessOwnerProfile) {
    return businessOwnerRecord(ownerId, (await this.accounts.byId(ownerId)) ?? {}, state);
  }
}

/** Only one's own profile can change, and an id that cannot be anyone's is nobody's own. */
function assertOwnerId(ownerId: string): void {
  if (!isRecordId(ownerId)) throw new ForbiddenError(businessOwnerCodes.notYourProfile);
}
