import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `teams` resource: `list` is /profile/profile-teams/teams, `show` both team-detail routes
 * (under a network, or ?id=). Creating and editing are dialogs of those pages.
 */
export default {
  list: lazyWithMessages('hiring', () => import('./TeamList')),
  show: lazyWithMessages('hiring', () => import('./TeamDetail')),
  icon: GroupsOutlined,
  recordRepresentation: 'name',
};
