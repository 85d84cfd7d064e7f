import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { defaultSiteConfig, renderWithApp } from '../../tests/setup/render-with-app';
import { PaymentMethods } from './payment-methods';

const methods = defaultSiteConfig.core.payment.endpoints.filter((endpoint) => endpoint.isActive);

describe('PaymentMethods', () => {
  it('names the configured methods in the visitor’s language', async () => {
    await renderWithApp(<PaymentMethods methods={methods} provider="epochCreditCard" onChange={vi.fn()} disabled={false} />, { locale: 'de_DE' });
    const group = screen.getByRole('radiogroup');
    expect(screen.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Amazon-Geschenkkarte' })).not.toBeChecked();
    expect(group).not.toHaveTextContent('Credit Card');
  });

  it('keeps a name written once for every language', async () => {
    const onChange = vi.fn();
    await renderWithApp(
      <PaymentMethods methods={[{ name: 'Bitcoin', provider: 'bitcoin', icon: 'bitcoin', isActive: true }]} provider={null} onChange={onChange} disabled={false} />,
      { locale: 'fr_FR' },
    );
    screen.getByRole('radio', { name: 'Bitcoin' }).click();
    expect(onChange).toHaveBeenCalledWith('bitcoin');
  });
});
