// Words for the audit log's action codes and target kinds; an unknown code shows as it is stored.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const TARGETS: Record<string, MessageDescriptor> = {
  member: msg`Member`,
  payment: msg`Payment`,
  request: msg`Request`,
  comment: msg`Comment`,
  translation: msg`Translation`,
  mail: msg`Mail`,
  update: msg`Update`,
  partner: msg`Partner`,
};

export const AUDIT_TARGET_KINDS = Object.keys(TARGETS);

export const targetLabel = (i18n: I18n, kind: string) => (TARGETS[kind] ? i18n._(TARGETS[kind]) : kind);

const ACTIONS: Record<string, MessageDescriptor> = {};

/** Registers the words for action codes (each desk part names its own). */
export const defineAuditActions = (labels: Record<string, MessageDescriptor>) => Object.assign(ACTIONS, labels);

export const actionLabel = (i18n: I18n, action: string) => (ACTIONS[action] ? i18n._(ACTIONS[action]) : action);
