import { describe, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { networkCodes } from '../network/messages';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { shortlistDecider, type ShortlistCommand } from './businessLogic';
import { shortlistCodes as m } from './messages';
import type { ShortlistEvent } from './shortlist';

const now = '2026-03-01T09:00:00.000Z';
const shortlistId = 'l1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const specialist: Actor = { userId: 'spec-1', userType: 'specialist' };
const ownTeam = { teamId: 't1', ownerId: owner.userId };

const given = DeciderSpecification.for(shortlistDecider);
const command = (type: ShortlistCommand['type'], data: object, actor: Actor, collaborator = false) =>
  ({ type, data: { shortlistId, ...data }, metadata: { now, actor, collaborator } }) as ShortlistCommand;
const created: ShortlistEvent = {
  type: 'ShortlistCreated',
  data: { shortlistId, ownerId: owner.userId, name: 'Checkout', teamId: 't1', createdAt: now },
};
const added: ShortlistEvent = {
  type: 'ShortlistMemberAdded',
  data: { shortlistId, specialistId: specialist.userId, note: 'Strong on payments', addedAt: now },
};
const add = (actor: Actor, data: object = {}, collaborator = false) =>
  command(
    'AddShortlistMember',
    { specialistId: specialist.userId, isSpecialist: true, note: 'Strong on payments', ...data },
    actor,
    collaborator,
  );

describe('the shortlist decider', () => {
  it('creates an owner’s shortlist for one of their teams, or none', () => {
    given([])
      .when(command('CreateShortlist', { name: ' Checkout ', team: ownTeam }, owner))
      .then([created]);
    given([])
      .when(command('CreateShortlist', { name: 'Later', team: null }, owner))
      .then([
        {
          type: 'ShortlistCreated',
          data: { shortlistId, ownerId: owner.userId, name: 'Later', teamId: null, createdAt: now },
        },
      ]);
  });

  it('refuses specialists, a blank or long name, another owner’s or no team, and a second creation', () => {
    given([])
      .when(command('CreateShortlist', { name: 'X', team: null }, specialist))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('CreateShortlist', { name: ' ', team: null }, owner))
      .thenThrows(ValidationError, { fields: { name: m.nameRequired } });
    given([])
      .when(command('CreateShortlist', { name: 'x'.repeat(101), team: null }, owner))
      .thenThrows(ValidationError, { fields: { name: m.nameTooLong } });
    for (const team of [
      { teamId: 't2', ownerId: otherOwner.userId },
      { teamId: 't3', ownerId: null },
    ])
      given([])
        .when(command('CreateShortlist', { name: 'X', team }, owner))
        .thenThrows(ValidationError, { fields: { team_id: m.teamInvalid } });
    given([created])
      .when(command('CreateShortlist', { name: 'X', team: null }, owner))
      .thenThrows(ConflictError);
  });

  it('adds a specialist with a note, sets the note and removes them', () => {
    given([created]).when(add(owner)).then([added]);
    given([created, added])
      .when(command('SetShortlistMemberNote', { specialistId: specialist.userId, note: 'Ask about June' }, owner))
      .then([
        {
          type: 'ShortlistMemberNoteSet',
          data: { shortlistId, specialistId: specialist.userId, note: 'Ask about June' },
        },
      ]);
    given([created, added])
      .when(command('SetShortlistMemberNote', { specialistId: specialist.userId, note: 'Strong on payments' }, owner))
      .thenNothingHappened();
    given([created, added])
      .when(command('RemoveShortlistMember', { specialistId: specialist.userId }, owner))
      .then([{ type: 'ShortlistMemberRemoved', data: { shortlistId, specialistId: specialist.userId } }]);
  });

  it('refuses someone not a specialist, one listed already, a long note, and one not listed', () => {
    given([created])
      .when(add(owner, { isSpecialist: false }))
      .thenThrows(ValidationError, { fields: { specialist_id: m.notASpecialist } });
    given([created, added]).when(add(owner)).thenThrows(ConflictError, m.alreadyListed);
    given([created])
      .when(add(owner, { note: 'x'.repeat(1001) }))
      .thenThrows(ValidationError, { fields: { note: networkCodes.noteTooLong } });
    given([created])
      .when(command('RemoveShortlistMember', { specialistId: 'nobody' }, owner))
      .thenThrows(NotFoundError, m.notListed);
  });

  it('is written by its owner only: a collaborator who reads it is refused (403), anyone else told it does not exist', () => {
    given([created])
      .when(add(otherOwner, {}, true))
      .thenThrows(ForbiddenError, m.notYours);
    given([created]).when(add(otherOwner)).thenThrows(NotFoundError, m.notFound);
    given([created])
      .when(command('DeleteShortlist', {}, specialist))
      .thenThrows(NotFoundError, m.notFound);
    given([created])
      .when(command('ChangeShortlist', { name: 'Mine' }, otherOwner, true))
      .thenThrows(ForbiddenError, m.notYours);
    const deleted: ShortlistEvent = { type: 'ShortlistDeleted', data: { shortlistId, deletedAt: now } };
    given([created])
      .when(command('DeleteShortlist', {}, owner))
      .then([deleted]);
    given([created, deleted]).when(add(owner)).thenThrows(NotFoundError, m.notFound);
  });

  it('changes the name and team, unties it with null, and appends nothing for the same values', () => {
    given([created])
      .when(command('ChangeShortlist', { team: null }, owner))
      .then([{ type: 'ShortlistChanged', data: { shortlistId, name: 'Checkout', teamId: null, changedAt: now } }]);
    given([created])
      .when(command('ChangeShortlist', { name: 'Checkout', team: ownTeam }, owner))
      .thenNothingHappened();
  });
});
