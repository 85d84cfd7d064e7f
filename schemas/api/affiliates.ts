// What an operator pays affiliates on: per affiliate, the sales and rebills their visitors brought
// in a period, and the amounts. Refunded and charged-back payments count apart, never as revenue.
import { Type, type Static } from '@sinclair/typebox';

export const AffiliateReportQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'first day (UTC), inclusive' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'last day (UTC), inclusive' })),
  },
  { $id: 'AffiliateReportQuery', additionalProperties: false },
);
export type AffiliateReportQuery = Static<typeof AffiliateReportQuery>;

export const AffiliateEarnings = Type.Object({
  affiliateId: Type.String({ description: 'the partner name: the part of the click ids before their last dash' }),
  currency: Type.String(),
  sales: Type.Integer({ description: 'first payments still paid' }),
  rebills: Type.Integer({ description: 'rebills still paid' }),
  amount: Type.Number({ description: 'sum of the sales and rebills still paid: the commission basis' }),
  reversed: Type.Integer({ description: 'conversions refunded or charged back since: no commission' }),
  reversedAmount: Type.Number(),
});
export type AffiliateEarnings = Static<typeof AffiliateEarnings>;
