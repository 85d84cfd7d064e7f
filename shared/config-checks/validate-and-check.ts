// The schema validation, then (on a configuration that passed it) the checks beyond it: what the
// server, the CLIs and the studio run before storing a configuration. Errors block; warnings do not.
import { validateSiteConfig } from '../../schemas/validate-site-config';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { IssueSeverity, ReportedConfigIssue } from '../../schemas/config-check-issue';
import { checkSiteConfig, type CheckOptions } from './index';

/** A schema issue (no severity: always an error, as the API lists it) or a check's issue. */
export type CheckedIssue = ReportedConfigIssue;

export type CheckedConfig =
  /** `issues` holds warnings only. */
  | { ok: true; config: SiteConfig; issues: CheckedIssue[] }
  | { ok: false; issues: CheckedIssue[] };

export const isError = (issue: { severity?: IssueSeverity }) => issue.severity !== 'warning';

export function validateAndCheck(input: unknown, options?: CheckOptions): CheckedConfig {
  const validation = validateSiteConfig(input);
  if (!validation.ok) return { ok: false, issues: validation.issues };
  const issues = checkSiteConfig(validation.config, options);
  return issues.some(isError) ? { ok: false, issues } : { ok: true, config: validation.config, issues };
}

/** `<source>: <JSON path>: <message>`, like the schema's lines; a warning says so. */
export const formatCheckedIssue = (source: string, issue: ReportedConfigIssue) =>
  `${source}: ${issue.path || '/'}: ${issue.severity === 'warning' ? 'warning: ' : ''}${issue.message}`;
