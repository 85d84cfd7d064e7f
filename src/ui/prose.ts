// Typographic rhythm for HTML written by operators or editors (rich text, news posts): lists,
// links, quotes, tables, images and rules. Headings stay with each block, which sizes them.
import { css } from 'styled-components';
import { brandText } from './brand-colors';

export const proseElements = css`
  & > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  figure {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.3em;
  }
  a {
    color: ${({ theme }) => brandText(theme)};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2em 0;
  }
`;
