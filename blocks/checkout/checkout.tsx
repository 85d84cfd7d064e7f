// The checkout of a single update: what is bought, how to pay, Pay. The purchase answers like a
// signup: card and PayPal go to the provider's page, bitcoin opens an invoice (paid on the
// provider's invoice page or to its address, looked up by "I have paid" and polling); the success page
// confirms once the provider has.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { checkout } from './index';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { assignLocation } from '../../src/api/browser-navigation';
import { clientErrorOf } from '../../src/api/forms';
import { usePurchaseApi } from '../../src/api/purchase';
import { isRedirectProvider, safeRedirectUrl } from '../../src/api/signup';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { clearCartItem, readCartItem, saveCartItem, type CartItem } from '../../src/state/cart-checkout';
import { useRenderedUser } from '../../src/state/rendered-user';
import { BitcoinInvoiceModal, type OpenInvoice } from '../../src/ui/bitcoin-invoice-modal';
import { Button, ButtonLink } from '../../src/ui/button';
import { FormColumn, FormTitle } from '../../src/ui/form-layout';
import { useMoney } from '../../src/ui/locale-format';
import { PaymentMethods } from '../../src/ui/payment-methods';
import { up } from '../../src/theme/breakpoints';

const successPath = (token: string) => `/signupSuccess?x_ans_token=${encodeURIComponent(token)}`;

