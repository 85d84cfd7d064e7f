// The desk's morning dashboard: the billing figures and what waits for staff (editors and publishers).
import { Router } from 'express';
import type { AppContext } from '../context';
import { send } from './http';
import { requirePolicy } from '../auth/middleware';
import { mayUseDesk } from '../../shared/roles';
import { dashboardNumbers } from '../desk/dashboard';

export function deskDashboardRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  r.get('/staff/dashboard', desk, async (_req, res) => {
    send(res, await dashboardNumbers(ctx.db, new Date(ctx.now())));
  });
  return r;
}
