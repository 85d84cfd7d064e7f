// The payment providers' emulators (development and demo only): an Epoch join page and cancel API,
// a BTCPay Server Greenfield API and checkout page, each speaking its provider's wire format to the
// site's real adapters. Not mounted at all in production mode or with PAYMENT_SANDBOX=0.
import { Router } from 'express';
import type { AppContext } from '../context';
import { sandboxEnabled } from '../payments/sandbox';
import { endpointActive } from '../payments/pending-payment';
import { epochEmulatorRouter } from './epoch/router';
import { btcpayEmulatorRouter } from './btcpay/router';

export function emulatorsRouter(ctx: AppContext): Router | null {
  if (!sandboxEnabled(ctx.env)) return null;
  const r = Router();
  r.use('/epoch', epochEmulatorRouter(ctx));
  r.use('/btcpay', btcpayEmulatorRouter(ctx, { bitcoinActive: async () => endpointActive(await ctx.configs.active(), 'bitcoin') }));
  return r;
}
