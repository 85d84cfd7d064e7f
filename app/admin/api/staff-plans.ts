// The staff calls over subscription plans (server/api/staff-plans.ts): each fetcher, key and hook
// side by side. Only publishers create or change a plan.
import type { Static } from '@sinclair/typebox';
import type { KyInstance } from 'ky';
import type { ContentChange } from '../../../schemas/api/staff-content';
import type { StaffPlan, StaffPlanCreateBody, StaffPlanEditBody, StaffPlanListQuery } from '../../../schemas/api/staff-plans';
import { useApiData, useApiList } from '../../../src/api/use-api';

export type StaffPlanListParams = Static<typeof StaffPlanListQuery>;
export type { StaffPlan, StaffPlanCreateBody, StaffPlanEditBody };

export const planPath = (id: number) => `staff/plans/${id}`;

export const useStaffPlans = (params: StaffPlanListParams) => useApiList<StaffPlan>(['staff/plans', params]);
export const useStaffPlan = (id: number | null) => useApiData<StaffPlan>(id ? [planPath(id)] : null);
export const usePlanHistory = (id: number) => useApiData<ContentChange[]>([`${planPath(id)}/history`]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const createPlan = (api: KyInstance, body: StaffPlanCreateBody) => data(api.post('staff/plans', { json: body }).json<{ data: StaffPlan }>());
export const editPlan = (api: KyInstance, id: number, body: StaffPlanEditBody) => data(api.put(planPath(id), { json: body }).json<{ data: StaffPlan }>());
