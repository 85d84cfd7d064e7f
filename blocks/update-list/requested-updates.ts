import type { SiteConfig } from '../../schemas/config/site-config';

/** The largest list the API serves in one request (the schema's maximum count). */
const MAX_REQUEST = 48;

/** Hidden hardcore updates would leave gaps, so the list asks for more and cuts back to `count`. */
export const requestedUpdates = (count: number, config: SiteConfig) => (config.core.fsk12.hideHardcoreUpdates ? Math.min(MAX_REQUEST, count * 2) : count);
