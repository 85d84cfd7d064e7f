// The staff calls over subscription plans as the real server answers them (server/api/staff-plans.ts):
// the list in signup order (position), one plan, its history, create and edit (400 naming the field
// for a price with more than two decimals, as the server's schema does).
// `staffPlansMockFor()` gives handlers with their own store and the requests they received.
import { http, HttpResponse } from 'msw';
import type { ContentChange } from '../../schemas/api/staff-content';
import type { StaffPlan } from '../../schemas/api/staff-plans';
import { FIXTURE_NOW } from '../fixtures/clock';
import { staffPlanHistory, staffPlans } from '../fixtures/staff-plans';
import { api } from './paths';
import { notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const cents = (value: unknown) => typeof value !== 'number' || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export function staffPlansMockFor() {
  const plans = staffPlans();
  const histories = new Map<number, ContentChange[]>([[1, staffPlanHistory()]]);
  const requests: StaffRequest[] = [];
  let nextId = 40;

  const body = async (request: Request) => {
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parsed });
    return (parsed ?? {}) as Record<string, unknown>;
  };
  const invalid = (input: Record<string, unknown>) => {
    const field = (['priceDollar', 'priceEuro'] as const).find((key) => !cents(input[key]));
    return field ? HttpResponse.json({ error: { code: 'validation_failed', message: `${field} must be multiple of 0.01`, fields: { [field]: 'must be multiple of 0.01' } } }, { status: 400 }) : null;
  };
  const record = (id: number, action: string, changes: ContentChange['changes']) => {
    const list = histories.get(id) ?? [];
    list.push({ id: nextId++, action, at: FIXTURE_NOW, userId: 2, username: 'staff', changes });
    histories.set(id, list);
  };
  const find = (raw: unknown) => plans.find((p) => p.id === Number(param(raw as string)));

  const handlers = [
    http.get(api('staff/plans'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = plans.filter((p) => !q || `${p.name} ${p.providerCode}`.toLowerCase().includes(q));
      return paged([...found].sort((a, b) => a.position - b.position || a.id - b.id), url);
    }),
    http.post(api('staff/plans'), async ({ request }) => {
      const input = await body(request);
      const problem = invalid(input);
      if (problem) return problem;
      const created = { ...staffPlans()[0]!, names: {}, features: [], localizedFeatures: {}, active: true, position: plans.length + 1, ...input, id: nextId++ } as StaffPlan;
      plans.push(created);
      record(created.id, 'create', {});
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(api('staff/plans/:id'), ({ params }) => {
      const plan = find(params.id);
      return plan ? ok(plan) : notFound();
    }),
    http.get(api('staff/plans/:id/history'), ({ params }) => (find(params.id) ? ok([...(histories.get(Number(param(params.id))) ?? [])].reverse()) : notFound())),
    http.put(api('staff/plans/:id'), async ({ request, params }) => {
      const input = await body(request);
      const plan = find(params.id);
      if (!plan) return notFound();
      const problem = invalid(input);
      if (problem) return problem;
      record(plan.id, 'edit', Object.fromEntries(Object.entries(input).map(([key, after]) => [key, { before: (plan as Record<string, unknown>)[key] ?? null, after }])));
      Object.assign(plan, input);
      return ok(plan);
    }),
  ];
  return { handlers, requests, plans };
}

/** The default handlers (dev server, Storybook, tests that do not need their own store). */
export const staffPlansHandlers = staffPlansMockFor().handlers;
