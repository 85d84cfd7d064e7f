import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { Modal } from './modal';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal open={open} onClose={dismissible ? () => setOpen(false) : undefined} title="Terms">
        <p>Please read these terms.</p>
        <button type="button">Agree</button>
        <a href="/terms">Full terms</a>
      </Modal>
    </>
  );
}

async function openModal(dismissible = true) {
  const user = userEvent.setup();
  const rendered = await renderWithApp(<Harness dismissible={dismissible} />);
  const opener = screen.getByRole('button', { name: 'Open terms' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Terms' }), ...rendered };
}

describe('Modal', () => {
  it('renders nothing while closed', async () => {
    await renderWithApp(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog in a portal above the page, focus inside, page scroll locked', async () => {
    const { dialog, container } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog.parentElement).toHaveStyle({ zIndex: '1050' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByText('Please read these terms.'));
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user, dialog, opener } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('link', { name: 'Full terms' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('cannot be dismissed without onClose', async () => {
    const { user, dialog } = await openModal(false);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
  });
});
