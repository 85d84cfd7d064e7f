// Staff: what each affiliate (partner, not each click) brought in a period (sales, rebills,
// amounts), to pay commission; the desk's partner pages (desk-partners.ts) add clicks and commission.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, sendList } from './http';
import { queryOf } from './validate';
import { requireStaff } from '../auth/middleware';
import { AffiliateReportQuery } from '../../schemas/api/affiliates';
import { affiliateEarnings } from '../queries/affiliate-conversions';

export function affiliateReportRouter(ctx: AppContext): Router {
  const r = Router();
  r.get('/payments/affiliates', requireStaff(ctx), async (req, res) => {
    const period = queryOf(req, AffiliateReportQuery);
    if (period.from && period.to && period.from > period.to) throw new HttpError(400, 'validation_failed', 'The period ends before it starts', { to: 'before from' });
    const data = await affiliateEarnings(ctx, period);
    sendList(res, data, data.length);
  });
  return r;
}
