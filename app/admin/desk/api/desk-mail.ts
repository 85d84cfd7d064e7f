// The desk's mail log and resend (server/api/desk-mail.ts), publishers only.
import type { KyInstance } from 'ky';
import type { MailLogEntry, MailLogQuery } from '../../../../schemas/api/desk-mail';
import { useApiList } from '../../../../src/api/use-api';

export type { MailLogEntry };

export const useMailLog = (params: MailLogQuery | null) => useApiList<MailLogEntry>(params ? ['staff/mails', params] : null);

export const resendMail = async (api: KyInstance, id: number, reason: string) => (await api.post(`staff/mails/${id}/resend`, { json: { reason } }).json<{ data: MailLogEntry }>()).data;
