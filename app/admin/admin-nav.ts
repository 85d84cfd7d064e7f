// The staff area's sections, grouped as its navigation shows them: the operator's desk first (the
// morning numbers, members, money, requests), then content. A section with `visible` is shown only
// to the users it allows (its calls refuse the others anyway).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { mayChangeMoneyOrAccounts, mayReadAuditLog } from '../../shared/roles';

type WithRole = { role_id: number } | null | undefined;

export type AdminGroup = 'desk' | 'content';

export interface AdminSection {
  path: string;
  label: MessageDescriptor;
  group: AdminGroup;
  visible?: (user: WithRole) => boolean;
}

export const ADMIN_GROUPS: readonly { id: AdminGroup; label: MessageDescriptor }[] = [
  { id: 'desk', label: msg`Desk` },
  { id: 'content', label: msg`Content` },
];

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'dashboard', label: msg`Dashboard`, group: 'desk' },
  { path: 'members', label: msg`Members`, group: 'desk' },
  { path: 'payments', label: msg`Payments`, group: 'desk' },
  { path: 'gift-cards', label: msg`Gift cards`, group: 'desk' },
  { path: 'requests', label: msg`Requests`, group: 'desk' },
  { path: 'comments', label: msg`Comments`, group: 'desk' },
  { path: 'translations', label: msg`Translations`, group: 'desk' },
  { path: 'partners', label: msg`Partners`, group: 'desk' },
  { path: 'mails', label: msg`Mail log`, group: 'desk', visible: mayChangeMoneyOrAccounts },
  { path: 'audit', label: msg`Audit log`, group: 'desk', visible: mayReadAuditLog },
  { path: 'updates', label: msg`Updates`, group: 'content' },
  { path: 'models', label: msg`Models`, group: 'content' },
  { path: 'tags', label: msg`Tags`, group: 'content' },
  { path: 'channels', label: msg`Channels`, group: 'content' },
  { path: 'places', label: msg`Places`, group: 'content' },
  { path: 'categories', label: msg`Categories`, group: 'content' },
  { path: 'media', label: msg`Media library`, group: 'content' },
  { path: 'news', label: msg`News`, group: 'content' },
  { path: 'plans', label: msg`Plans`, group: 'content' },
];

/** The sections `user` sees, per group, in navigation order. */
export const sectionsFor = (user: WithRole) =>
  ADMIN_GROUPS.map((group) => ({ ...group, sections: ADMIN_SECTIONS.filter((s) => s.group === group.id && (!s.visible || s.visible(user))) })).filter((g) => g.sections.length > 0);
