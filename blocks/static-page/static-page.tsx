import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { staticPage } from './index';
import { up } from '../../src/theme/breakpoints';
import { PAGES } from './pages';

const Article = styled.article`
  max-width: 75ch;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
  font-size: 1.03rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  &::after {
    content: '';
    display: block;
    width: 64px;
    height: 4px;
    margin-top: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.7rem, 3.6vw, 2.6rem);
  font-weight: 800;
  line-height: 1.2;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const Updated = styled.p`
  && {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function StaticPage({ page, showTitle, headingLevel }: BlockProps<typeof staticPage>) {
  const { i18n } = useLingui();
  const definition = PAGES[page] ?? PAGES.privacy;
  const { Body } = definition;
  const title = i18n._(definition.title);
  const updated = definition.updated && i18n._(definition.updated);
  return (
    <Article aria-label={showTitle ? undefined : title} aria-labelledby={showTitle ? `static-page-${page}` : undefined}>
      {showTitle ? (
        <Header>
          <Title id={`static-page-${page}`} as={headingLevel === 1 ? 'h1' : 'h2'}>
            {title}
          </Title>
          {updated && <Updated>{updated}</Updated>}
        </Header>
      ) : (
        updated && <Updated>{updated}</Updated>
      )}
      <Body level={headingLevel === 1 ? 2 : 3} />
    </Article>
  );
}
