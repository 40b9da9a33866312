import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';

import { SignupPage } from '../signup-page';

async function fill(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupPage', () => {
  beforeEach(() => {
    mockFetch({ '/api/config': { status: 200, body: { auth: {}, features: {}, local: true } } });
  });

  it('marks every field required and checks length and match', async () => {
    renderWithProviders(<SignupPage />, { path: '/signup' });
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) expect(screen.getByLabelText(label)).toBeRequired();

    await fill('12345', '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), '123456');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('moves to the confirmation step, then confirms the code', async () => {
    const signUp = jest.fn().mockResolvedValue('confirm');
    const confirmSignUp = jest.fn().mockResolvedValue(undefined);
    const { router } = renderWithProviders(<SignupPage />, {
      path: '/signup',
      auth: { signUp, confirmSignUp },
      routes: [{ path: '/email-confirmed', element: <h1>Confirmed</h1> }],
    });
    await fill('Secret1', 'Secret1');

    expect(signUp).toHaveBeenCalledWith({ fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret1' });
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?confirm=ada%40example.com');
    // Local mode links the mailbox.
    expect(await screen.findByRole('link', { name: 'Open the local mailbox' })).toHaveAttribute('href', '/dev/mailbox?to=ada%40example.com');

    await userEvent.type(screen.getByLabelText('Confirmation code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(confirmSignUp).toHaveBeenCalledWith('ada@example.com', '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-confirmed'));
  });

  it("shows the provider's message as 'Signup Error'", async () => {
    const signUp = jest.fn().mockRejectedValue(Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }));
    renderWithProviders(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill('Secret1', 'Secret1');
    expect(await screen.findByText('Signup Error')).toBeInTheDocument();
    expect(screen.getByText('User already exists')).toBeInTheDocument();
  });
});
