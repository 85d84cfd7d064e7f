// Which clicks on a `never` block's links the app follows (a route of this site, a plain click) and
// which it leaves to the browser.
import { afterEach, describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../shared/route-table';
import { defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import { staticLinkTarget } from './static-link-navigation';

const table = buildRouteTable(defaultSiteConfig);

afterEach(() => {
  document.body.innerHTML = '';
});

/** Clicks the link with the text `name` and returns what staticLinkTarget makes of that click. */
function click(name: string, init: MouseEventInit = {}): string | null {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
  let target: string | null | undefined;
  const listen = (event: MouseEvent) => {
    target = staticLinkTarget(event, table, window.location);
    event.preventDefault(); // jsdom would otherwise try to navigate
  };
  document.addEventListener('click', listen);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listen);
  return target!;
}

describe('staticLinkTarget', () => {
  it("follows a static block's links to the site's pages, query and all", () => {
    document.body.innerHTML = `<div data-static="/ui/sites/homesite/containers/4"><a href="/models/ava-lind"><img alt=""><span>Ava</span></a><a href="/updates?tag=beach">beach</a><a href="/signup">Join</a></div>`;
    expect(click('Ava')).toBe('/models/ava-lind');
    expect(click('beach')).toBe('/updates?tag=beach');
    expect(click('Join')).toBe('/signup');
  });

  it('follows a click on an element inside the link', () => {
    document.body.innerHTML = `<div data-static="/p"><a href="/models/ava-lind"><span id="inner">Ava</span></a></div>`;
    let target: string | null = null;
    document.addEventListener('click', (event) => {
      target = staticLinkTarget(event, table, window.location);
      event.preventDefault();
    }, { once: true });
    document.getElementById('inner')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(target).toBe('/models/ava-lind');
  });

  it('leaves everything else to the browser', () => {
    document.body.innerHTML = `
      <a href="/models/ava-lind">outside</a>
      <div data-static="/p">
        <a href="/models/ava-lind" target="_blank">new tab</a>
        <a href="/media/terms.pdf">file</a>
        <a href="/models/ava-lind" download>download</a>
        <a href="https://elsewhere.example/models/x">other site</a>
        <a href="#comments">same page</a>
        <a href="/models/ava-lind">card</a>
      </div>`;
    expect(click('outside')).toBeNull();
    expect(click('new tab')).toBeNull();
    expect(click('file')).toBeNull();
    expect(click('download')).toBeNull();
    expect(click('other site')).toBeNull();
    expect(click('same page')).toBeNull();
    expect(click('card', { ctrlKey: true })).toBeNull();
    expect(click('card', { metaKey: true })).toBeNull();
    expect(click('card', { shiftKey: true })).toBeNull();
    expect(click('card', { button: 1 })).toBeNull();
    expect(click('card')).toBe('/models/ava-lind');
  });
});
