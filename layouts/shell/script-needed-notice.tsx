// What a visitor reads above the page after sending a form without JavaScript (or before the app's
// script loaded): nothing was sent, and the form needs JavaScript. Rendered by the server outside
// the app's root (server/render/no-script-forms.ts), in the page's language and theme.
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { FormStatus } from '../../src/ui/form-status';
import { OUTSIDE_APP_ATTR } from '../../src/ssr/early-input';
import { renderOutsideApp, type AgeGateTemplateInput } from './age-gate-template';

export function ScriptNeededNotice() {
  return (
    <Wrap>
      <FormStatus kind="error">
        <p>
          <Trans>Nothing was sent: this form needs JavaScript.</Trans>
        </p>
        <p>
          <Trans>Please turn on JavaScript in your browser, or reload the page if it did not load completely, and try again.</Trans>
        </p>
      </FormStatus>
    </Wrap>
  );
}

/** The notice's markup before the app's root, its styles added to the page's sheet. */
export const scriptNeededMarkup = (input: Omit<AgeGateTemplateInput, 'locale' | 'back'>) =>
  `<div ${OUTSIDE_APP_ATTR}="script-needed">${renderOutsideApp(<ScriptNeededNotice />, input, 'script-needed-')}</div>`;

const Wrap = styled.div`
  max-width: 720px;
  margin: ${({ theme }) => `${theme.space.md} auto`};
  padding: 0 ${({ theme }) => theme.space.md};
`;
