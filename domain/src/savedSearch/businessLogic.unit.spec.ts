import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { savedSearchDecider, type SavedSearchCommand } from './businessLogic';
import { savedSearchCodes as m } from './messages';
import type { SavedSearchEvent } from './savedSearch';
import { changeSavedSearchSchema, createSavedSearchSchema } from './schemas';

const now = '2026-03-01T09:00:00.000Z';
const savedSearchId = 's1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const specialist: Actor = { userId: 'spec-1', userType: 'specialist' };

const given = DeciderSpecification.for(savedSearchDecider);
const command = (type: SavedSearchCommand['type'], data: object, actor: Actor) =>
  ({ type, data: { savedSearchId, ...data }, metadata: { now, actor } }) as SavedSearchCommand;
const create = (actor: Actor, data: object = {}) =>
  command('CreateSavedSearch', { name: 'Designers', filter: { skill_ids: [1, 2] }, alert: true, ...data }, actor);
const created: SavedSearchEvent = {
  type: 'SavedSearchCreated',
  data: {
    savedSearchId,
    ownerId: owner.userId,
    name: 'Designers',
    filter: { skill_ids: [1, 2] },
    alert: true,
    createdAt: now,
  },
};

describe('the saved-search decider', () => {
  it('saves an owner’s search under a trimmed name, the filter as the search reads it', () => {
    given([])
      .when(create(owner, { name: '  Designers ', filter: { skill_ids: ['1', 2] } }))
      .then([created]);
  });

  it('refuses specialists (403), a blank or long name, a filter the search refuses and a second creation', () => {
    given([]).when(create(specialist)).thenThrows(ForbiddenError);
    given([])
      .when(create(owner, { name: '  ' }))
      .thenThrows(ValidationError, { fields: { name: m.nameRequired } });
    given([])
      .when(create(owner, { name: 'x'.repeat(101) }))
      .thenThrows(ValidationError, { fields: { name: m.nameTooLong } });
    for (const filter of [{ email: 'x' }, { skills_match: 'every' }, { day_rate_lte: 500 }, 'designers'])
      given([])
        .when(create(owner, { filter }))
        .thenThrows(ValidationError, { fields: { filter: m.filterInvalid } });
    given([])
      .when(create(owner, { alert: 'yes' }))
      .thenThrows(ValidationError, { fields: { alert: m.alertInvalid } });
    given([created]).when(create(owner)).thenThrows(ConflictError, m.alreadyExists);
  });

  it('changes what is given and keeps the rest; the same values append nothing', () => {
    given([created])
      .when(command('ChangeSavedSearch', { alert: false }, owner))
      .then([
        {
          type: 'SavedSearchChanged',
          data: { savedSearchId, name: 'Designers', filter: { skill_ids: [1, 2] }, alert: false, changedAt: now },
        },
      ]);
    given([created])
      .when(command('ChangeSavedSearch', { name: 'Designers', filter: { skill_ids: [1, 2] } }, owner))
      .thenNothingHappened();
    given([created])
      .when(command('ChangeSavedSearch', { filter: { free_days_gte: 9 } }, owner))
      .thenThrows(ValidationError, { fields: { filter: m.filterInvalid } });
  });

  it('is its owner’s alone: another owner, an admin and a deleted search are told it does not exist', () => {
    for (const actor of [otherOwner, admin, specialist]) {
      given([created])
        .when(command('ChangeSavedSearch', { name: 'Mine' }, actor))
        .thenThrows(NotFoundError, m.notFound);
      given([created])
        .when(command('DeleteSavedSearch', {}, actor))
        .thenThrows(NotFoundError, m.notFound);
    }
    const deleted = given([created])
      .when(command('DeleteSavedSearch', {}, owner))
      .decided();
    expect(deleted).toEqual([{ type: 'SavedSearchDeleted', data: { savedSearchId, deletedAt: now } }]);
    given([created, ...deleted])
      .when(command('ChangeSavedSearch', { name: 'Back' }, owner))
      .thenThrows(NotFoundError, m.notFound);
  });
});

describe('the saved-search bodies', () => {
  it('check the filter with the search’s own schema, and default the filter and alert', () => {
    expect(createSavedSearchSchema.parse({ name: 'All' })).toEqual({ name: 'All', filter: {}, alert: false });
    expect(createSavedSearchSchema.safeParse({ name: 'A', filter: { skill_ids: [] } }).success).toBe(false);
    expect(createSavedSearchSchema.safeParse({ name: 'A', extra: 1 }).success).toBe(false);
    expect(changeSavedSearchSchema.parse({ filter: { skill_ids: '3', skills_match: 'all' } })).toEqual({
      filter: { skill_ids: [3], skills_match: 'all' },
    });
  });
});
