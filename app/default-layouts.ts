// The default configuration's site layouts: what a named site shows when the active configuration
// leaves it out.
import { ui } from '../site-configs/default.json';
import type { FallbackLayouts } from '../src/config/fallback-layouts';

export const defaultLayouts = ui.sites as unknown as FallbackLayouts;
