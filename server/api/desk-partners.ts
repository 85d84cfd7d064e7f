// The desk's partners (affiliates with an account): editors and publishers read the list and a
// partner's figures (and their CSV); publishers create a partner account and change commission or
// status, each with a reason kept in the audit log.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts, mayUseDesk } from '../../shared/roles';
import { DeskPartnerChangeBody, DeskPartnerCreateBody, PartnerPeriodQuery } from '../../schemas/api/partners';
import { changePartner, createPartner, partnerById, partnerList, partnerReport } from '../desk/partners';
import { csvFilename, sendPartnerCsv } from '../desk/partner-csv';
import { recordStaffAction } from '../desk/audit-log';

const REASON = { reason: 'Give a reason (at least 3 characters): it is kept in the audit log' };
const FIELDS = {
  ...REASON,
  name: 'The link id: 2 to 40 lowercase letters, digits, _ or -',
  email: 'A valid email address',
  commissionPercent: 'A percentage from 0 to 100',
  status: 'active or paused',
};

/** The period of the query string; 400 when it ends before it starts. */
export const periodOf = (req: Request): PartnerPeriodQuery => {
  const period = queryOf(req, PartnerPeriodQuery);
  if (period.from && period.to && period.from > period.to) throw new HttpError(400, 'validation_failed', 'The period ends before it starts', { to: 'before from' });
  return period;
};

export function deskPartnersRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: this changes a partner’s account or commission');

  const partnerOf = async (req: Request) => {
    let id: number;
    try {
      id = idParam(req);
    } catch {
      throw notFound('Partner');
    }
    const partner = await partnerById(ctx, id);
    if (!partner) throw notFound('Partner');
    return partner;
  };

  r.get('/staff/partners', desk, validQuery(PartnerPeriodQuery), async (req, res) => {
    const rows = await partnerList(ctx, periodOf(req));
    sendList(res, rows, rows.length);
  });

  r.post('/staff/partners', publisher, async (req, res) => {
    const input = body(req, DeskPartnerCreateBody, { fieldMessages: FIELDS });
    const partner = await createPartner(ctx, input);
    await recordStaffAction(ctx, req, { action: 'partner.create', targetKind: 'partner', targetId: partner.id, reason: input.reason, details: { name: partner.name, email: partner.email, commissionPercent: partner.commissionPercent, userId: partner.userId } });
    send(res, partner, 201);
  });

  r.get('/staff/partners/:id', desk, validQuery(PartnerPeriodQuery), async (req, res) => {
    const partner = await partnerOf(req);
    const { name: _name, commissionPercent: _percent, status: _status, ...report } = await partnerReport(ctx, partner, periodOf(req));
    send(res, { partner, ...report });
  });

  r.patch('/staff/partners/:id', publisher, async (req, res) => {
    const partner = await partnerOf(req);
    const input = body(req, DeskPartnerChangeBody, { fieldMessages: FIELDS });
    if (input.commissionPercent === undefined && input.status === undefined) throw new HttpError(422, 'nothing_to_change', 'Give a new commission or status', { commissionPercent: 'Commission or status' });
    const { before, after } = await changePartner(ctx, partner.id, input);
    await recordStaffAction(ctx, req, {
      action: 'partner.change',
      targetKind: 'partner',
      targetId: partner.id,
      reason: input.reason,
      details: { name: after.name, commissionPercent: { from: before.commissionPercent, to: after.commissionPercent }, status: { from: before.status, to: after.status } },
    });
    send(res, after);
  });

  r.get('/staff/partners/:id/report.csv', desk, validQuery(PartnerPeriodQuery), async (req, res) => {
    const partner = await partnerOf(req);
    const period = periodOf(req);
    sendPartnerCsv(res, await partnerReport(ctx, partner, period), csvFilename(partner.name, period));
  });

  return r;
}
