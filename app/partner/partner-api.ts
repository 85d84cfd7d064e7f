// A signed-in partner's own figures (server/api/partner-self.ts): the hook and the CSV fetcher.
import type { KyInstance } from 'ky';
import type { PartnerPeriodQuery, PartnerReport } from '../../schemas/api/partners';
import { useApiData } from '../../src/api/use-api';

export type { PartnerPeriodQuery, PartnerReport };

const paramsOf = (period: PartnerPeriodQuery): Record<string, string> => Object.fromEntries(Object.entries(period).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

export const usePartnerFigures = (period: PartnerPeriodQuery) => useApiData<PartnerReport>(['partner/figures', paramsOf(period)]);

/** The CSV through the client (the token goes in a header, never in a link). */
export const partnerFiguresCsv = (api: KyInstance, period: PartnerPeriodQuery) => api.get('partner/figures.csv', { searchParams: paramsOf(period) }).blob();
