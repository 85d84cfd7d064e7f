import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { footerImage } from './index';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { ButtonLink } from '../../src/ui/button';
import { useLocalized } from '../../src/i18n/use-localized';
import { useConfigImage } from '../../src/ui/config-image';
import { DEFAULT_IMAGE } from './default-image';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { up } from '../../src/theme/breakpoints';

type FooterImageProps = BlockProps<typeof footerImage>;

const Root = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.headerBackground};
`;

const Picture = styled(ResponsiveImage)`
  aspect-ratio: 4 / 3;
  ${up('sm')} {
    aspect-ratio: 16 / 9;
  }
  ${up('lg')} {
    aspect-ratio: 3 / 1;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 55%, transparent);
`;

const Title = styled.h2`
  margin: 0;
  max-width: 22ch;
  font-size: clamp(1.6rem, 4vw, 3.2rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.headerText};
`;

const Sub = styled.p`
  margin: 0;
  max-width: 52ch;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.headerText};
  opacity: 0.88;
`;

export default function FooterImage({ image, imageSoft, title, buttonLink }: FooterImageProps) {
  const picture = useConfigImage({ image, imageSoft }, DEFAULT_IMAGE);
  const { t } = useLingui();
  const localize = useLocalized();
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const canJoin = !loggedIn && !(config.core.signup.disabled && buttonLink.startsWith('/signup'));
  const siteName = config.core.deployment.siteName;
  const titleText = localize(title) || (canJoin ? t`Get instant access to ${siteName}` : '');

  return (
    <Root aria-label={titleText || undefined}>
      <Picture image={picture} alt="" ratio="3:1" sizes="100vw" />
      {(titleText || canJoin) && (
        <Overlay>
          {titleText && <Title>{titleText}</Title>}
          {canJoin && (
            <>
              <Sub>
                <Trans>Every update in full length, full-resolution galleries and unlimited streaming.</Trans>
              </Sub>
              <ButtonLink to={buttonLink} $size="large">
                <Trans>Join now</Trans>
              </ButtonLink>
            </>
          )}
        </Overlay>
      )}
    </Root>
  );
}
