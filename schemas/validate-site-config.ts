// Validates a site configuration against the generated JSON Schema, then checks what a schema
// cannot say (cross references). Used by the browser, the server at start and the CLI, so all
// three report the same `<JSON path>: <message>` lines.
import type { ErrorObject } from 'ajv';
// Generated from site-config.schema.json by `npm run schema:generate` (no runtime compilation).
import { validate as validator } from './site-config.validator.js';
import type { SiteConfig } from './config/site-config';
import type { LayoutEntry } from './config/ui';

export interface ConfigIssue {
  /** JSON pointer into the configuration, e.g. `/ui/sites/homesite/containers/3/props/autoplayMs`. */
  path: string;
  message: string;
}

export type ConfigValidation = { ok: true; config: SiteConfig; issues: [] } | { ok: false; issues: ConfigIssue[] };

function describe(error: ErrorObject): ConfigIssue {
  const path = error.instancePath;
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty);
    const what = path === '/core/modules' ? 'module' : path.match(/^\/ui\/sites$/) ? 'site' : 'property';
    return { path: `${path}/${extra}`, message: `unknown ${what} "${extra}"` };
  }
  if (error.keyword === 'discriminator') {
    const { tagValue } = error.params as { tagValue?: unknown };
    if (tagValue === undefined) return { path, message: 'a layout entry needs a "type"' };
    return { path: `${path}/type`, message: `unknown block type "${String(tagValue)}"` };
  }
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return { path: `${path}/${missing}`, message: 'is required' };
  }
  if (error.keyword === 'enum' || error.keyword === 'const') {
    const allowed = (error.params as { allowedValues?: unknown[]; allowedValue?: unknown }).allowedValues ?? [
      (error.params as { allowedValue?: unknown }).allowedValue,
    ];
    return { path, message: `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` };
  }
  return { path, message: error.message ?? 'is invalid' };
}

/** TypeBox unions become anyOf; one bad literal yields an error per branch. Keep one clear line. */
function collapse(errors: ErrorObject[]): ConfigIssue[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (anyOfPaths.has(e.instancePath)) byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  }
  const issues: ConfigIssue[] = [];
  for (const [path, group] of byPath) {
    const consts = group.filter((e) => e.keyword === 'const').map((e) => (e.params as { allowedValue: unknown }).allowedValue);
    const types = group.filter((e) => e.keyword === 'type').map((e) => (e.params as { type: string }).type);
    const parts = [...consts.map((v) => JSON.stringify(v)), ...types.map((t) => `a ${t}`)];
    issues.push({ path, message: parts.length ? `must be one of ${parts.join(', ')}` : 'does not match any allowed form' });
  }
  const rest = errors.filter((e) => !anyOfPaths.has(e.instancePath) || e.keyword === 'additionalProperties');
  return [...issues, ...rest.filter((e) => !(e.keyword === 'if')).map(describe)];
}

function* walkEntries(entries: LayoutEntry[], base: string): Generator<[LayoutEntry, string]> {
  for (const [index, entry] of entries.entries()) {
    const path = `${base}/${index}`;
    yield [entry, path];
    if (entry.blocks) yield* walkEntries(entry.blocks, `${path}/blocks`);
  }
}

/** Cross references the JSON Schema cannot express. */
function semanticIssues(config: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { locales } = config.core;
  if (!locales.available.includes(locales.default)) {
    issues.push({
      path: '/core/locales/default',
      message: `default locale "${locales.default}" is not in /core/locales/available (${locales.available.join(', ')})`,
    });
  }
  const themeIds = config.ui.themes.available.map((theme) => theme.id);
  if (!themeIds.includes(config.ui.themes.default)) {
    issues.push({
      path: '/ui/themes/default',
      message: `default theme "${config.ui.themes.default}" does not exist (themes: ${themeIds.join(', ')})`,
    });
  }
  themeIds.forEach((id, index) => {
    if (themeIds.indexOf(id) !== index) issues.push({ path: `/ui/themes/available/${index}/id`, message: `duplicate theme id "${id}"` });
  });
  for (const [siteKey, layout] of Object.entries(config.ui.sites)) {
    if (!layout) continue;
    const seen = new Map<string, string>();
    for (const [entry, path] of walkEntries(layout.containers, `/ui/sites/${siteKey}/containers`)) {
      if (!entry.id) continue;
      const first = seen.get(entry.id);
      if (first) issues.push({ path: `${path}/id`, message: `duplicate id "${entry.id}" (first at ${first})` });
      else seen.set(entry.id, path);
    }
  }
  return issues;
}

export function validateSiteConfig(input: unknown): ConfigValidation {
  const validate = validator;
  const schemaIssues = validate(input) ? [] : collapse(validate.errors ?? []);
  const issues = dedupe([...schemaIssues, ...safeSemanticIssues(input)]);
  if (issues.length) return { ok: false, issues };
  return { ok: true, config: input as SiteConfig, issues: [] };
}

/** Cross-reference checks on a configuration that may be malformed: skip what is not there. */
function safeSemanticIssues(input: unknown): ConfigIssue[] {
  try {
    return semanticIssues(input as SiteConfig);
  } catch {
    return [];
  }
}

function dedupe(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const formatIssue = (source: string, issue: ConfigIssue) => `${source}: ${issue.path || '/'}: ${issue.message}`;
