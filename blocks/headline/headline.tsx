import styled from 'styled-components';
import type { BlockProps } from '../define-block';
import type { headline } from './index';
import { useLocalized } from '../../src/i18n/use-localized';
import { up } from '../../src/theme/breakpoints';

type HeadlineProps = BlockProps<typeof headline>;

const Wrapper = styled.header<{ $align: 'left' | 'center' }>`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  text-align: ${({ $align }) => $align};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  }
  &::after {
    content: '';
    display: block;
    width: 64px;
    height: 4px;
    margin: ${({ theme, $align }) => `${theme.space.md} ${$align === 'center' ? 'auto' : '0'} 0`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1<{ $level: 1 | 2 }>`
  margin: 0;
  font-size: ${({ $level }) => ($level === 1 ? 'clamp(1.9rem, 4vw, 3rem)' : 'clamp(1.5rem, 3vw, 2.2rem)')};
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function Headline({ text, subtitle, level, align }: HeadlineProps) {
  const localize = useLocalized();
  const subtitleText = localize(subtitle);
  return (
    <Wrapper $align={align}>
      <Title as={level === 1 ? 'h1' : 'h2'} $level={level}>
        {localize(text)}
      </Title>
      {subtitleText && <Subtitle>{subtitleText}</Subtitle>}
    </Wrapper>
  );
}
