import type { ResourceDefinition } from 'react-admin';
import { recordRepresentation as businessOwner } from './businessOwners';
import { recordRepresentation as invitation } from './invitations';
import { recordRepresentation as networkMember } from './networkMembers';
import { recordRepresentation as project } from './projects';
import { recordRepresentation as network } from './networks';
import { recordRepresentation as auditEvent } from './report';
import { NotFoundPage } from './routes/appRoutes';
import { recordRepresentation as specialist } from './specialists';
import { recordRepresentation as team } from './teams';

type Representation = ResourceDefinition['recordRepresentation'];

/**
 * A react-admin resource registered by its name and record representation (a custom Resource
 * element: `raName` and a static `registerResource`, as react-admin allows). Its pages are the
 * spec's routes (routes/routeTable.ts), which render the resource's list and show, so /networks or
 * /teams never become paths of the app (spec 2.1: any other path is the error page): what
 * react-admin mounts at /{name}/* is the error page. react-admin's own <Resource> would add its
 * list scroll restoration (and lodash's debounce) to the sign-in route's JavaScript.
 */
function DataResource(_props: { name: string; recordRepresentation?: Representation }) {
  return <NotFoundPage />;
}
DataResource.raName = 'Resource';
DataResource.registerResource = ({
  name,
  recordRepresentation,
}: {
  name: string;
  recordRepresentation?: Representation;
}): ResourceDefinition => ({
  name,
  hasList: false,
  hasCreate: false,
  hasEdit: false,
  hasShow: false,
  recordRepresentation,
});

/** The app's react-admin resources (docs/api.md, 'Networks, teams and search'). */
export const resources = [
  <DataResource key="networks" name="networks" recordRepresentation={network} />,
  <DataResource key="network-members" name="network-members" recordRepresentation={networkMember} />,
  <DataResource key="invitations" name="invitations" recordRepresentation={invitation} />,
  <DataResource key="teams" name="teams" recordRepresentation={team} />,
  <DataResource key="specialists" name="specialists" recordRepresentation={specialist} />,
  <DataResource key="business-owners" name="business-owners" recordRepresentation={businessOwner} />,
  <DataResource key="audit-events" name="audit-events" recordRepresentation={auditEvent} />,
  <DataResource key="projects" name="projects" recordRepresentation={project} />,
  <DataResource key="shared-projects" name="shared-projects" recordRepresentation={project} />,
];
