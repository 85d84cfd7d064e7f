// Locales, translations, the active site configuration, preview links, publishing and versions.
import { Type } from '@sinclair/typebox';
import * as CF from '../../../schemas/api/configs';
import { Locale } from '../../../schemas/api/content';
import { LocaleBody, TranslateCode, TranslationRecord, TranslationsBody } from '../../../schemas/api/locales';
import { MAX_ID } from '../../../schemas/api/common';
import { list, type Area } from './operation';

/** Version 0 is the configuration file the server started with. */
const version = { id: Type.Integer({ minimum: 0, maximum: MAX_ID }) };

export const siteArea: Area = {
  tag: { name: 'Site', description: 'Locales, texts and the site configuration: preview links, publishing and its history.' },
  ops: [
    { method: 'get', path: '/api/public/locales', summary: 'Locales with texts', data: list(Locale), paged: true },
    { method: 'get', path: '/api/translations', summary: 'Translation records (langKey, lang_<code>)', data: list(TranslationRecord), paged: true },
    { method: 'put', path: '/api/locales/{translateCode}', summary: 'Staff: add or change a locale (name, id, permaLink, langCode) and merge texts into its lang', params: { translateCode: TranslateCode }, body: LocaleBody, data: Locale, auth: 'staff', errors: [409] },
    { method: 'delete', path: '/api/locales/{translateCode}', summary: 'Staff: remove a locale and its texts', params: { translateCode: TranslateCode }, auth: 'staff', status: 204 },
    { method: 'put', path: '/api/translations', summary: 'Staff: add or change translation records (a null text removes it); answers the records of those keys', body: TranslationsBody, data: list(TranslationRecord), auth: 'staff', paged: true },
    { method: 'get', path: '/api/settings', summary: 'Active site configuration and its content version; with `v`, a matching answer is immutable', query: CF.SettingsQuery, data: CF.ActiveSettings },
    { method: 'get', path: '/api/openapi.json', summary: 'This document', responses: { '200': { description: 'The OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } } } },
    { method: 'get', path: '/api/configs/{token}', summary: 'Preview site configuration (anyone with the link; 410 when it expired or was deleted, 404 when it never existed)', data: CF.PreviewConfig, errors: ['preview-gone'] },
    { method: 'post', path: '/api/configs', summary: 'Editors and publishers: store a preview configuration (with the live version it is based on), returns its link', body: CF.CreateConfigBody, data: CF.PreviewCreated, auth: 'staff', status: 201, errors: ['invalid-config'] },
    { method: 'put', path: '/api/configs', summary: 'Editors and publishers: alias of POST /configs (also answers previewtoken)', body: CF.CreateConfigBody, data: CF.PreviewCreated, auth: 'staff', status: 201, errors: ['invalid-config'] },
    { method: 'get', path: '/api/configs', summary: 'Editors and publishers: stored configurations, newest first, with their status (deleted ones with who and when)', data: list(CF.ConfigListItem), auth: 'staff' },
    { method: 'get', path: '/api/configs/live', summary: 'Editors and publishers: the live configuration and its version (the base of the next save or publish)', data: CF.LiveConfig, auth: 'staff' },
    { method: 'delete', path: '/api/configs/{token}', summary: 'Editors and publishers: delete a preview link (not the live one); it then answers 410 and the list shows the deletion. A link a publisher scheduled is deleted only by a publisher (403 for editors), which cancels the schedule', auth: 'staff', status: 204, errors: [403, 409] },
    { method: 'post', path: '/api/configs/{token}/publish', summary: 'Publishers: make a preview live (validated again) over baseVersion; 409 when another version is live', body: CF.BaseVersionBody, data: CF.PublishResult, auth: 'staff', errors: ['invalid-config', 'config-conflict'] },
    { method: 'post', path: '/api/configs/publish', summary: 'Publishers: validate, store and publish in one step over baseVersion; 409 when another version is live', body: CF.PublishConfigBody, data: CF.PublishResult, auth: 'staff', errors: ['invalid-config', 'config-conflict'] },
    { method: 'get', path: '/api/configs/schedule', summary: 'Editors and publishers: scheduled publishes, newest first, with their status', data: list(CF.ScheduledPublish), auth: 'staff' },
    { method: 'post', path: '/api/configs/schedule', summary: 'Publishers: publish a saved link (token) or a configuration at publishAt (future, at most a year ahead), over baseVersion; every process switches then', body: CF.ScheduleConfigBody, data: CF.ScheduledPublish, auth: 'staff', status: 201, errors: ['invalid-config'] },
    { method: 'delete', path: '/api/configs/schedule/{id}', summary: 'Publishers: cancel a scheduled publish (409 once published, failed or cancelled)', auth: 'staff', status: 204, errors: [409] },
    { method: 'get', path: '/api/configs/versions', summary: 'Editors and publishers: publishing history, newest first; id 0 is the configuration file', data: list(CF.ConfigVersion), auth: 'staff' },
    { method: 'get', path: '/api/configs/versions/{id}', summary: 'Editors and publishers: one version with its configuration', params: version, data: CF.ConfigVersionDetail, auth: 'staff' },
    { method: 'get', path: '/api/configs/versions/{id}/diff', summary: "Editors and publishers: changes from `against` (a version id, 'live' or 'previous') to this version", params: version, query: CF.DiffQuery, data: CF.ConfigDiff, auth: 'staff' },
    { method: 'post', path: '/api/configs/versions/{id}/restore', summary: 'Publishers: make a version live again as a new version, over baseVersion; 409 when another version is live', params: version, body: CF.BaseVersionBody, data: CF.PublishResult, auth: 'staff', errors: ['invalid-config', 'config-conflict'] },
  ],
};
