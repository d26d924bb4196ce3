import { describe, expect, it } from 'vitest';
import {
  addTeamMemberSchema,
  changeTeamMemberSchema,
  createTeamSchema,
  teamStatusSchema,
  updateTeamSchema,
} from '../team/schemas';
import { createNetworkSchema, invitationSchema, memberNoteSchema, updateNetworkSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('network bodies', () => {
  it('create: name required and trimmed, description optional; unknown keys refused', () => {
    expect(createNetworkSchema.parse({ name: ' Guild ' })).toEqual({ name: 'Guild', description: '' });
    expect(messages(createNetworkSchema.safeParse({ name: '' }))).toEqual({ name: 'network.nameRequired' });
    expect(messages(createNetworkSchema.safeParse({}))).toEqual({ name: 'network.nameRequired' });
    expect(createNetworkSchema.safeParse({ name: 'x', id: 'mine' }).success).toBe(false);
    expect(messages(createNetworkSchema.safeParse({ name: 'x'.repeat(261), description: 'd'.repeat(1001) }))).toEqual({
      name: 'network.nameTooLong',
      description: 'network.descriptionTooLong',
    });
  });

  it('free text refuses NUL, other control characters and lone surrogates; line breaks only in multi-line text', () => {
    expect(messages(createNetworkSchema.safeParse({ name: 'Guild\u0000' }))).toEqual({
      name: 'validation.controlCharacter',
    });
    expect(messages(createNetworkSchema.safeParse({ name: 'Guild', description: 'bad \ud800 text' }))).toEqual({
      description: 'validation.invalidUnicode',
    });
    expect(messages(createNetworkSchema.safeParse({ name: 'Two\nlines' }))).toEqual({ name: 'validation.lineBreak' });
    expect(createNetworkSchema.parse({ name: 'Guild 🎨', description: 'One\nTwo' })).toEqual({
      name: 'Guild 🎨',
      description: 'One\nTwo',
    });
    expect(memberNoteSchema.safeParse({ tags: ['a\u0000'] }).success).toBe(false);
    expect(updateTeamSchema.safeParse({ purpose: '\udc00' }).success).toBe(false);
    expect(changeTeamMemberSchema.safeParse({ role_title: 'Lead\u0007' }).success).toBe(false);
  });

  it('update: the fields sent', () => {
    expect(updateNetworkSchema.parse({ description: 'New' })).toEqual({ description: 'New' });
    expect(updateNetworkSchema.safeParse({ member_count: 3 }).success).toBe(false);
  });

  it('invitation: a specialist id or an address, exactly one', () => {
    expect(invitationSchema.parse({ email: ' New@Example.COM ' })).toEqual({ email: 'new@example.com' });
    expect(invitationSchema.parse({ specialist_id: 'abc-123' })).toEqual({ specialist_id: 'abc-123' });
    expect(messages(invitationSchema.safeParse({}))).toEqual({
      email: 'network.inviteeRequired',
    });
    expect(invitationSchema.safeParse({ specialist_id: 'a', email: 'a@example.com' }).success).toBe(false);
    expect(messages(invitationSchema.safeParse({ email: 'not-an-address' }))).toEqual({
      email: 'account.emailInvalid',
    });
    expect(invitationSchema.safeParse({ specialist_id: '../x' }).success).toBe(false);
  });

  it('note and tags: blank and repeated tags dropped, limits held', () => {
    expect(memberNoteSchema.parse({ note: null, tags: ['ux', ' ux ', '', 'senior'] })).toEqual({
      note: '',
      tags: ['ux', 'senior'],
    });
    expect(messages(memberNoteSchema.safeParse({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toEqual({
      tags: 'network.tooManyTags',
    });
    expect(messages(memberNoteSchema.safeParse({ tags: ['t'.repeat(41)] }))).toEqual({
      'tags.0': 'network.tagTooLong',
    });
  });
});

describe('team bodies', () => {
  it('create: a network, a name, optional purpose and skills (ids deduplicated)', () => {
    expect(
      createTeamSchema.parse({ network_id: 'n1', name: 'Squad', required_skill_ids: [2, '2', { id: 1 }] }),
    ).toEqual({
      network_id: 'n1',
      name: 'Squad',
      purpose: '',
      required_skill_ids: [2, 1],
    });
    expect(messages(createTeamSchema.safeParse({ name: 'Squad' }))).toEqual({ network_id: 'team.networkRequired' });
    expect(createTeamSchema.safeParse({ network_id: 'n1', name: 'Squad', status: 'Approved' }).success).toBe(false);
    expect(updateTeamSchema.safeParse({ members: [] }).success).toBe(false);
  });

  it('members: allocation a whole number of days from 1 to 5, role ≤ 260', () => {
    expect(addTeamMemberSchema.parse({ specialist_id: 's1', allocation_days: 3 })).toEqual({
      specialist_id: 's1',
      role_title: '',
      allocation_days: 3,
    });
    for (const allocation_days of [0, 6, 1.5, '3', null]) {
      expect(messages(addTeamMemberSchema.safeParse({ specialist_id: 's1', allocation_days }))).toEqual({
        allocation_days: 'team.allocationInvalid',
      });
    }
    expect(messages(changeTeamMemberSchema.safeParse({ role_title: 'r'.repeat(261) }))).toEqual({
      role_title: 'team.roleTooLong',
    });
  });

  it('status: Draft, Saved or Approved', () => {
    expect(teamStatusSchema.parse({ status: 'Saved' })).toEqual({ status: 'Saved' });
    expect(messages(teamStatusSchema.safeParse({ status: 'saved' }))).toEqual({
      status: 'team.statusInvalid',
    });
  });
});
