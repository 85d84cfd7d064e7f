// The page keeps exactly one customJS script, at the address of the configuration it runs.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomCode } from './custom-code';
import { customScriptSrc } from '../../shared/custom-script-src';

const scripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('CustomCode', () => {
  it('adds no script for an empty customJS, and never inline code', () => {
    render(<CustomCode css="" js="  " />);
    expect(scripts()).toEqual([]);
    render(<CustomCode css="" js="window.x = 1;" />);
    expect(document.querySelector('script')?.textContent).toBe('');
  });

  it('keeps the tag the server rendered when it is the same code', () => {
    const server = document.createElement('script');
    server.src = customScriptSrc('window.x = 1;')!;
    document.head.appendChild(server);
    render(<CustomCode css="" js="window.x = 1;" />);
    expect(scripts()).toEqual([customScriptSrc('window.x = 1;')]);
    expect(document.querySelector('script')).toBe(server);
  });

  it("replaces it with a preview link's script after a configuration switch", () => {
    const { rerender } = render(<CustomCode css="" js="window.x = 1;" />);
    rerender(<CustomCode css="" js="window.x = 2;" previewToken="tok_12345678" />);
    expect(scripts()).toEqual([`/site-custom.js?previewtoken=tok_12345678&v=${customScriptSrc('window.x = 2;')!.split('v=')[1]}`]);
    rerender(<CustomCode css="" js="" previewToken="tok_12345678" />);
    expect(scripts()).toEqual([]);
  });

  it('adds nothing where customJS must not run (the studio and its frame)', () => {
    render(<CustomCode css="" js="window.x = 1;" runsHere={() => false} />);
    expect(scripts()).toEqual([]);
  });

  it('still applies customCSS', () => {
    const { container } = render(<CustomCode css="body { margin: 0 }" js="" />);
    expect(container.querySelector('style')?.textContent).toBe('body { margin: 0 }');
  });
});
