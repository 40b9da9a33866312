import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';

import { MailboxPage } from '../mailbox-page';

const message = { id: 'm1', to: 'ada@example.com', subject: '', body: 'Your confirmation code is 123456', code: '123456', at: '2026-01-01T10:00:00Z' };

describe('MailboxPage', () => {
  it('lists the codes sent to an address (local server only)', async () => {
    const fetch = mockFetch({
      '/api/config': { status: 200, body: { auth: {}, features: {}, local: true } },
      '/api/dev/mailbox': { status: 200, body: { messages: [message] } },
    });
    renderWithProviders(<MailboxPage />, { path: '/dev/mailbox?to=ada%40example.com' });
    expect(await screen.findByTestId('mail-code')).toHaveTextContent('123456');
    expect(screen.getByRole('heading', { name: 'Your verification code' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/dev/mailbox?to=ada%40example.com', expect.anything());
  });

  it('explains that it exists only locally', async () => {
    mockFetch({ '/api/config': { status: 200, body: { auth: {}, features: {}, local: false } } });
    renderWithProviders(<MailboxPage />, { path: '/dev/mailbox' });
    expect(await screen.findByText(/The mailbox exists only when PitchPerfect runs on your own machine/)).toBeInTheDocument();
  });

  it('shows the mail of the address typed in, trimmed', async () => {
    const fetch = mockFetch({
      '/api/config': { status: 200, body: { auth: {}, features: {}, local: true } },
      '/api/dev/mailbox': { status: 200, body: { messages: [] } },
    });
    renderWithProviders(<MailboxPage />, { path: '/dev/mailbox' });
    await userEvent.type(await screen.findByLabelText('E-mail address'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Show mail' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/dev/mailbox?to=ada%40example.com', expect.anything()));
    expect(await screen.findByText('No mail for ada@example.com yet. Sign up or request a password reset, and the code appears here.')).toBeInTheDocument();
  });
});
