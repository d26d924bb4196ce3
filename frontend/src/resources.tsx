import type { ResourceDefinition } from 'react-admin';
import { NotFoundPage } from './routes/appRoutes';

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

const personName = (person?: { first_name?: string; last_name?: string } | null) =>
  [person?.first_name, person?.last_name].filter(Boolean).join(' ');

/** How a record of each resource is named (breadcrumbs, references, react-admin's titles). */
const network = 'name';
const networkMember = (member: {
  specialist?: { first_name?: string; last_name?: string } | null;
  email?: string | null;
}) => personName(member.specialist) || member.email || '';
const invitation = 'network_name';
const team = 'name';
const specialist = (card: { first_name?: string; last_name?: string }) => personName(card);
const businessOwner = 'company_name';
const auditEvent = (record: { action?: string; target?: { name?: string | null } }) =>
  [record.action, record.target?.name].filter(Boolean).join(' · ');
const project = 'name';

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
