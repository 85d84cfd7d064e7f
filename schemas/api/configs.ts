// Contract of the configuration calls (/api/configs...): preview links, publishing, versions and
// their diffs. The server validates bodies with these; the studio and the CLIs read the same types.
import { Type, type Static } from '@sinclair/typebox';
import { ReportedConfigIssue } from '../config-check-issue';

export const PREVIEW_HOURS_DEFAULT = 168;
export const PREVIEW_HOURS_MAX = 720;

const ConfigName = Type.String({ minLength: 1, maxLength: 120, description: 'shown in the studio and the version list' });
/** The configuration is checked by the site-config validator (422 with paths), not by this schema. */
const ConfigDocument = Type.Unknown({ description: 'a site configuration (schemas/site-config.schema.json)' });

/** The live version a document was started from (GET /api/configs/live answers it). */
const BaseVersion = Type.Integer({ minimum: 0, maximum: 2147483647, description: 'id of the live version the document was based on (0: the configuration file)' });

export const CreateConfigBody = Type.Object(
  {
    config: ConfigDocument,
    baseVersion: Type.Optional(BaseVersion),
    name: Type.Optional(ConfigName),
    expiresInHours: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_HOURS_MAX, default: PREVIEW_HOURS_DEFAULT })),
  },
  { $id: 'CreateConfigBody', additionalProperties: false },
);
export type CreateConfigBody = Static<typeof CreateConfigBody>;

/**
 * Publishing names the version it was based on: when the live version is newer (someone else
 * published or restored meanwhile) the server answers 409 ConfigConflictError and changes nothing.
 */
export const PublishConfigBody = Type.Object(
  { config: ConfigDocument, name: Type.Optional(ConfigName), baseVersion: BaseVersion },
  { $id: 'PublishConfigBody', additionalProperties: false },
);
export type PublishConfigBody = Static<typeof PublishConfigBody>;

/** POST /api/configs/{token}/publish and POST /api/configs/versions/{id}/restore. */
export const BaseVersionBody = Type.Object({ baseVersion: BaseVersion }, { $id: 'BaseVersionBody', additionalProperties: false });
export type BaseVersionBody = Static<typeof BaseVersionBody>;

const Iso = Type.String({ format: 'date-time' });
const Username = Type.Union([Type.String(), Type.Null()], { description: 'username; null when the account was deleted' });

export const PreviewCreated = Type.Object({
  token: Type.String({ description: 'base64url, 192 random bits' }),
  name: Type.String(),
  link: Type.String({ description: '<site origin>/?previewtoken=<token>' }),
  expiresAt: Iso,
  createdBy: Username,
});
export type PreviewCreated = Static<typeof PreviewCreated>;

export const ConfigStatus = Type.Union([Type.Literal('preview'), Type.Literal('live'), Type.Literal('previous'), Type.Literal('expired'), Type.Literal('deleted')], {
  description: 'live: what visitors see; previous: was live before; expired: preview link no longer opens; deleted: a staff member deleted the link',
});
export type ConfigStatus = Static<typeof ConfigStatus>;

export const ConfigListItem = Type.Object({
  token: Type.String(),
  name: Type.String(),
  createdAt: Iso,
  expiresAt: Type.Union([Iso, Type.Null()]),
  createdBy: Username,
  status: ConfigStatus,
  deletedAt: Type.Optional(Iso),
  deletedBy: Type.Optional(Username),
  scheduled: Type.Optional(
    Type.Object(
      { publishAt: Iso, by: Username },
      { description: 'the earliest pending scheduled publish of this link: only a publisher may delete the link then (which cancels it)' },
    ),
  ),
});
export type ConfigListItem = Static<typeof ConfigListItem>;

/** GET /api/configs/{token} (public: whoever has the link). */
export const PreviewConfig = Type.Object({
  previewtoken: Type.String(),
  name: Type.String(),
  expiresAt: Type.Union([Iso, Type.Null()]),
  config: Type.Unknown(),
});
export type PreviewConfig = Static<typeof PreviewConfig>;

/**
 * GET /api/configs/{token} for a link that existed: 410 with why it no longer opens, so QA sees
 * "this preview is gone" instead of the live site. A token that never existed stays a 404.
 */
export const PreviewGoneError = Type.Object({
  error: Type.Object({
    code: Type.Union([Type.Literal('preview_expired'), Type.Literal('preview_deleted')]),
    message: Type.String(),
    name: Type.String({ description: 'the link\'s name' }),
    at: Iso,
  }),
});
export type PreviewGoneError = Static<typeof PreviewGoneError>;

/** GET /api/configs/live: what visitors see now, and its version id (the studio's base version). */
/** What identifies the content of a configuration: a page names the one it was rendered with, and its browser asks for that one. */
export const ConfigContentVersion = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a hash of the configuration document' });

/** GET /api/settings: the active configuration and its content version. */
export const ActiveSettings = Type.Object({
  config: Type.Unknown({ description: 'the active site configuration (schemas/site-config.schema.json)' }),
  version: ConfigContentVersion,
});

