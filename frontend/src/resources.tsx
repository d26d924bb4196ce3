import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import businessOwners from './businessOwners';
import invitations from './invitations';
import networkMembers from './networkMembers';
import networks from './networks';
import specialists from './specialists';
import { NotFoundPage } from './routes/appRoutes';
import teams from './teams';

/**
 * The app's react-admin resources. They are registered without routes of their own: their pages
 * are the spec's routes (routes/routeTable.ts), which render each resource's list and show, so
 * /networks or /teams never become paths of the app (spec 2.1: any other path is the error page).
 * Registering them gives react-admin their names, icons and record representations; the one
 * route each has (react-admin mounts /{name}/*) is the error page.
 */
const notFound = <Route path="*" element={<NotFoundPage />} />;

export const resources = [
  <Resource key="networks" name="networks" icon={networks.icon} recordRepresentation={networks.recordRepresentation}>
    {notFound}
  </Resource>,
  <Resource key="network-members" name="network-members" icon={networkMembers.icon} recordRepresentation={networkMembers.recordRepresentation}>
    {notFound}
  </Resource>,
  <Resource key="invitations" name="invitations" icon={invitations.icon} recordRepresentation={invitations.recordRepresentation}>
    {notFound}
  </Resource>,
  <Resource key="teams" name="teams" icon={teams.icon} recordRepresentation={teams.recordRepresentation}>
    {notFound}
  </Resource>,
  <Resource key="specialists" name="specialists" icon={specialists.icon} recordRepresentation={specialists.recordRepresentation}>
    {notFound}
  </Resource>,
  <Resource key="business-owners" name="business-owners" icon={businessOwners.icon} recordRepresentation={businessOwners.recordRepresentation}>
    {notFound}
  </Resource>,
];
