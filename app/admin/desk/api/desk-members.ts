// The desk's member calls (server/api/desk-members.ts): each fetcher, key and hook side by side.
// Editors read; publishers act, each time with a reason.
import type { KyInstance } from 'ky';
import type { AccountExport } from '../../../../schemas/api/receipts';
import type { StaffAction } from '../../../../schemas/api/staff-audit';
import type { DeskMemberActionResult, DeskMemberListQuery, DeskMemberPage, DeskMemberRow } from '../../../../schemas/api/desk-members';
import { useApiData, useApiList } from '../../../../src/api/use-api';

export type { DeskMemberActionResult, DeskMemberPage, DeskMemberRow };

export const memberPath = (id: number) => `staff/members/${id}`;

export const useDeskMembers = (params: DeskMemberListQuery) => useApiList<DeskMemberRow>(['staff/members', params]);
export const useDeskMember = (id: number | null) => useApiData<DeskMemberPage>(id ? [memberPath(id)] : null);
/** The member's audit entries: publishers only (null key for editors: not asked). */
export const useMemberAudit = (id: number, allowed: boolean) => useApiList<StaffAction>(allowed ? ['staff/audit', { targetKind: 'member', targetId: String(id) }] : null);

export type MemberAction = 'access' | 'cancel' | 'block' | 'unblock' | 'sessions/end' | 'password-reset' | 'erase';

export interface MemberActionInput {
  reason: string;
  days?: number;
  until?: string;
  confirmUsername?: string;
}

export const memberAction = async (api: KyInstance, id: number, action: MemberAction, input: MemberActionInput) =>
  (await api.post(`${memberPath(id)}/${action}`, { json: input }).json<{ data: DeskMemberActionResult }>()).data;

export const exportMember = async (api: KyInstance, id: number, reason: string) =>
  (await api.post(`${memberPath(id)}/export`, { json: { reason } }).json<{ data: AccountExport }>()).data;
