// The audit log of staff actions (server/api/staff-audit.ts): read by publishers, edited by nobody.
import type { StaffAction, StaffAuditQuery } from '../../../../schemas/api/staff-audit';
import { useApiList } from '../../../../src/api/use-api';

export type { StaffAction };

export const useStaffActions = (params: StaffAuditQuery | null) => useApiList<StaffAction>(params ? ['staff/audit', params] : null);
