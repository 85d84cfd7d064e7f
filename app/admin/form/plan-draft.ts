// The plan form's state, from a stored plan (or empty for a new one), and the body it sends: prices
// and numbers read from what was typed, empty feature lines left out.
import type { PaymentProviderId } from '../../../schemas/payment-providers';
import type { StaffPlan, StaffPlanCreateBody } from '../api/staff-plans';

export interface PlanDraft {
  name: string;
  description: string;
  /** name_de_DE, description_de_DE, ... */
  names: Record<string, string>;
  priceDollar: string;
  priceEuro: string;
  periodMonths: string;
  recurring: boolean;
  features: string[];
  localizedFeatures: Record<string, string[]>;
  paymentProviders: PaymentProviderId[];
  providerCode: string;
  active: boolean;
  position: string;
}

export function planDraftOf(plan?: StaffPlan): PlanDraft {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    names: plan?.names ?? {},
    priceDollar: plan ? String(plan.priceDollar) : '',
    priceEuro: plan ? String(plan.priceEuro) : '',
    periodMonths: plan ? String(plan.periodMonths) : '1',
    recurring: plan?.recurring ?? false,
    features: plan?.features ?? [],
    localizedFeatures: plan?.localizedFeatures ?? {},
    paymentProviders: (plan?.paymentProviders ?? ['epochCreditCard']) as PaymentProviderId[],
    providerCode: plan?.providerCode ?? '',
    active: plan?.active ?? true,
    position: plan ? String(plan.position) : '',
  };
}

export type PlanProblems = Partial<Record<'priceDollar' | 'priceEuro' | 'periodMonths' | 'position' | 'paymentProviders', true>>;

const amount = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : NaN);
const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);

/** The body to send, or the fields whose text cannot be read. Prices are sent as typed: the server names one with more than two decimals. */
export function planBodyOf(draft: PlanDraft): { body: StaffPlanCreateBody; problems: PlanProblems } {
  const problems: PlanProblems = {};
  const priceDollar = amount(draft.priceDollar);
  const priceEuro = amount(draft.priceEuro);
  const periodMonths = Number(draft.periodMonths);
  const position = draft.position.trim() ? Number(draft.position) : undefined;
  if (!(priceDollar >= 0)) problems.priceDollar = true;
  if (!(priceEuro >= 0)) problems.priceEuro = true;
  if (!Number.isInteger(periodMonths) || periodMonths < 1) problems.periodMonths = true;
  if (position !== undefined && !(Number.isInteger(position) && position >= 0)) problems.position = true;
  if (!draft.paymentProviders.length) problems.paymentProviders = true;
  const body: StaffPlanCreateBody = {
    name: draft.name.trim(),
    description: draft.description,
    names: draft.names,
    priceDollar,
    priceEuro,
    periodMonths,
    recurring: draft.recurring,
    features: lines(draft.features),
    localizedFeatures: Object.fromEntries(Object.entries(draft.localizedFeatures).map(([code, list]) => [code, lines(list)])),
    paymentProviders: draft.paymentProviders,
    providerCode: draft.providerCode.trim(),
    active: draft.active,
  };
  if (position !== undefined && !problems.position) body.position = position;
  return { body, problems };
}