/**
 * With `v` (the version a rendered page names), a matching answer never changes and may be kept
 * for good (immutable); another version is answered as it is now, and not kept.
 */
export const SettingsQuery = Type.Object({ v: Type.Optional(ConfigContentVersion) }, { $id: 'SettingsQuery' });

export const LiveConfig = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  publishedAt: Type.Union([Iso, Type.Null()]),
  publishedBy: Username,
  config: Type.Unknown(),
});
export type LiveConfig = Static<typeof LiveConfig>;

export const PublishResult = Type.Object({ published: Type.Literal(true), version: Type.Integer({ description: 'id of the new live version' }) });
export type PublishResult = Static<typeof PublishResult>;

/**
 * One entry of the publishing history. Id 0 is the configuration file the server started with
 * (token and publishedAt null): it is live while nothing has been published and can be restored.
 */
export const ConfigVersion = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  token: Type.Union([Type.String(), Type.Null()], { description: 'preview token of the stored configuration; null for the file or a deleted one' }),
  name: Type.String(),
  publishedAt: Type.Union([Iso, Type.Null()]),
  publishedBy: Username,
  live: Type.Boolean(),
  restoredFrom: Type.Union([Type.Integer(), Type.Null()], { description: 'the version this one restored' }),
});
export type ConfigVersion = Static<typeof ConfigVersion>;

export const ConfigVersionDetail = Type.Composite([ConfigVersion, Type.Object({ config: Type.Unknown() })]);
export type ConfigVersionDetail = Static<typeof ConfigVersionDetail>;

export const DiffQuery = Type.Object(
  {
    against: Type.Optional(Type.String({ pattern: '^(live|previous|[0-9]{1,9})$', description: "a version id, 'live', or 'previous' (default)" })),
  },
  { $id: 'DiffQuery' },
);

/**
 * One difference. Paths are JSON pointers: into the `to` document for added/changed, into the
 * `from` document for removed. A block moved inside a list is a removal at its old index plus an
 * addition at its new one, linked by movedTo/movedFrom.
 */
export const ConfigChange = Type.Object({
  path: Type.String(),
  kind: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
  movedFrom: Type.Optional(Type.String()),
  movedTo: Type.Optional(Type.String()),
});
export type ConfigChange = Static<typeof ConfigChange>;

export const ConfigDiff = Type.Object({
  from: Type.Integer({ description: 'version the changes start from (against)' }),
  to: Type.Integer({ description: 'version the changes lead to' }),
  changes: Type.Array(ConfigChange),
});
export type ConfigDiff = Static<typeof ConfigDiff>;

/** 422 body: the usual error plus every issue, in order, for the studio to list. */
export const InvalidConfigError = Type.Object({
  error: Type.Object({
    code: Type.Literal('invalid_config'),
    message: Type.String(),
    fields: Type.Record(Type.String(), Type.String()),
    issues: Type.Array(ReportedConfigIssue),
  }),
});
export type InvalidConfigError = Static<typeof InvalidConfigError>;

/**
 * 409 on publish, restore or a due scheduled publish when the live version is no longer the base:
 * who published what and when, and the changes from your document to theirs (theirs = live).
 */
export const ConfigConflictError = Type.Object({
  error: Type.Object({
    code: Type.Literal('config_conflict'),
    message: Type.String(),
    live: Type.Object({ version: Type.Integer(), name: Type.String(), publishedAt: Type.Union([Iso, Type.Null()]), publishedBy: Username }),
    baseVersion: Type.Integer(),
    changes: Type.Array(ConfigChange, { description: 'from the document being published to the live one' }),
  }),
});
export type ConfigConflictError = Static<typeof ConfigConflictError>;

/** POST /api/configs/schedule: a saved preview link (token) or a document, published at publishAt. */
export const ScheduleConfigBody = Type.Object(
  {
    token: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
    config: Type.Optional(ConfigDocument),
    name: Type.Optional(ConfigName),
    baseVersion: BaseVersion,
    publishAt: Type.String({ format: 'date-time', description: 'in the future; the site switches then on every process' }),
  },
  { $id: 'ScheduleConfigBody', additionalProperties: false },
);
export type ScheduleConfigBody = Static<typeof ScheduleConfigBody>;

export const ScheduleStatus = Type.Union([Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('cancelled'), Type.Literal('failed')]);
export type ScheduleStatus = Static<typeof ScheduleStatus>;

export const ScheduledPublish = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  token: Type.String({ description: 'the stored configuration (a preview link until it is published)' }),
  publishAt: Iso,
  baseVersion: Type.Integer(),
  createdBy: Username,
  status: ScheduleStatus,
  version: Type.Union([Type.Integer(), Type.Null()], { description: 'the version it became, once published' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it failed or who cancelled it' }),
});
export type ScheduledPublish = Static<typeof ScheduledPublish>;
