import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { aboutText } from './index';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { Section } from '../../src/ui/section';
import { useLocalized } from '../../src/i18n/use-localized';
import { useConfigImage } from '../../src/ui/config-image';
import { DEFAULT_IMAGE } from './default-image';
import { up } from '../../src/theme/breakpoints';

type AboutTextProps = BlockProps<typeof aboutText>;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${up('md')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
  ${up('xl')} {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
  }
`;

const Slogan = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: clamp(1.7rem, 3.4vw, 2.6rem);
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: 0.03em;
  text-transform: uppercase;
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

const Part = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.15rem;
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.75;
    white-space: pre-line;
  }
`;

const Portrait = styled.div`
  max-width: 320px;
  margin: 0 auto;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  ${up('md')} {
    max-width: 420px;
    position: sticky;
    top: ${({ theme }) => theme.space.xl};
  }
`;

export default function AboutText({ slogan, sections, image, imageSoft }: AboutTextProps) {
  const picture = useConfigImage({ image, imageSoft }, DEFAULT_IMAGE);
  const { t } = useLingui();
  const localize = useLocalized();
  const sloganText = localize(slogan);

  return (
    <Section label={t`About us`}>
      <Layout>
        <div>
          {sloganText && <Slogan>{sloganText}</Slogan>}
          {sections.map((section, index) => (
            <Part key={index}>
              <h3>{localize(section.heading)}</h3>
              <p>{localize(section.text)}</p>
            </Part>
          ))}
        </div>
        <Portrait>
          <ResponsiveImage image={picture} alt="" ratio="2:3" sizes="(min-width: 1200px) 420px, (min-width: 768px) 40vw, 100vw" />
        </Portrait>
      </Layout>
    </Section>
  );
}
