import { matchPath } from 'react-router-dom';
import { isAdminRole } from '../providers/domain';
import { routeEntries, type AppRoute, type RouteId } from './routeTable';

/** Every route's path by its id, from the route table. */
export const paths = Object.fromEntries(routeEntries.map(([id, route]) => [id, route.path])) as Record<RouteId, string>;

export const DEFAULT_PATH = paths.dashboard;
export const ADMIN_DEFAULT_PATH = paths.myProjects;

export const defaultPathFor = (userType: string | null | undefined) => (isAdminRole(userType) ? ADMIN_DEFAULT_PATH : DEFAULT_PATH);

/** The table's route whose path matches the whole pathname. */
export function routeAt(pathname: string): (AppRoute & { id: RouteId }) | undefined {
  const found = routeEntries.find(([, route]) => matchPath({ path: route.path, end: true }, pathname));
  return found && { id: found[0], ...found[1] };
}
