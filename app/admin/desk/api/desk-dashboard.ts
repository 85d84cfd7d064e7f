// The desk's dashboard call (server/api/desk-dashboard.ts).
import type { DashboardNumbers } from '../../../../schemas/api/desk-dashboard';
import { useApiData } from '../../../../src/api/use-api';

export type { DashboardNumbers };

export const useDashboard = () => useApiData<DashboardNumbers>(['staff/dashboard']);
