// The desk's partner calls (server/api/desk-partners.ts): each fetcher, key and hook side by side.
// Editors read; publishers create partners and change commission or status, each with a reason.
import type { KyInstance } from 'ky';
import type { StaffAction } from '../../../../schemas/api/staff-audit';
import type { DeskPartnerChangeBody, DeskPartnerCreateBody, DeskPartnerPage, DeskPartnerRow, PartnerAccount, PartnerPeriodQuery } from '../../../../schemas/api/partners';
import { useApiData, useApiList } from '../../../../src/api/use-api';

export type { DeskPartnerPage, DeskPartnerRow, PartnerAccount, PartnerPeriodQuery };

export const partnerPath = (id: number) => `staff/partners/${id}`;

export const useDeskPartners = (period: PartnerPeriodQuery) => useApiList<DeskPartnerRow>(['staff/partners', periodParams(period)]);
export const useDeskPartner = (id: number, period: PartnerPeriodQuery) => useApiData<DeskPartnerPage>([partnerPath(id), periodParams(period)]);
/** The partner's audit entries: publishers only (null key for editors: not asked). */
export const usePartnerAudit = (id: number, allowed: boolean) => useApiList<StaffAction>(allowed ? ['staff/audit', { targetKind: 'partner', targetId: String(id) }] : null);

export const createPartner = async (api: KyInstance, input: DeskPartnerCreateBody) => (await api.post('staff/partners', { json: input }).json<{ data: PartnerAccount }>()).data;

export const changePartner = async (api: KyInstance, id: number, input: DeskPartnerChangeBody) => (await api.patch(partnerPath(id), { json: input }).json<{ data: PartnerAccount }>()).data;

/** The CSV through the client (the token goes in a header, never in a link). */
export const partnerCsv = async (api: KyInstance, id: number, period: PartnerPeriodQuery) => api.get(`${partnerPath(id)}/report.csv`, { searchParams: periodParams(period) }).blob();

/** The period's bounds that are set, as query parameters. */
export const periodParams = (period: PartnerPeriodQuery): Record<string, string> => Object.fromEntries(Object.entries(period).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
