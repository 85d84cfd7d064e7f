// The server's age gate as the bootstrap shows it, before the app: over the page, Enter focused and
// Tab going round the dialog; Enter stores the confirmation for a day and gives the page back,
// even while early input is held for the app. The app's own gate then stays closed.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServerHtml } from '../../tests/setup/render-with-app';
import { OpenModal } from '../../src/ui/modal';
import { holdEarlyInput } from '../../src/ssr/early-input';
import { AGE_CONFIRMATION_MS } from './age-gate-storage';
import { ageGateDialog } from './age-gate';
import { renderShell } from './shell-test-utils';
import { AGE_GATE_TEMPLATE_ID, showServerAgeGate } from './server-age-gate';

/** A server page: the app's root with a link, then the gate's template as the server writes it. */
async function serverPage() {
  const markup = await renderServerHtml(<OpenModal {...ageGateDialog({ siteName: 'Emotions', legalText: 'Adults only, says the operator.' })} />);
  document.body.innerHTML = `<div id="root"><a href="#models">Models</a></div><template id="${AGE_GATE_TEMPLATE_ID}">${markup}</template>`;
  return document.getElementById('root')!;
}

const gate = () => screen.queryByRole('dialog', { name: 'Emotions is an Adult Only Site' });

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('data-app-ready');
});

describe('showServerAgeGate', () => {
  it('shows the gate over the page with Enter focused and focus kept in it; Enter stores a day and gives the page back', async () => {
    const root = await serverPage();
    expect(gate()).toBeNull();
    expect(showServerAgeGate(document)).toBe(true);
    const dialog = gate()!;
    expect(within(dialog).getByText('Adults only, says the operator.')).toBeInTheDocument();
    const enter = within(dialog).getByRole('button', { name: "Yes I'm 18 or older. Enter!" });
    expect(document.activeElement).toBe(enter);
    expect(document.body.style.overflow).toBe('hidden');
    // Focus goes round the dialog, never to the page behind it.
    const leave = within(dialog).getByRole('link', { name: 'Leave' });
    await userEvent.tab();
    expect(document.activeElement).toBe(leave);
    await userEvent.tab();
    expect(document.activeElement).toBe(enter);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(leave);
    // Also once focus has left it (a click on the backdrop).
    leave.blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(enter);
    expect(root.contains(document.activeElement)).toBe(false);

    const before = Date.now();
    await userEvent.click(enter);
    const stored = Number(window.localStorage.getItem('enter18_ok'));
    expect(stored).toBeGreaterThanOrEqual(before + AGE_CONFIRMATION_MS);
    expect(stored).toBeLessThanOrEqual(Date.now() + AGE_CONFIRMATION_MS);
    expect(gate()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('is not held for the app: Enter works at once while the app has not started', async () => {
    await serverPage();
    holdEarlyInput(window);
    showServerAgeGate(document);
    within(gate()!).getByRole('button', { name: /Enter!/ }).click();
    expect(gate()).toBeNull();
    expect(window.localStorage.getItem('enter18_ok')).not.toBeNull();
  });

  it('does nothing on a page without the template (the app draws its gate)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(showServerAgeGate(document)).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the app’s gate closed while it is shown', async () => {
    await serverPage();
    showServerAgeGate(document);
    await renderShell();
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(gate()).toBeInTheDocument();
  });
});
