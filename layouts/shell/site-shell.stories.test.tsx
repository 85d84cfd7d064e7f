// The stories render: each scenario shows what it promises.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './site-shell.stories';

const { Visitor, FirstVisit, LoggedIn, DarkWithThemeToggle, PreviewWithErrors } = composeStories(stories);

describe('site shell stories', () => {
  it('Visitor: Login, no age gate', async () => {
    await Visitor.load();
    render(<Visitor />);
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('FirstVisit: the age gate', async () => {
    await FirstVisit.load();
    render(<FirstVisit />);
    expect(screen.getByRole('dialog', { name: 'Emotions is an Adult Only Site' })).toBeInTheDocument();
  });

  it('LoggedIn: the account menu', async () => {
    await LoggedIn.load();
    render(<LoggedIn />);
    expect(screen.getByRole('button', { name: 'Account menu for jane.doe', hidden: true })).toBeInTheDocument();
  });

  it('DarkWithThemeToggle: offers the light theme', async () => {
    await DarkWithThemeToggle.load();
    render(<DarkWithThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to Light theme' })).toBeInTheDocument();
  });

  it('PreviewWithErrors: lists the problems', async () => {
    await PreviewWithErrors.load();
    render(<PreviewWithErrors />);
    expect(screen.getByText('This configuration has 3 problems:')).toBeInTheDocument();
  });
});
