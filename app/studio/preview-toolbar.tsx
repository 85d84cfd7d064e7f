// Which page the preview shows, at which viewport width, how (a visitor with or without the age
// gate and banners; clicks select blocks or use the page), and which block is selected.
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeRedirectPath } from '../../src/routes/safe-redirect';
import { VIEWPORTS, type ViewportWidth } from './preview-frame';
import { Mono, PanelTitle, ToolButton, ToolInput, toolBar } from './studio-ui';

export interface PreviewOptions {
  /** Age gate and banners as a first-time visitor gets them. */
  banners: boolean;
  /** Clicks in the preview select blocks. */
  pickMode: boolean;
}

/** The preview's toggles, kept by the studio page and passed to the toolbar and the frame. */
export function usePreviewOptions() {
  const [options, setOptions] = useState<PreviewOptions>({ banners: true, pickMode: true });
  return { options, setOptions };
}

export interface PreviewToolbarProps {
  path: string;
  onPathChange: (path: string) => void;
  width: ViewportWidth;
  onWidthChange: (width: ViewportWidth) => void;
  options?: PreviewOptions;
  onOptionsChange?: (options: PreviewOptions) => void;
  /** The selected block: its name and JSON pointer. */
  selection?: { path: string; title: string } | null;
  onClearSelection?: () => void;
}

export function PreviewToolbar({ path, onPathChange, width, onWidthChange, options, onOptionsChange, selection, onClearSelection }: PreviewToolbarProps) {
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
      {options && onOptionsChange ? (
        <Toggles role="group" aria-label={t`Preview options`}>
          <ToolButton
            type="button"
            aria-pressed={options.pickMode}
            $tone={options.pickMode ? 'primary' : undefined}
            title={t`On: a click in the preview selects a block. Off: use the page as a visitor.`}
            onClick={() => onOptionsChange({ ...options, pickMode: !options.pickMode })}
          >
            <Trans>Select blocks</Trans>
          </ToolButton>
          <ToolButton
            type="button"
            aria-pressed={options.banners}
            $tone={options.banners ? 'primary' : undefined}
            title={t`As a first-time visitor (signed out) sees the site; off hides them while editing.`}
            onClick={() => onOptionsChange({ ...options, banners: !options.banners })}
          >
            <Trans>Age gate and banners</Trans>
          </ToolButton>
        </Toggles>
      ) : null}
      {selection ? (
        <Selection aria-label={t`Selected block`} role="status">
          <strong>{selection.title}</strong>
          <Mono>{selection.path}</Mono>
          {onClearSelection ? (
            <ToolButton type="button" $tone="plain" onClick={onClearSelection} aria-label={t`Clear the selection`}>
              ×
            </ToolButton>
          ) : null}
        </Selection>
      ) : null}
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

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Selection = styled.div`
  display: flex;
  flex: 1 1 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-size: 0.82rem;
  ${Mono} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${ToolButton} {
    padding: 0 8px;
  }
`;
