import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { staticPage } from './index';
import StaticPage from './static-page';

describe('static page block', () => {
  it('renders the privacy policy: last updated 25 May 2018, GDPR, processors, cookies, deletion, age 18, 48 hours', async () => {
    await renderWithApp(<StaticPage {...staticPage.defaults} />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 25 May 2018')).toBeInTheDocument();
    expect(screen.getByText(/General Data Protection Regulation \(GDPR\)/)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(expect.arrayContaining(['4. Payment processors', '5. Cookies', '7. Your rights and deletion requests', '8. Minimum age']));
    expect(screen.getByText(/it may take up to 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old to use it/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'support@emotions.example' })[0]).toHaveAttribute('href', 'mailto:support@emotions.example');
  });

  it('states 2257 compliance with the custodian of records', async () => {
    await renderWithApp(<StaticPage page="policy2257" showTitle headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: /2257/ })).toBeInTheDocument();
    expect(screen.getByText(/were at least 18 years old at the time the depictions were produced/)).toBeInTheDocument();
    const address = screen.getByText(/Attention: Custodian of Records/);
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveTextContent('Emotions Media Ltd.');
  });

  it('gives the support help with the configured email, or the contact form when there is none', async () => {
    const first = await renderWithApp(<StaticPage page="support" showTitle={false} headingLevel={1} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Age requirement', 'Contact support', 'Image quality', 'Video formats', 'Membership and billing', 'Trouble logging in?']);
    expect(screen.getByText(/up to 5000 px/)).toBeInTheDocument();
    expect(screen.getByText(/3840 x 2160/)).toBeInTheDocument();
    expect(screen.getByText(/H\.264/)).toHaveTextContent(/H\.265/);
    expect(screen.getByText(/under the payment processor's name/)).toBeInTheDocument();
    expect(screen.getByText('Cookies and JavaScript must be enabled in your browser.')).toBeInTheDocument();
    expect(screen.getByText(/case-sensitive/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@emotions.example' })).toBeInTheDocument();
    first.unmount();

    await renderWithApp(<StaticPage page="support" showTitle headingLevel={2} />, {
      config: configWith((config) => {
        delete config.core.social.email;
      }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'our contact form' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['impress', 'Imprint', /Emotions Media Ltd\./],
    ['partner', 'Partner program', /assigned to you for 7 days/],
    ['productplacement', 'Product placement', /product placement in our photo and video productions/],
  ] as const)('renders %s with its title and text', async (page, title, text) => {
    await renderWithApp(<StaticPage page={page} showTitle headingLevel={1} />);
    const article = screen.getByRole('article', { name: title });
    expect(within(article).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(article).getAllByText(text)[0]).toBeInTheDocument();
  });
});
