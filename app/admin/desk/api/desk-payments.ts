// The desk's calls over payments (server/api/desk-payments.ts): each fetcher, key and hook side by
// side. Gift-card decisions, refunds and decisions on payments waiting for staff
// (server/api/payment-attention.ts) are for publishers.
import type { KyInstance } from 'ky';
import type {
  DeskGiftCardDecisionBody,
  DeskGiftCardPayment,
  DeskGiftCode,
  DeskPaymentDetail,
  DeskPaymentListQuery,
  DeskPaymentNotification,
  DeskPaymentRow,
  DeskRefundResult,
} from '../../../../schemas/api/desk-payments';
import type { PaymentResolution } from '../../../../schemas/api/membership';
import type { ResolvePaymentBody } from '../../../../schemas/api/requests';
import { useApiData, useApiList } from '../../../../src/api/use-api';

export type { DeskGiftCardPayment, DeskGiftCode, DeskPaymentDetail, DeskPaymentNotification, DeskPaymentRow, DeskRefundResult, PaymentResolution };

export const PAYMENT_STATUSES = ['pending', 'verifying', 'approved', 'declined', 'failed', 'needs_staff', 'refunded', 'chargeback'] as const;
export const PAYMENT_PROVIDERS = ['epochCreditCard', 'epochPaypal', 'bitcoin', 'amazonVoucher'] as const;

export const paymentPath = (id: number) => `staff/payments/${id}`;
export const GIFT_CARDS_PATH = 'staff/gift-cards';

export const useDeskPayments = (params: DeskPaymentListQuery) => useApiList<DeskPaymentRow>(['staff/payments', params]);
export const useDeskPayment = (id: number) => useApiData<DeskPaymentDetail>([paymentPath(id)]);
export const useGiftCardQueue = () => useApiList<DeskGiftCardPayment>([GIFT_CARDS_PATH]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const decideGiftCard = (api: KyInstance, id: number, body: DeskGiftCardDecisionBody) =>
  data(api.post(`${paymentPath(id)}/gift-card`, { json: body }).json<{ data: { outcome: string; status: string } }>());
export const refundPayment = (api: KyInstance, id: number, reason: string) => data(api.post(`${paymentPath(id)}/refund`, { json: { reason } }).json<{ data: DeskRefundResult }>());
export const resolvePayment = (api: KyInstance, id: number, body: ResolvePaymentBody) =>
  data(api.post(`payments/${id}/resolve`, { json: body }).json<{ data: PaymentResolution }>());
