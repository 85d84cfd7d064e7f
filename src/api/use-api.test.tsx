// The data hooks ask for content in the visitor's language and ask again when it changes.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { localeAtom } from '../state/preferences';
import { useSubscriptionPlans } from './plans';

function PlanNames() {
  const { plans } = useSubscriptionPlans();
  return <p>{plans.map((plan) => plan.name).join(', ')}</p>;
}

describe('content language of the data hooks', () => {
  it('sends the active language as lang and fetches again in the new one when it changes', async () => {
    const asked: (string | null)[] = [];
    server.use(http.get(paths.articles, ({ request }) => void asked.push(new URL(request.url).searchParams.get('lang'))));
    const { store } = await renderWithApp(<PlanNames />, { locale: 'de_DE' });
    expect(await screen.findByText('Monatlich, 1 Monat, 3 Monate')).toBeInTheDocument();
    await act(async () => store.set(localeAtom, 'es_ES'));
    expect(await screen.findByText('Mensual, 1 mes, 3 meses')).toBeInTheDocument();
    await act(async () => store.set(localeAtom, 'en_US'));
    expect(await screen.findByText('Monthly, 1 Month, 3 Months')).toBeInTheDocument();
    expect(asked).toEqual(['de_DE', 'es_ES', 'en_US']);
  });
});
