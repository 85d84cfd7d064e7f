// The audit log of staff actions, for publishers: read only (no call changes or deletes an entry).
import { Router } from 'express';
import type { AppContext } from '../context';
import { sendList } from './http';
import { queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayReadAuditLog } from '../../shared/roles';
import { StaffAuditQuery } from '../../schemas/api/staff-audit';
import { staffActions } from '../desk/audit-log';

export function staffAuditRouter(ctx: AppContext): Router {
  const r = Router();
  const publisher = requirePolicy(ctx, mayReadAuditLog, 'Publishers only: the audit log names members and staff');
  r.get('/staff/audit', publisher, validQuery(StaffAuditQuery), async (req, res) => {
    const { rows, total } = await staffActions(ctx.db, queryOf(req, StaffAuditQuery));
    sendList(res, rows, total);
  });
  return r;
}
