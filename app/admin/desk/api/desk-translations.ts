// The desk's interface texts per locale (server/api/desk-translations.ts).
import type { KyInstance } from 'ky';
import type { DeskTranslation, DeskTranslationsQuery } from '../../../../schemas/api/desk-translations';
import { useApiList } from '../../../../src/api/use-api';

export type { DeskTranslation };

export const useDeskTranslations = (params: DeskTranslationsQuery) => useApiList<DeskTranslation>(['staff/translations', params]);

export const saveTranslation = async (api: KyInstance, locale: string, key: string, text: string | null) =>
  (await api.put(`staff/translations/${locale}/${encodeURIComponent(key)}`, { json: { text } }).json<{ data: DeskTranslation }>()).data;
