// HTML from the database or the configuration, rendered safely: sanitized with DOMPurify in the
// browser, by the server renderer's sanitizer on the server (plain text where there is none).
// Same-site links navigate inside the app.
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { htmlToText, sanitizeHtml } from './html';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

export function SanitizedHtml({ html, className, 'data-testid': testId }: SanitizedHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };

  if (clean === null) {
    return (
      <div className={className} data-testid={testId}>
        {htmlToText(html)}
      </div>
    );
  }
  // The server sanitizes with another library: hydration keeps its (equally safe) markup as it is.
  return <div className={className} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
