// Registers the real provider adapters on ctx.billing once the server listens: Epoch (card and
// PayPal) and BTCPay Server (bitcoin) from their EPOCH_* / BTCPAY_* settings, or, when those are
// unset and the sandbox is on, the same adapters pointed at the built-in emulators. The emulators
// are reached over loopback (`ownOrigin`), because the site's public address may not route back
// to this process.
import type { AppContext } from '../context';
import { sandboxEnabled } from '../payments/sandbox';
import { createEpochAdapter, epochSettingsFromEnv } from './adapters/epoch';
import { btcpaySettingsFromEnv } from './adapters/btcpay/settings';
import { createBtcpayAdapter } from './adapters/btcpay/adapter';

export function registerProviderAdapters(ctx: AppContext, ownOrigin: string): void {
  const sandbox = sandboxEnabled(ctx.env);
  const epoch = epochSettingsFromEnv(ctx.env, { sandbox, siteUrl: ownOrigin, paymentSecret: ctx.secrets.payment });
  if (epoch) ctx.billing.register(createEpochAdapter(epoch));
  const btcpay = btcpaySettingsFromEnv(ctx.env, { sandbox, siteUrl: ownOrigin, paymentSecret: ctx.secrets.payment });
  if (btcpay) ctx.billing.register(createBtcpayAdapter(btcpay));
  ctx.logger.info({ epoch: epoch ? (epoch.emulated ? 'emulator' : 'live') : 'off', btcpay: btcpay ? (btcpay.emulated ? 'emulator' : 'live') : 'off' }, 'payment adapters');
}

/** The loopback origin of a server bound to `host` and `port` (0.0.0.0 and :: listen on loopback too). */
export function loopbackOrigin(host: string, port: number): string {
  const address = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}
