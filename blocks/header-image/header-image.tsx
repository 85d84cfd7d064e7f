import styled from 'styled-components';
import type { BlockProps } from '../define-block';
import type { headerImage } from './index';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { useLocalized } from '../../src/i18n/use-localized';
import { useConfigImage } from '../../src/ui/config-image';
import { DEFAULT_IMAGE } from './default-image';
import { up } from '../../src/theme/breakpoints';

type HeaderImageProps = BlockProps<typeof headerImage>;

const Figure = styled.div`
  position: relative;
  margin: 0;
  background: ${({ theme }) => theme.colors.headerBackground};
`;

const Picture = styled(ResponsiveImage)<{ $withTitle: boolean }>`
  /* A very wide ratio leaves no room for a title on a phone. */
  min-height: ${({ $withTitle }) => ($withTitle ? '180px' : '0')};
  ${up('md')} {
    min-height: 0;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  background: linear-gradient(
    to top,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 80%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 20%, transparent) 60%,
    transparent 100%
  );
`;

const Title = styled.h1`
  width: 100%;
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  font-size: clamp(1.6rem, 4vw, 3.2rem);
  font-weight: 800;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.headerText};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
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

export default function HeaderImage({ image, imageSoft, ratio, title, alt }: HeaderImageProps) {
  const localize = useLocalized();
  const picture = useConfigImage({ image, imageSoft }, DEFAULT_IMAGE);
  const titleText = localize(title);
  return (
    <Figure>
      <Picture image={picture} alt={localize(alt)} ratio={ratio} sizes="100vw" priority $withTitle={!!titleText} />
      {titleText && (
        <Overlay>
          <Title>{titleText}</Title>
        </Overlay>
      )}
    </Figure>
  );
}
