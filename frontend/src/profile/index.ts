/** What other folders use of the profile: its record, its read-only sections and its billing dialog. */
export { FAILED_KEY } from './useSectionWrite';
export { BillingDialog } from './dialogs/BillingDialog';
export { ProfileContext, type ProfileContextValue } from './ProfileContext';
export { useProfileRecord } from './useProfileRecord';
export type { SpecialistProfile } from './profileDomain';
export { ProfileColumns } from './sections/ProfileColumns';
export { ProfileHeader } from './sections/ProfileHeader';
export { ProfileReadOnly } from './ProfileView';
export { availabilityOf, freeDaysOf } from './availability/availabilityOf';
