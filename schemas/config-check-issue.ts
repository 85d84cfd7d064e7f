// What the checks beyond the schema report (shared/config-checks): a JSON pointer, a message, how
// bad it is and which check found it. Errors block saving and publishing; warnings do not.
import { Type, type Static } from '@sinclair/typebox';

export const ConfigCheckName = Type.Union([Type.Literal('contrast'), Type.Literal('dead-link'), Type.Literal('size'), Type.Literal('locale-key'), Type.Literal('custom-js')]);
export type ConfigCheckName = Static<typeof ConfigCheckName>;

export const IssueSeverity = Type.Union([Type.Literal('error'), Type.Literal('warning')]);
export type IssueSeverity = Static<typeof IssueSeverity>;

export const ConfigCheckIssue = Type.Object({
  path: Type.String({ description: 'JSON pointer into the configuration' }),
  message: Type.String(),
  severity: IssueSeverity,
  check: ConfigCheckName,
});
export type ConfigCheckIssue = Static<typeof ConfigCheckIssue>;

/** One issue as the API lists it: a schema issue (no severity: an error) or a check's issue. */
export const ReportedConfigIssue = Type.Object({
  path: Type.String(),
  message: Type.String(),
  severity: Type.Optional(IssueSeverity),
  check: Type.Optional(ConfigCheckName),
});
export type ReportedConfigIssue = Static<typeof ReportedConfigIssue>;
