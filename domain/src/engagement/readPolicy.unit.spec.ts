import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { engagementRoleOf, seesCollaborators, type EngagementAccess } from './readPolicy';

const project: EngagementAccess = {
  owner_id: 'owner',
  team_id: 'team-1',
  collaborator_roles: { viewer: 'viewer', editor: 'editor', adminViewer: 'viewer' },
};
const actor = (userId: string, userType: Actor['userType'] = 'specialist'): Actor => ({ userId, userType });

describe('engagementRoleOf (who reads a project, as what)', () => {
  it.each([
    ['the owner', actor('owner', 'business_owner'), false, 'owner'],
    ['an editor', actor('editor', 'business_owner'), false, 'editor'],
    ['a viewer', actor('viewer', 'business_owner'), false, 'viewer'],
    ['a member of the assigned team', actor('member'), true, 'member'],
    ['an admin', actor('admin', 'admin'), false, 'admin'],
    ['a super admin', actor('root', 'super_admin'), false, 'admin'],
    ['an admin shared the project as a viewer', actor('adminViewer', 'admin'), false, 'viewer'],
    ['a specialist not in the team', actor('stranger'), false, null],
    ['another business owner', actor('other', 'business_owner'), false, null],
  ] as const)('%s: %s', (_name, reader, inTeam, expected) => {
    expect(engagementRoleOf(reader, project, inTeam)).toBe(expected);
  });

  it('a viewer who is also in the team reads as a member (who may move their milestones)', () => {
    expect(engagementRoleOf(actor('viewer'), project, true)).toBe('member');
  });

  it('membership counts only while a team is assigned', () => {
    expect(engagementRoleOf(actor('member'), { ...project, team_id: null }, true)).toBeNull();
  });

  it('a collaborator id inherited from Object.prototype is no role', () => {
    expect(engagementRoleOf(actor('constructor'), project, false)).toBeNull();
  });
});

describe('seesCollaborators', () => {
  it('the owner and admins see whom the project is shared with; editors, viewers and members do not', () => {
    expect(seesCollaborators(actor('owner', 'business_owner'), 'owner')).toBe(true);
    expect(seesCollaborators(actor('admin', 'admin'), 'admin')).toBe(true);
    expect(seesCollaborators(actor('adminViewer', 'admin'), 'viewer')).toBe(true);
    for (const role of ['editor', 'viewer', 'member'] as const)
      expect(seesCollaborators(actor('x', 'business_owner'), role)).toBe(false);
  });
});
