// SiteLink: an <a href> that follows a plain left click inside the app (history entry added, or
// replaced for the page shown), and leaves modified clicks, other targets and prevented clicks to
// the browser.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteLink } from './site-link';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search} by {useNavigationType()}
    </p>
  );
}

function renderAt(path: string, onClick?: () => void) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteLink to="/models/ava" onClick={onClick}>
        Ava
      </SiteLink>
      <SiteLink to="/updates?tag=beach" target="_blank">
        Beach
      </SiteLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SiteLink', () => {
  it('is a link to its path, and a plain click shows that page in the app', () => {
    const onClick = vi.fn();
    renderAt('/', onClick);
    const link = screen.getByRole('link', { name: 'Ava' });
    expect(link).toHaveAttribute('href', '/models/ava');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('at /models/ava by PUSH')).toBeInTheDocument();
  });

  it('replaces the history entry when it links to the page shown', () => {
    renderAt('/models/ava');
    fireEvent.click(screen.getByRole('link', { name: 'Ava' }));
    expect(screen.getByText('at /models/ava by REPLACE')).toBeInTheDocument();
  });

  it('leaves a modified click, another target and a prevented click to the browser', () => {
    renderAt('/');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Ava' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Ava' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Beach' }))).toBe(true);
    expect(screen.getByText('at / by POP')).toBeInTheDocument();
  });

  it('lets its own click handler cancel the navigation', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteLink to="/models/ava" onClick={(event) => event.preventDefault()}>
          Ava
        </SiteLink>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ava' }));
    expect(screen.getByText('at / by POP')).toBeInTheDocument();
  });
});
