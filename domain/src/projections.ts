import { userAccountProjection } from './account/projections/userAccount';
import type { Projection } from './shared/projection';

/** Every read model the projector maintains, in the order it applies them. */
export const projections: Projection<any>[] = [userAccountProjection];
