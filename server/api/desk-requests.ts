// The desk's inbox of contact and content-removal requests. Editors and publishers read them, set
// their status and reply by mail; only publishers take reported content off the site. Every change
// is in the audit log (target `request`, id `removal:12`).
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayPublishContent, mayUseDesk } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { DeskRemoveContentBody, DeskRequestListQuery, DeskRequestReplyBody, DeskRequestStatusBody, type RequestKind } from '../../schemas/api/desk-requests';
import { recordStaffAction } from '../desk/audit-log';
import { deskRequest, requestInbox, requestTarget, setRequestStatus } from '../desk/requests';
import { replyToRequest, unpublishReportedUpdate } from '../desk/requests-actions';
import type { Actor } from '../queries/staff-updates';

const params = (req: Request): { kind: RequestKind; id: number } => {
  const kind = String(req.params.kind);
  const raw = String(req.params.id);
  if ((kind !== 'contact' && kind !== 'removal') || !/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Request');
  return { kind, id: Number(raw) };
};

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

export function deskRequestsRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, 'Publishers only: taking content off the site is a publisher’s step');

  const load = async (kind: RequestKind, id: number) => {
    const request = await deskRequest(ctx.db, kind, id, ctx.now());
    if (!request) throw notFound('Request');
    return request;
  };

  r.get('/staff/requests', desk, validQuery(DeskRequestListQuery), async (req, res) => {
    const { rows, total } = await requestInbox(ctx.db, queryOf(req, DeskRequestListQuery), ctx.now());
    sendList(res, rows, total);
  });

  r.get('/staff/requests/:kind/:id', desk, async (req, res) => {
    const { kind, id } = params(req);
    send(res, await load(kind, id));
  });

  r.post('/staff/requests/:kind/:id/status', desk, async (req, res) => {
    const { kind, id } = params(req);
    const { status } = body(req, DeskRequestStatusBody);
    const before = await load(kind, id);
    // The change and its audit entry commit together.
    await ctx.db.transaction().execute(async (trx) => {
      await setRequestStatus(trx, kind, id, status, ctx.now());
      await recordStaffAction(ctx, req, { action: 'request.status', targetKind: 'request', targetId: requestTarget(kind, id), details: { before: before.status, after: status } }, trx);
    });
    send(res, await load(kind, id));
  });

  r.post('/staff/requests/:kind/:id/reply', desk, async (req, res) => {
    const { kind, id } = params(req);
    const input = body(req, DeskRequestReplyBody);
    const reply = await replyToRequest(ctx, kind, id, actor(req), input.body.trim(), input.locale);
    if (!reply) throw notFound('Request');
    await recordStaffAction(ctx, req, {
      action: 'request.reply',
      targetKind: 'request',
      targetId: requestTarget(kind, id),
      details: { replyId: reply.id, locale: reply.locale, sentMailId: reply.sentMailId, length: reply.body.length },
    });
    send(res, await load(kind, id), 201);
  });

  r.post('/staff/requests/:kind/:id/remove-content', publisher, async (req, res) => {
    const { kind, id } = params(req);
    const input = body(req, DeskRemoveContentBody);
    const request = await load(kind, id);
    if (kind !== 'removal') throw new HttpError(409, 'not_a_removal_request', 'Only a content-removal request names content to take off the site');
    // The unpublish, the request's status and the audit entry commit together.
    const outcome = await unpublishReportedUpdate(ctx, request.reportedUpdate?.id, kind, id, actor(req), async (trx, update) => {
      if (input.answered) await setRequestStatus(trx, kind, id, 'answered', ctx.now());
      await recordStaffAction(
        ctx,
        req,
        {
          action: 'request.remove_content',
          targetKind: 'request',
          targetId: requestTarget(kind, id),
          reason: input.reason,
          details: { updateId: update.id, permaLink: update.permaLink, statusBefore: request.reportedUpdate?.status, statusAfter: update.status },
        },
        trx,
      );
    });
    if (!outcome.ok && outcome.reason === 'no_update') throw new HttpError(409, 'no_reported_update', 'The reported URL names no update on this site: take the content down from the content area');
    if (!outcome.ok) throw new HttpError(409, 'update_deleted', 'The reported update is deleted already');
    send(res, await load(kind, id));
  });

  return r;
}
