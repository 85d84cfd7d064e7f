// Checks beyond the JSON Schema, run on a configuration that passed it: colour contrast, blocks and
// links to pages that do not exist, size limits (errors) and unknown locale keys (warnings). The
// studio, the CLIs and the server all run these, so each names the same issue at the same path.
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigCheckIssue } from '../../schemas/config-check-issue';
import { BLOCK_DEFAULT_LINKS, BLOCK_MODULES } from '../../schemas/block-check-data';
import { checkContrast } from './contrast';
import { checkModuleLinks, type BlockFacts } from './module-links';
import { checkSizeLimits } from './size-limits';
import { checkLocaleKeys } from './locale-keys';
import { customJsIssue } from '../custom-js-syntax';

export type { ConfigCheckIssue } from '../../schemas/config-check-issue';
export { MAX_BLOCKS_PER_SITE, MAX_DOCUMENT_BYTES } from './size-limits';
export { WCAG_AA_TEXT } from './contrast';

export interface CheckOptions {
  /** Each block's module and default links (default: generated from the block registry). */
  blocks?: BlockFacts;
  /** Locale codes the server supplies beyond the configured and compiled ones. */
  extraLocales?: readonly string[];
}

export function checkSiteConfig(config: SiteConfig, options: CheckOptions = {}): ConfigCheckIssue[] {
  return [
    ...checkContrast(config),
    ...checkModuleLinks(config, options.blocks ?? { modules: BLOCK_MODULES, defaultLinks: BLOCK_DEFAULT_LINKS }),
    ...checkSizeLimits(config),
    ...checkLocaleKeys(config, options.extraLocales),
    ...customJsChecks(config),
  ];
}

/** customJS that does not parse never runs (the server serves a warning instead): refuse it before it is published. */
function customJsChecks(config: SiteConfig): ConfigCheckIssue[] {
  const issue = customJsIssue(config.ui.customJS);
  return issue ? [{ ...issue, severity: 'error', check: 'custom-js' }] : [];
}
