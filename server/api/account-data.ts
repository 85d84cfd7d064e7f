// The member's own data: download it (GET account/export, a JSON file) and delete the account
// (POST account/delete with the password). Bearer auth; the member is always the token's.
import { Router } from 'express';
import type { AppContext } from '../context';
import { send } from './http';
import { body } from './validate';
import { requireUser } from '../auth/middleware';
import { DeleteAccountBody } from '../../schemas/api/receipts';
import { accountExport } from '../account/export';
import { deleteAccount } from '../account/delete';

export function accountDataRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.get('/account/export', auth, async (req, res) => {
    const data = await accountExport(ctx, req.user!.id);
    res.setHeader('Content-Disposition', `attachment; filename="account-data-${data.exportedAt.slice(0, 10)}.json"`);
    send(res, data);
  });

  // Per address, like a login: a stolen session cannot try passwords fast; the owner is never locked out.
  r.post('/account/delete', ctx.limits.perAddress('login'), auth, async (req, res) => {
    const { password } = body(req, DeleteAccountBody, { message: 'Enter your password' });
    const { subscriptionCancelled } = await deleteAccount(ctx, req.user!.id, password);
    send(res, { deleted: true as const, subscriptionCancelled });
  });

  return r;
}