export default function Checkout({ heading }: BlockProps<typeof checkout>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const config = useSiteConfig();
  const user = useRenderedUser();
  const money = useMoney();
  const navigate = useNavigate();
  const purchaseApi = usePurchaseApi();
  // Session storage is read after mounting: the server renders the page without it.
  const [item, setItem] = useState<CartItem | null | undefined>(undefined);
  const [provider, setProvider] = useState<PaymentProviderId | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<OpenInvoice | null>(null);
  const [invoiceNote, setInvoiceNote] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => setItem(readCartItem()), []);
  // Gift cards buy plans only (staff verify them by hand).
  const methods = useMemo(() => config.core.payment.endpoints.filter((e) => e.isActive && e.provider !== 'amazonVoucher'), [config]);
  const chosen = provider && methods.some((m) => m.provider === provider) ? provider : (methods[0]?.provider ?? null);
  const title = localized(heading) || t`Checkout`;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || !chosen || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await purchaseApi.purchase({ update_id: item.updateId, provider: chosen });
      saveCartItem({ ...item, token: result.x_ans_token });
      if (isRedirectProvider(chosen)) {
        const target = result.redirectURL ? safeRedirectUrl(result.redirectURL, window.location.origin, config.core.payment.providers.joinUrl) : null;
        if (!target) throw new Error('no redirect');
        setRedirecting(true);
        assignLocation(target);
        return;
      }
      if (chosen === 'bitcoin' && result.invoice) {
        setInvoiceNote(null);
        setInvoice({ token: result.x_ans_token, invoice: result.invoice, sandbox: result.sandbox === true });
        setBusy(false);
        return;
      }
      navigate(successPath(result.x_ans_token));
    } catch (failure) {
      const problem = await clientErrorOf(failure);
      setBusy(false);
      setError(
        problem?.code === 'purchase_disabled' || problem?.code === 'not_for_sale'
          ? t`This update cannot be bought on its own any more.`
          : problem?.code === 'provider_unavailable'
            ? t`This payment method is not available, please choose another one.`
            : problem?.code === 'already_bought'
              ? t`You have already bought this update: it is in your purchases, ready to watch.`
              : problem?.code === 'purchase_pending'
                ? t`A payment for this update has not finished yet (perhaps in another tab). Finish that one, or try again in an hour.`
                : t`Ooops, something went wrong, please try again later...`,
      );
    }
  };

  /** Looks the payment up; `quiet` (the modal's polling) says nothing while it has not arrived. */
  const checkInvoice = async (quiet = false) => {
    if (!invoice) return;
    try {
      const payment = await purchaseApi.paymentByToken(invoice.token);
      // Refunded or waiting for staff: the success page says what happened to the money.
      if (payment.status === 'approved' || payment.status === 'refunded' || payment.status === 'needs_staff') {
        setInvoice(null);
        navigate(successPath(invoice.token));
      } else if (payment.status === 'declined' || payment.status === 'failed') {
        setInvoice(null);
        navigate('/signupDenial');
      } else if (!quiet) setInvoiceNote(t`No payment received yet. It can take a few minutes until the transaction is seen.`);
    } catch {
      if (!quiet) setInvoiceNote(t`Ooops, something went wrong, please try again later...`);
    }
  };

  // Closing the invoice ends the payment so the update can be bought again at once, unless money
  // is already on its way (then the success page waits for it with the buyer).
  const closeInvoice = async () => {
    if (!invoice) return;
    setInvoice(null);
    setBusy(true);
    try {
      const payment = await purchaseApi.abandon(invoice.token);
      if (payment.status !== 'failed' && payment.status !== 'declined') {
        navigate(successPath(invoice.token));
        return;
      }
    } catch {
      // Not ended: the update stays held until the invoice expires; trying again says so.
    }
    setBusy(false);
    setError(t`The bitcoin payment was not completed. You can try again.`);
  };

  const removeItem = () => {
    clearCartItem();
    setItem(null);
  };

  if (item === undefined) return null;

  return (
    <FormColumn>
      <FormTitle>{title}</FormTitle>
      {!config.core.payment.updatePurchase || !item ? (
        <Panel>
          <p>
            <Trans>Your cart is empty. Pick an update and choose Buy to get it on its own.</Trans>
          </p>
          <div>
            <ButtonLink to="/updates">
              <Trans>Browse updates</Trans>
            </ButtonLink>
          </div>
        </Panel>
      ) : (
        <>
          <Panel aria-labelledby="checkout-item">
            <Item>
              {item.image && <img src={item.image} alt="" width={160} height={90} />}
              <div>
                <ItemTitle id="checkout-item">{item.title}</ItemTitle>
                <Price>{money(item.price)}</Price>
                <Muted>
                  <Trans>One-time payment; the update stays in My Purchases.</Trans>
                </Muted>
              </div>
              <Button type="button" $variant="ghost" $size="small" onClick={removeItem} disabled={busy}>
                <Trans>Remove</Trans>
              </Button>
            </Item>
          </Panel>
          {!user ? (
            <Panel>
              <p>
                <Trans>Please log in first: the update is added to your account.</Trans>
              </p>
              <div>
                <ButtonLink to={`/login?from=${encodeURIComponent('/checkout')}`}>
                  <Trans>Log in to pay</Trans>
                </ButtonLink>
              </div>
              <Muted>
                <Trans>
                  No account yet? <Link to="/signup">Join now</Link>.
                </Trans>
              </Muted>
            </Panel>
          ) : methods.length === 0 ? (
            <Panel>
              <p role="alert">
                <Trans>No payment method is available for single purchases right now. Please try again later.</Trans>
              </p>
            </Panel>
          ) : redirecting ? (
            <Panel role="status">
              <Trans>Taking you to the payment provider...</Trans>
            </Panel>
          ) : (
            <form onSubmit={(event) => void pay(event)} noValidate>
              <Panel>
                <PanelTitle>
                  <Trans>Payment method</Trans>
                </PanelTitle>
                <PaymentMethods methods={methods} provider={chosen} onChange={setProvider} disabled={busy} />
              </Panel>
              {error && <ErrorBox role="alert">{error}</ErrorBox>}
              <Actions>
                <Button type="submit" $size="large" disabled={busy || !chosen} aria-busy={busy}>
                  {busy ? <Trans>Paying...</Trans> : <Trans>Pay {money(item.price)}</Trans>}
                </Button>
              </Actions>
            </form>
          )}
        </>
      )}
      <BitcoinInvoiceModal invoice={invoice} note={invoiceNote} onClose={() => void closeInvoice()} onCheck={() => void checkInvoice()} onPoll={() => void checkInvoice(true)} />
    </FormColumn>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  a:not([class]) {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  ${up('sm')} {
    grid-template-columns: 10rem minmax(0, 1fr) auto;
  }
`;

const ItemTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Price = styled.p`
  font-size: 1.3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBox = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
