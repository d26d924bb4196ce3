import { userActivityProjection } from './activity/userActivity';
import { userAccountProjection } from './account/projections/userAccount';
import { catalogListProjection } from './catalogs/projections/catalogList';
import type { Projection } from './shared/projection';
import { specialistProfileProjection } from './specialist/projections/specialistProfile';

/** Every read model the projector maintains, in the order it applies them. */
export const projections: Projection<any>[] = [userAccountProjection, specialistProfileProjection, catalogListProjection, userActivityProjection];
