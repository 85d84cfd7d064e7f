import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { notFound } from './index';
import { ButtonLink } from '../../src/ui/button';
import { up } from '../../src/theme/breakpoints';

type NotFoundProps = BlockProps<typeof notFound>;

const Wrapper = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  overflow: hidden;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
`;

// Decorative backdrop number; the headline carries the message.
const Backdrop = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(10rem, 32vw, 24rem);
  font-weight: 900;
  line-height: 1;
  color: ${({ theme }) => theme.colors.surfaceAlt};
  user-select: none;
  pointer-events: none;
`;

const Content = styled.div`
  position: relative;
  max-width: 640px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: clamp(1.6rem, 4vw, 2.6rem);
    font-weight: 800;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xl};
    font-size: 1rem;
    font-weight: 700;
    letter-spacing: 0.2em;
    color: ${({ theme }) => theme.colors.textMuted};
    ${up('md')} {
      font-size: 1.1rem;
    }
  }
`;

function NotFound() {
  return (
    <Wrapper>
      <Backdrop aria-hidden="true">404</Backdrop>
      <Content>
        <h1>
          <Trans>404 - Page not found</Trans>
        </h1>
        <p>
          <Trans>THIS PAGE DOES NOT EXIST...</Trans>
        </p>
        <ButtonLink to="/" $size="large">
          <Trans>Back to home</Trans>
        </ButtonLink>
      </Content>
    </Wrapper>
  );
}

// The block has no props; this keeps it checked against the block contract.
export default NotFound satisfies ComponentType<NotFoundProps>;
