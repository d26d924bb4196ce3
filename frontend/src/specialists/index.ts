/**
 * The `specialists` resource: the search list (SpecialistList, in the invite dialog) and the
 * profile, whose pages are /profile/profile and /profile-view (src/profile).
 */
export const recordRepresentation = (card: { first_name?: string; last_name?: string }) =>
  [card.first_name, card.last_name].filter(Boolean).join(' ');
