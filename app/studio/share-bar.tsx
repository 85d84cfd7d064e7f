// The preview link just saved: the link itself (select to copy), 'Copy link', the language the
// link opens in (QA checks the German page through a link with `&hl=de`), and whether the
// document has changed since (then the link shows the earlier state).
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreviewCreated } from '../../schemas/api/configs';
import { ToolButton, ToolInput, ToolSelect, toolButton } from './studio-ui';
import { LANG_QUERY_PARAM } from '../../shared/page-query';
import { bcp47Of, localeNameOf, permaLinkOf } from '../../shared/locales';

export interface ShareBarProps {
  created: PreviewCreated;
  /** The editor's document differs from what the link shows. */
  outdated: boolean;
  onDismiss: () => void;
  /** The languages the document offers (`core.locales.available`). */
  locales: readonly string[];
}

/** The server sends an absolute link; a relative one is completed with this origin for sharing. */
export const absoluteLink = (link: string) => new URL(link, window.location.origin).toString();

/**
 * The link opening in `translateCode` (the site's language URL parameter, as its own pages use):
 * the short `de` unless another offered locale shares it (`pt-BR`, `pt-PT`). Empty: no language,
 * the page picks one as for any visitor.
 */
export function previewLinkIn(link: string, translateCode: string, locales: readonly string[]): string {
  const url = new URL(link);
  url.searchParams.delete(LANG_QUERY_PARAM);
  if (translateCode) {
    const short = permaLinkOf(translateCode);
    const shared = locales.filter((code) => permaLinkOf(code) === short).length > 1;
    url.searchParams.set(LANG_QUERY_PARAM, shared ? bcp47Of(translateCode) : short);
  }
  return url.toString();
}

export function ShareBar({ created, outdated, onDismiss, locales }: ShareBarProps) {
  const { t, i18n } = useLingui();
  const languageId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [language, setLanguage] = useState('');
  const link = previewLinkIn(absoluteLink(created.link), locales.includes(language) ? language : '', locales);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Bar aria-label={t`Preview link`} data-outdated={outdated || undefined}>
      <Label>
        <strong>
          <Trans>Preview link</Trans>
        </strong>{' '}
        <span>“{created.name}”</span>
      </Label>
      <LinkField aria-label={t`Preview link`} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      {locales.length > 1 ? (
        <>
          <label htmlFor={languageId}>
            <Trans>Opens in</Trans>
          </label>
          <ToolSelect id={languageId} value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t`The visitor’s language`}</option>
            {locales.map((code) => (
              <option key={code} value={code}>
                {localeNameOf(code)}
              </option>
            ))}
          </ToolSelect>
        </>
      ) : null}
      <ToolButton type="button" $tone="primary" onClick={() => void copy()}>
        {copied === 'yes' ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
      </ToolButton>
      <OpenLink href={link} target="_blank" rel="noopener">
        <Trans>Open</Trans>
      </OpenLink>
      <Note role="status">
        {copied === 'failed' ? (
          <Trans>Copying is blocked here: select the link and copy it.</Trans>
        ) : outdated ? (
          <Trans>The editor has changed since: save again to share the changes.</Trans>
        ) : (
          <Trans>Valid until {i18n.date(created.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}.</Trans>
        )}
      </Note>
      <ToolButton type="button" onClick={onDismiss} aria-label={t`Hide the preview link`}>
        ×
      </ToolButton>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 10%, ${({ theme }) => theme.colors.background});
  font-size: 0.85rem;
  &[data-outdated] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 14%, ${({ theme }) => theme.colors.background});
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.heading};
`;

const LinkField = styled(ToolInput)`
  flex: 1 1 320px;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.8rem;
`;

const OpenLink = styled.a<{ $tone?: 'primary' | 'danger' | 'plain' }>`
  ${toolButton}
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
