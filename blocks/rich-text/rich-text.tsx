import styled from 'styled-components';
import type { BlockProps } from '../define-block';
import type { richText } from './index';
import { useLocalized } from '../../src/i18n/use-localized';
import { up } from '../../src/theme/breakpoints';
import { SanitizedHtml } from '../../src/ui/sanitized-html';
import { proseElements } from '../../src/ui/prose';

type RichTextProps = BlockProps<typeof richText>;

const Body = styled(SanitizedHtml)<{ $narrow: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? '75ch' : theme.pageWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  font-size: 1.05rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 1.6em 0 0.6em;
    font-weight: 800;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }
  h1 {
    font-size: 2rem;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.2rem;
  }
  ${proseElements}
`;

export default function RichText({ html, narrow }: RichTextProps) {
  const localize = useLocalized();
  return <Body $narrow={narrow} html={localize(html)} />;
}
