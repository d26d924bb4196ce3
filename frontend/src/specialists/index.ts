import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';

/**
 * The `specialists` resource: the search list (SpecialistList, in the invite dialog) and the
 * profile, whose pages are /profile/profile and /profile-view (src/profile).
 */
export const icon = PersonSearchOutlined;
export const recordRepresentation = (card: { first_name?: string; last_name?: string }) => [card.first_name, card.last_name].filter(Boolean).join(' ');

// The demo's shape, for `<Resource {...resource}>`; the app imports the named parts, so the sign-in route's chunk keeps no icon it does not show.
export default { icon, recordRepresentation };
