import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, testUser } from '@/testing/render-with-providers';
import { setViewportWidth } from '@/testing/setup-tests';

import { AppShell } from '../app-shell';

const signedIn = { status: 'signedIn' as const, user: testUser };
const mainNavLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((a) => a.textContent);

describe('AppShell navigation', () => {
  it('visitors see About, Compare, Demo and the Log In / Sign Up Free buttons', () => {
    renderWithProviders(<AppShell />);
    expect(mainNavLinks()).toEqual(['About', 'Compare', 'Demo']);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up Free' })).toBeInTheDocument();
  });

  it('guests see Role Play and Demo', () => {
    localStorage.setItem('guestMode', 'true');
    localStorage.setItem('guestSessionId', 'guest_1_abcdefg');
    renderWithProviders(<AppShell />);
    expect(mainNavLinks()).toEqual(['Role Play', 'Demo']);
  });

  it('signed-in users see Dashboard, Practice, Role Play, Tips and their menu', async () => {
    renderWithProviders(<AppShell />, { auth: signedIn });
    expect(mainNavLinks()).toEqual(['Dashboard', 'Practice', 'Role Play', 'Tips']);
    const menuButton = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(menuButton).toHaveTextContent('AL');
    await userEvent.click(menuButton);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/progress');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the bottom bar to signed-in users under 768 px, except on the auth pages', () => {
    setViewportWidth(375);
    const first = renderWithProviders(<AppShell />, { auth: signedIn, path: '/dashboard' });
    const bar = screen.getByRole('navigation', { name: 'Bottom' });
    expect(within(bar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Practice', '/roleplay'],
      ['Progress', '/progress'],
      ['History', '/call-recordings'],
      ['Profile', '/progress'],
    ]);
    first.unmount();

    for (const path of ['/login', '/signup', '/password-reset', '/update-password']) {
      const view = renderWithProviders(<AppShell />, { auth: signedIn, path });
      expect(screen.queryByRole('navigation', { name: 'Bottom' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('has no bottom bar on desktop or for visitors', () => {
    const desktop = renderWithProviders(<AppShell />, { auth: signedIn, path: '/dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Bottom' })).not.toBeInTheDocument();
    desktop.unmount();
    setViewportWidth(375);
    renderWithProviders(<AppShell />, { path: '/dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Bottom' })).not.toBeInTheDocument();
  });

  it('adds Progress and Call Recordings to the mobile side menu', async () => {
    setViewportWidth(375);
    renderWithProviders(<AppShell />, { auth: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Practice', 'Role Play', 'Tips', 'Progress', 'Call Recordings']);
  });

  it('makes the header sticky after 50 px of scrolling', () => {
    renderWithProviders(<AppShell />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-sticky');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
  });

  it('ends guest mode on the way to sign-up', async () => {
    localStorage.setItem('guestMode', 'true');
    localStorage.setItem('guestSessionId', 'guest_1_abcdefg');
    const { router } = renderWithProviders(<AppShell />, { path: '/dashboard', routes: [{ path: '/signup', element: <AppShell /> }] });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Free' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('guestMode')).toBeNull();
    expect(mainNavLinks()).toEqual(['About', 'Compare', 'Demo']);
  });
});
