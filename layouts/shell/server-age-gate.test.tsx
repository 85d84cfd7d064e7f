// The server's age gate as the bootstrap takes it over, before the app: over the inert page, Enter
// focused and Tab going round the dialog; Enter stores the confirmation for a day (local storage and
// the cookie the server reads), sends no form and gives the page back, even while early input is
// held for the app. The app's own gate then stays closed.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServerHtml } from '../../tests/setup/render-with-app';
import { OpenModal } from '../../src/ui/modal';
import { holdEarlyInput } from '../../src/ssr/early-input';
import { AGE_CONFIRMATION_MS } from './age-gate-storage';
import { ageGateDialog } from './age-gate';
import { renderShell } from './shell-test-utils';
import { AGE_GATE_FORM_ID, takeOverServerAgeGate } from './server-age-gate';

/** A server page for a visitor without the cookie: the inert app root with a link, then the gate and its form. */
async function serverPage() {
  const markup = await renderServerHtml(<OpenModal {...ageGateDialog({ siteName: 'Emotions', legalText: 'Adults only, says the operator.', formId: AGE_GATE_FORM_ID })} />);
  document.body.style.overflow = 'hidden';
  document.body.innerHTML = `<div id="root" inert><a href="#models">Models</a></div><div data-outside-app="age-gate">${markup}</div><form id="${AGE_GATE_FORM_ID}" method="post" action="/age-gate" hidden><input type="hidden" name="back" value="/"></form>`;
  return document.getElementById('root')!;
}

const gate = () => screen.queryByRole('dialog', { name: 'Emotions is an Adult Only Site' });
const ageCookie = () => /(?:^|; )enter18_ok=(\d+)/.exec(document.cookie)?.[1];

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('data-app-ready');
});

describe('takeOverServerAgeGate', () => {
  it('focuses Enter and keeps focus in the gate; Enter stores a day, sends no form and gives the page back', async () => {
    const root = await serverPage();
    let submitted = false;
    document.getElementById(AGE_GATE_FORM_ID)!.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    expect(takeOverServerAgeGate(document)).toBe(true);
    const dialog = gate()!;
    expect(within(dialog).getByText('Adults only, says the operator.')).toBeInTheDocument();
    const enter = within(dialog).getByRole('button', { name: "Yes I'm 18 or older. Enter!" });
    expect(document.activeElement).toBe(enter);
    // Focus goes round the dialog, never to the page behind it.
    const leave = within(dialog).getByRole('link', { name: 'Leave' });
    await userEvent.tab();
    expect(document.activeElement).toBe(leave);
    await userEvent.tab();
    expect(document.activeElement).toBe(enter);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(leave);
    leave.blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(enter);
    expect(root.contains(document.activeElement)).toBe(false);

    const before = Date.now();
    await userEvent.click(enter);
    const stored = Number(window.localStorage.getItem('enter18_ok'));
    expect(stored).toBeGreaterThanOrEqual(before + AGE_CONFIRMATION_MS);
    expect(stored).toBeLessThanOrEqual(Date.now() + AGE_CONFIRMATION_MS);
    expect(ageCookie()).toBe(String(stored));
    expect(submitted).toBe(false);
    expect(gate()).toBeNull();
    expect(document.getElementById(AGE_GATE_FORM_ID)).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('is not held for the app: Enter works at once while the app has not started', async () => {
    await serverPage();
    holdEarlyInput(window);
    takeOverServerAgeGate(document);
    within(gate()!).getByRole('button', { name: /Enter!/ }).click();
    expect(gate()).toBeNull();
    expect(window.localStorage.getItem('enter18_ok')).not.toBeNull();
  });

  it('takes the gate away at once for a visitor whose confirmation is only in local storage, and tells the server', async () => {
    const root = await serverPage();
    const until = String(Date.now() + 60_000);
    window.localStorage.setItem('enter18_ok', until);
    expect(takeOverServerAgeGate(document)).toBe(true);
    expect(gate()).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(ageCookie()).toBe(until);
  });

  it('does nothing on a page without the gate (the app draws its own)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeOverServerAgeGate(document)).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });

  it('keeps the app’s gate closed while it is shown', async () => {
    await serverPage();
    takeOverServerAgeGate(document);
    await renderShell();
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(gate()).toBeInTheDocument();
  });
});
