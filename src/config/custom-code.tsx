// The configuration's customCSS and customJS (written by trusted operators, applied once).
import { useEffect } from 'react';

export function CustomCode({ css, js }: { css: string; js: string }) {
  useEffect(() => {
    if (!js.trim()) return;
    const script = document.createElement('script');
    script.dataset.source = 'site-config customJS';
    script.textContent = js;
    document.body.appendChild(script);
    return () => script.remove();
  }, [js]);
  return css.trim() ? <style data-source="site-config customCSS">{css}</style> : null;
}
