// What QA sees opening a preview link that no longer opens: that the preview is gone (expired or
// deleted, with the link's name and when; or never existed) and a link to the live site, instead
// of the live site shown silently as if it were the preview. Rendered by the browser only (the
// server hands preview URLs to the client), in the visitor's language and the live theme.
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreviewGone } from '../config/load-site-config';
import { PREVIEW_QUERY_PARAM } from '../config/preview-param';

/** The current address without the preview token: the live site at the same page. */
export const liveSiteHref = (href: string) => {
  const url = new URL(href);
  url.searchParams.delete(PREVIEW_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
};

export function PreviewGoneNotice({ gone, href }: { gone: PreviewGone; href: string }) {
  const { i18n } = useLingui();
  const when = 'at' in gone ? i18n.date(gone.at, { dateStyle: 'long', timeStyle: 'short' }) : '';
  return (
    <Page>
      <Card role="alert" aria-labelledby="preview-gone-title">
        <Title id="preview-gone-title">
          {gone.code === 'preview_not_found' ? <Trans>This preview link does not exist</Trans> : <Trans>This preview is gone</Trans>}
        </Title>
        <Text>
          {gone.code === 'preview_expired' ? (
            <Trans>
              The link “{gone.name}” expired on {when}.
            </Trans>
          ) : gone.code === 'preview_deleted' ? (
            <Trans>
              The link “{gone.name}” was deleted on {when}.
            </Trans>
          ) : (
            <Trans>Check that the whole link was copied, or ask for a new one.</Trans>
          )}{' '}
          {gone.code !== 'preview_not_found' ? <Trans>Ask whoever sent it for a new link.</Trans> : null}
        </Text>
        <LiveLink href={liveSiteHref(href)}>
          <Trans>Go to the live site</Trans>
        </LiveLink>
      </Card>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.body};
`;

const Card = styled.div`
  width: 100%;
  max-width: 520px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-wrap: anywhere;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 1.5;
`;

const LiveLink = styled.a`
  display: inline-block;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
