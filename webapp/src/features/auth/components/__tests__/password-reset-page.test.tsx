import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';

import { PasswordResetPage } from '../password-reset-page';

describe('PasswordResetPage', () => {
  beforeEach(() => {
    mockFetch({ '/api/config': { status: 200, body: { auth: {}, features: {}, local: false } } });
  });

  it("drops the red 'Email required' toast once the code is sent", async () => {
    const requestPasswordReset = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<PasswordResetPage />, { path: '/password-reset', auth: { requestPasswordReset } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email required')).not.toBeInTheDocument());
  });
});
