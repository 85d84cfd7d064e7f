// Which page the preview shows and at which viewport width.
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeRedirectPath } from '../../src/routes/safe-redirect';
import { VIEWPORTS, type ViewportWidth } from './preview-frame';
import { PanelTitle, ToolButton, ToolInput, toolBar } from './studio-ui';

export interface PreviewToolbarProps {
  path: string;
  onPathChange: (path: string) => void;
  width: ViewportWidth;
  onWidthChange: (width: ViewportWidth) => void;
}

export function PreviewToolbar({ path, onPathChange, width, onWidthChange }: PreviewToolbarProps) {
  const { t } = useLingui();
  const pathId = useId();
  const [draft, setDraft] = useState(path);
  useEffect(() => setDraft(path), [path]);
  const viewportName: Record<ViewportWidth, string> = { 390: t`Phone`, 768: t`Tablet`, 1440: t`Desktop` };

  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    // Only a page of this site (the same check as ?from= after login).
    const next = safeRedirectPath(draft.trim().startsWith('/') ? draft.trim() : `/${draft.trim()}`);
    setDraft(next);
    onPathChange(next);
  };

  return (
    <Bar>
      <PanelTitle>
        <Trans>Preview</Trans>
      </PanelTitle>
      <PathForm onSubmit={submit}>
        <label htmlFor={pathId}>
          <Trans>Page</Trans>
        </label>
        <ToolInput id={pathId} value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={submit} spellCheck={false} />
        <ToolButton type="submit">
          <Trans>Show</Trans>
        </ToolButton>
      </PathForm>
      <Viewports role="group" aria-label={t`Viewport width`}>
        {VIEWPORTS.map((preset) => (
          <ToolButton
            key={preset}
            type="button"
            aria-pressed={width === preset}
            $tone={width === preset ? 'primary' : undefined}
            title={viewportName[preset]}
            onClick={() => onWidthChange(preset)}
          >
            {preset}
          </ToolButton>
        ))}
      </Viewports>
    </Bar>
  );
}

const Bar = styled.div`
  ${toolBar}
`;

const PathForm = styled.form`
  display: flex;
  flex: 1 1 220px;
  align-items: center;
  gap: 6px;
  font-size: 0.82rem;
  ${ToolInput} {
    flex: 1;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  }
`;

const Viewports = styled.div`
  display: flex;
  gap: 4px;
`;
