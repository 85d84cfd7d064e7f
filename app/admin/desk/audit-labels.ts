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
  preview: msg`Preview link`,
};

export const AUDIT_TARGET_KINDS = Object.keys(TARGETS);

export const targetLabel = (i18n: I18n, kind: string) => (TARGETS[kind] ? i18n._(TARGETS[kind]) : kind);

// Every action code the server records (server/desk, server/api/desk-*), in one place so that the
// audit log, a member's page and an item's history all say the same words.
const ACTIONS: Record<string, MessageDescriptor> = {
  'member.extend': msg`Access extended`,
  'member.cancel': msg`Subscription cancelled`,
  'member.block': msg`Blocked`,
  'member.unblock': msg`Unblocked`,
  'member.end_sessions': msg`Sessions ended`,
  'member.password_reset': msg`Password reset mail sent`,
  'member.export': msg`Data exported`,
  'member.erase': msg`Account erased`,
  'payment.refund': msg`Refunded`,
  'payment.resolve': msg`Waiting payment decided`,
  'payment.gift_card_approve': msg`Gift card approved`,
  'payment.gift_card_decline': msg`Gift card declined`,
  'request.status': msg`Status changed`,
  'request.reply': msg`Reply sent`,
  'request.remove_content': msg`Reported content unpublished`,
  'comment.hide': msg`Comment hidden`,
  'comment.show': msg`Comment shown again`,
  'comment.delete': msg`Comment deleted`,
  'mail.resend': msg`Mail sent again`,
  'translation.edit': msg`Text changed`,
  'translation.reset': msg`Text reset to the original`,
  'partner.create': msg`Partner created`,
  'partner.change': msg`Partner changed`,
  'preview.delete': msg`Preview link deleted`,
};

export const AUDIT_ACTIONS = Object.keys(ACTIONS);

/** An action code in words (the code itself when it is new). */
export const actionLabel = (i18n: I18n, action: string) => (ACTIONS[action] ? i18n._(ACTIONS[action]) : action);
