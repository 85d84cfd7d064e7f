// Epoch's refund call (our choice of form, as the cancel call: Epoch's public material names
// credits, DataPlus type C, but shows no merchant API for them; see ./index.ts). One form-encoded
// POST to EPOCH_REFUND_URL naming our company, the approval's transaction and member, the amount
// and why, with the cancel API's login; Epoch answers JSON `{"status":"success", ...}` or
// `{"status":"error","code","message"}` (code `already_refunded` counts as done), then sends the
// credit as a DataPlus record (type C), which the life cycle finds already refunded.
import type { EpochSettings } from './settings';
import { formatAmount } from './fields';

export const REFUND_TIMEOUT_MS = 15_000;

export interface EpochRefundAnswer {
  status: 'success' | 'error';
  transaction_id?: string;
  credit_transaction_id?: string;
  code?: string;
  message?: string;
}

export interface EpochRefundTarget {
  transactionId: string;
  memberId?: string;
  amount: number;
  reason: string;
}

/** What the refund request carries: the same form the emulator reads. */
export function epochRefundRequest(settings: EpochSettings, target: EpochRefundTarget): URLSearchParams {
  if (!settings.api?.refundUrl) throw new Error('Epoch refund API is not configured (EPOCH_REFUND_URL with EPOCH_API_USER and EPOCH_API_PASSWORD)');
  return new URLSearchParams({
    co_code: settings.coCode,
    transaction_id: target.transactionId,
    member_id: target.memberId ?? '',
    amount: formatAmount(target.amount),
    reason: target.reason,
    auth_user: settings.api.user,
    auth_pass: settings.api.password,
  });
}

const readAnswer = (text: string): EpochRefundAnswer | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'status' in value ? (value as EpochRefundAnswer) : undefined;
  } catch {
    return undefined;
  }
};

/** Resolves when Epoch refunded the transaction (now or before); throws when it refused or could not be reached. */
export async function refundEpochTransaction(settings: EpochSettings, target: EpochRefundTarget, options: { fetch?: typeof fetch } = {}): Promise<EpochRefundAnswer> {
  const body = epochRefundRequest(settings, target);
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(settings.api!.refundUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new Error(`Epoch refund API could not be reached: ${(error as Error).message}`, { cause: error });
  }
  const answer = readAnswer(await res.text().catch(() => ''));
  if (answer?.status === 'success' || (answer?.status === 'error' && answer.code === 'already_refunded')) {
    if (answer.transaction_id !== undefined && String(answer.transaction_id) !== target.transactionId) throw new Error(`Epoch refund API answered for transaction ${answer.transaction_id}, not ${target.transactionId}`);
    return answer;
  }
  if (answer?.status === 'error') throw new Error(`Epoch refused to refund transaction ${target.transactionId}: ${answer.code ?? 'error'}${answer.message ? `: ${answer.message}` : ''}`);
  throw new Error(`Epoch refund API answered HTTP ${res.status} without a refund answer`);
}
