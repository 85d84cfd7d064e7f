// Epoch's member cancel API: one form-encoded POST naming our company and the member, with the API
// login; Epoch answers JSON `{"status":"success", ...}` or `{"status":"error","code","message"}` and
// later sends the member cancel record (which the life cycle applies). Resolves only on success,
// or when Epoch says the member was already cancelled (no rebill will follow either way).
import type { EpochSettings } from './settings';

export const CANCEL_TIMEOUT_MS = 15_000;

export interface EpochCancelAnswer {
  status: 'success' | 'error';
  member_id?: string;
  cancel_date?: string;
  code?: string;
  message?: string;
}

/** What the cancel request carries: the same form the emulator reads. */
export function epochCancelRequest(settings: EpochSettings, memberId: string, reason: string): URLSearchParams {
  if (!settings.api) throw new Error('Epoch cancel API is not configured (EPOCH_API_URL, EPOCH_API_USER, EPOCH_API_PASSWORD)');
  return new URLSearchParams({ co_code: settings.coCode, member_id: memberId, auth_user: settings.api.user, auth_pass: settings.api.password, reason });
}

const readAnswer = (text: string): EpochCancelAnswer | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'status' in value ? (value as EpochCancelAnswer) : undefined;
  } catch {
    return undefined;
  }
};

export async function cancelEpochMember(settings: EpochSettings, memberId: string, options: { reason?: string; fetch?: typeof fetch } = {}): Promise<EpochCancelAnswer> {
  const body = epochCancelRequest(settings, memberId, options.reason ?? 'member request');
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(settings.api!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new Error(`Epoch cancel API could not be reached: ${(error as Error).message}`, { cause: error });
  }
  const text = await res.text().catch(() => '');
  const answer = readAnswer(text);
  if (answer?.status === 'success' || (answer?.status === 'error' && answer.code === 'already_cancelled')) {
    if (answer.member_id !== undefined && String(answer.member_id) !== memberId) throw new Error(`Epoch cancel API answered for member ${answer.member_id}, not ${memberId}`);
    return answer;
  }
  if (answer?.status === 'error') throw new Error(`Epoch refused to cancel member ${memberId}: ${answer.code ?? 'error'}${answer.message ? `: ${answer.message}` : ''}`);
  throw new Error(`Epoch cancel API answered HTTP ${res.status} without a cancel answer`);
}
