// The member's own data: the export (GET account/export, saved as a JSON file) and account deletion
// (POST account/delete with the password). Both with the bearer token; the export is a Blob.
import type { KyInstance } from 'ky';
import type { AccountDeleted, AccountExport } from '../../schemas/api/receipts';

export const ACCOUNT_EXPORT_PATH = 'account/export';
export const ACCOUNT_DELETE_PATH = 'account/delete';

export type { AccountDeleted, AccountExport };

/** The export as a pretty-printed JSON file. */
export async function fetchAccountExport(api: KyInstance): Promise<Blob> {
  const { data } = await api.get(ACCOUNT_EXPORT_PATH, { timeout: 30_000 }).json<{ data: AccountExport }>();
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

export async function deleteAccount(api: KyInstance, password: string): Promise<AccountDeleted> {
  return (await api.post(ACCOUNT_DELETE_PATH, { json: { password }, timeout: 30_000 }).json<{ data: AccountDeleted }>()).data;
}
