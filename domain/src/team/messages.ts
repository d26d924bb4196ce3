import { messageCodes } from '../shared/messages';

/** Team wording, shared by the APIs and the frontend (codes `team.<key>`). */
export const teamMessages = {
  nameRequired: 'Team name is required',
  nameTooLong: 'Team name must be at most 260 characters',
  purposeTooLong: 'Purpose must be at most 1000 characters',
  roleTooLong: 'Role must be at most 260 characters',
  allocationInvalid: 'Allocation must be from 0.5 to 5 days per week, in half days',
  statusInvalid: 'Status must be Draft, Saved or Approved',
  statusMoveNotAllowed: 'A team goes from Draft to Saved to Approved, and back one step at a time',
  networkRequired: 'Choose a network',
  specialistRequired: 'Choose a specialist',
  onlyOwnersCreate: 'Only business owners and admins can create teams',
  teamNotFound: 'Team not found',
  teamArchived: 'This team is archived',
  alreadyExists: 'This team already exists',
  memberNotInNetwork: 'Only specialists who have joined the network can be added to a team',
  alreadyMember: 'This specialist is already in the team',
  notAMember: 'This specialist is not in the team',
  notYourTeam: 'You can only change your own teams',
  suggestionOptionsInvalid: 'Send the suggestion’s options as an object',
  maxMembersInvalid: 'Max members must be a whole number from 1 to 12',
  created: 'Team created',
  updated: 'Team saved',
  archived: 'Team archived',
  memberAdded: 'Member added',
  memberChanged: 'Member updated',
  memberRemoved: 'Member removed from the team',
  statusSet: 'Status updated',
} as const;
export const teamCodes = messageCodes('team', teamMessages);
