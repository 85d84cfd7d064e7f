// GET articles/{id}/quote: what buying a plan would do for the signed-in member (task A's server
// side; this is the contract the signup form is written against, reconciled with A's at merge).
import { Type, type Static } from '@sinclair/typebox';

export const PlanQuote = Type.Object({
  startsAt: Type.String({ format: 'date-time', description: 'when the plan\'s access begins: now, or when the paid time of a renewing plan ends' }),
  endsAt: Type.String({ format: 'date-time', description: 'when the first period of the plan ends' }),
  replaces: Type.Optional(
    Type.Object({
      planName: Type.String({ description: 'the renewing plan the new one follows' }),
      renews: Type.Literal(false, { description: 'it stops renewing when the new plan is bought' }),
    }),
  ),
});
export type PlanQuote = Static<typeof PlanQuote>;
