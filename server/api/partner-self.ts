// A signed-in partner's own figures: the partner comes from the session's user, never from the
// request, so one partner never reads another's.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { notFound, send } from './http';
import { validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayReadOwnPartnerFigures } from '../../shared/roles';
import { PartnerPeriodQuery } from '../../schemas/api/partners';
import { partnerOfUser, partnerReport } from '../desk/partners';
import { csvFilename, sendPartnerCsv } from '../desk/partner-csv';
import { periodOf } from './desk-partners';

export function partnerSelfRouter(ctx: AppContext): Router {
  const r = Router();
  const partnerOnly = requirePolicy(ctx, mayReadOwnPartnerFigures, 'Partner accounts only');
  const own = async (req: Request) => {
    const partner = await partnerOfUser(ctx, req.user!.id);
    if (!partner) throw notFound('Partner');
    return partner;
  };

  r.get('/partner/figures', partnerOnly, validQuery(PartnerPeriodQuery), async (req, res) => {
    send(res, await partnerReport(ctx, await own(req), periodOf(req)));
  });

  r.get('/partner/figures.csv', partnerOnly, validQuery(PartnerPeriodQuery), async (req, res) => {
    const partner = await own(req);
    const period = periodOf(req);
    sendPartnerCsv(res, await partnerReport(ctx, partner, period), csvFilename(partner.name, period));
  });

  return r;
}
