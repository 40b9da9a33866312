import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { CookieConsent } from '../cookie-consent';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );

describe('CookieConsent', () => {
  it('Accept All stores consent for analytics and marketing', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(localStorage.getItem('privacy-consent')).toBe('accepted');
    expect(JSON.parse(localStorage.getItem('analytics-consent')!)).toMatchObject({ granted: true });
    expect(JSON.parse(localStorage.getItem('consent-preferences')!)).toMatchObject({ analytics: true, marketing: true, functional: true });
  });

  it('Reject All stores a refusal', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(localStorage.getItem('privacy-consent')).toBe('rejected');
    expect(JSON.parse(localStorage.getItem('analytics-consent')!)).toMatchObject({ granted: false });
  });

  it('Customize then Save Preferences stores the chosen switches', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    // The switches load on demand (react-hook-form and zod stay out of the first page).
    expect(await screen.findByRole('checkbox', { name: /Functional/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem('privacy-consent')).toBe('customized');
    expect(JSON.parse(localStorage.getItem('consent-preferences')!)).toMatchObject({ analytics: true, marketing: false });
  });

  it('the × hides it without storing a choice, and a stored choice keeps it away', async () => {
    const { unmount } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(localStorage.getItem('privacy-consent')).toBeNull();
    unmount();
    localStorage.setItem('privacy-consent', 'rejected');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
