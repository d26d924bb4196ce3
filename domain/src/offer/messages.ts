import { messageCodes } from '../shared/messages';

/** Offer wording, shared by the APIs and the frontend (codes `offer.<key>`); what an offer shares with a team's member (a role's length, an allocation, a specialist chosen, one already in) is the team's, and a team chosen is the project's. */
export const offerMessages = {
  roleRequired: 'Role is required',
  dayRateInvalid: 'Day rate must be an amount above 0 and at most 999999 with a currency such as EUR',
  startsOnInvalid: 'Start date must be a date written YYYY-MM-DD',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 1000 characters',
  reasonTooLong: 'Reason must be at most 1000 characters',
  overAllocateInvalid: 'over_allocate must be true or false',
  offerNotFound: 'Offer not found',
  notYourTeam: 'Only the team’s owner can make or withdraw its offers',
  notYourOffer: 'Only the specialist it is made to can answer an offer',
  notASpecialist: 'Offers are made to specialists only',
  alreadyOffered: 'This specialist already has a pending offer for this team',
  notPending: 'This offer has already been answered or withdrawn',
  expired: 'This offer has expired',
  beyondFreeDays: 'This offer is beyond the specialist’s free days; send over_allocate: true to make it anyway',
  made: 'Offer sent',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  withdrawn: 'Offer withdrawn',
} as const;
export const offerCodes = messageCodes('offer', offerMessages);
