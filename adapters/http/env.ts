import type { Restaurant } from '../../core/tenancy/restaurant.js';
import type { PublicUser } from '../../core/tenancy/user.js';

/** Hono context variables set by the middleware. */
export type AppEnv = {
  Variables: {
    user: PublicUser | null;
    sessionToken: string | null;
    restaurant: Restaurant;
    /** The restaurant's list change version, read once per polled list request (docs/api.md). */
    listVersion: number;
  };
};
