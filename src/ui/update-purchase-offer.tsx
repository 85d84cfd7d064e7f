// A priced update that the visitor cannot watch yet, when single purchases are on: its price and
// Buy, which puts it in the cart (session storage CART_CHECKOUT) and opens /checkout.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { Update } from '../../schemas/api/content';
import { useSiteConfig } from '../config/site-config-context';
import { saveCartItem } from '../state/cart-checkout';
import { Button } from './button';
import { useMoney } from './locale-format';
import { useUpdateAccess } from './update-detail-parts';
import { useSoftImages } from './card-helpers';

export function UpdatePurchaseOffer({ update, name }: { update: Update; name: string }) {
  const config = useSiteConfig();
  const access = useUpdateAccess(update);
  const money = useMoney();
  const navigate = useNavigate();
  const soft = useSoftImages();
  if (!config.core.payment.updatePurchase || update.price === undefined || access === 'member') return null;
  const price = money(update.price);

  const buy = () => {
    saveCartItem({
      updateId: update.id,
      title: name,
      permaLink: update.permaLink,
      contentType: update.contentType,
      price: update.price!,
      image: (soft ? update.previewImageSoft : update.previewImage)['620'],
    });
    navigate('/checkout');
  };

  return (
    <Offer aria-label={name}>
      <p>
        <Trans>
          Buy this update on its own: <strong>{price}</strong>, yours to watch for good.
        </Trans>
      </p>
      <Button type="button" onClick={buy}>
        <Trans>Buy</Trans>
      </Button>
    </Offer>
  );
}

const Offer = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
`;
