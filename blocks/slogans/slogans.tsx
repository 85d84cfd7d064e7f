import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { slogans } from './index';
import { useLocalized } from '../../src/i18n/use-localized';
import { up } from '../../src/theme/breakpoints';

type SlogansProps = BlockProps<typeof slogans>;

// Decorative icons, used in turn.
const ICONS = [
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.9 1.3 5.4 3.2 1.5-1.9 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z',
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  'M12 2l3 7h7l-5.6 4.6L18.5 21 12 16.7 5.5 21l2.1-7.4L2 9h7z',
  'M8 5v14l11-7z',
  'M4 7h3l2-3h6l2 3h3v13H4zM12 17a4 4 0 100-8 4 4 0 000 8z',
  'M3 18h18l-2-10-5 4-2-7-2 7-5-4z',
];

const Band = styled.section`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  /* Keeps the band visible where the page itself is as dark as the header (dark theme). */
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0 auto;
  max-width: ${({ theme }) => theme.pageWidth};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
  }
  ${up('xl')} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: 1.1rem;
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.headerText};
  }
  p {
    margin: 0;
    max-width: 34ch;
    opacity: 0.78;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 60px;
  height: 60px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 26px;
    height: 26px;
  }
`;

export default function Slogans({ items }: SlogansProps) {
  const { t } = useLingui();
  const localize = useLocalized();
  if (items.length === 0) return null;

  return (
    <Band aria-label={t`Why join`}>
      <List $count={items.length}>
        {items.map((item, index) => (
          <Item key={index}>
            <Icon aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d={ICONS[index % ICONS.length]} fill="currentColor" />
              </svg>
            </Icon>
            <h2>{localize(item.title)}</h2>
            <p>{localize(item.text)}</p>
          </Item>
        ))}
      </List>
    </Band>
  );
}
