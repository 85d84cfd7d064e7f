import { act, createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

const appReady = async () => {
  document.documentElement.setAttribute('data-app-ready', 'true');
  await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true));
  // The MutationObserver's callback runs as a microtask after the attribute changed.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.body.innerHTML = '';
});

describe('holdEarlyInput', () => {
  it('holds a click on a control until the app has started, then does it once', async () => {
    document.body.innerHTML = '<div id="root"><button type="button" id="menu">Support</button></div>';
    const menu = document.getElementById('menu')!;
    const seen: string[] = [];
    // The app's own listener on its root (React's): it must not see the early click.
    document.getElementById('root')!.addEventListener('click', () => seen.push('app'));
    holdEarlyInput(window);
    menu.click();
    menu.click(); // impatient: counts once
    expect(seen).toEqual([]);
    await appReady();
    expect(seen).toEqual(['app']);
    menu.click();
    expect(seen).toEqual(['app', 'app']);
  });

  it('lets links navigate, also inside a control', () => {
    document.body.innerHTML = '<label><input type="checkbox" /> I accept the <a href="#terms" id="terms">terms</a></label><a href="#next" id="next">Next</a>';
    holdEarlyInput(window);
    const clickOf = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(clickOf('terms')).toBe(false);
    expect(clickOf('next')).toBe(false);
  });

  it('holds a form sent before the app has started and sends it again, with its submit button', async () => {
    document.body.innerHTML = '<form id="f"><input name="q" /><button type="submit" name="go" value="1">Go</button></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    const submitters: Array<string | null> = [];
    holdEarlyInput(window);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push((event.submitter as HTMLButtonElement | null)?.name ?? null);
    });
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submitters).toEqual([]);
    await appReady();
    expect(submitters).toEqual(['go']);
  });

  it('drops what was held on an element the app has replaced', async () => {
    document.body.innerHTML = '<button type="button" id="old">Open</button>';
    const old = document.getElementById('old')!;
    const clicks = vi.fn();
    old.addEventListener('click', clicks);
    holdEarlyInput(window);
    old.click();
    old.remove();
    await appReady();
    expect(clicks).not.toHaveBeenCalled();
  });
});

/** A login-like form: it sends only when its fields are filled in its own state. */
function NameForm({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  return createElement(
    'form',
    { onSubmit: (event: Event) => (event.preventDefault(), name && onSend(name)) },
    createElement('input', { 'aria-label': 'Name', value: name, onChange: (event: { target: HTMLInputElement }) => setName(event.target.value) }),
    createElement('button', { type: 'submit' }, 'Send'),
  );
}

describe('holdEarlyInput with React', () => {
  it('hands what was typed before hydration to the app, then sends the held form with it', async () => {
    const sent: string[] = [];
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(createElement(NameForm, { onSend: () => {} }));
    holdEarlyInput(window);
    // Typed and sent before the app is there.
    const input = root.querySelector('input')!;
    input.value = 'Ava';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    await act(async () => {
      hydrateRoot(root, createElement(NameForm, { onSend: (name) => sent.push(name) }));
    });
    expect(sent).toEqual([]);
    await act(async () => {
      await appReady();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sent).toEqual(['Ava']);
    expect(root.querySelector('input')!.value).toBe('Ava');
  });
});
