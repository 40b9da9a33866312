import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithQueryClient } from '@/testing/test-utils';

import { ServerStatus } from '../server-status';

const health = { status: 'ok', backends: { dynamodb: 'local' } };
const config = {
  auth: {
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client-abc',
    userPoolEndpoint: 'http://127.0.0.1:9229',
  },
  features: { pricing: false, subscription: true, premium: false },
};

describe('ServerStatus', () => {
  it('shows loading states while the server has not answered', () => {
    mockFetch(() => new Promise<Response>(() => {}));

    renderWithQueryClient(<ServerStatus />);

    const server = screen.getByRole('region', { name: 'Server' });
    expect(within(server).getByRole('status')).toHaveTextContent('Checking server…');
    expect(
      within(screen.getByRole('region', { name: 'Sign-in settings' })).getByRole('status'),
    ).toHaveTextContent('Loading configuration…');
  });

  it('shows what /api/health and /api/config return', async () => {
    const fetch = mockFetch({
      '/api/health': { status: 200, body: health },
      '/api/config': { status: 200, body: config },
    });

    renderWithQueryClient(<ServerStatus />);

    expect(await screen.findByTestId('health-status')).toHaveTextContent('ok');
    const server = screen.getByRole('region', { name: 'Server' });
    expect(within(server).getByText('backends.dynamodb').nextSibling).toHaveTextContent('local');

    const settings = screen.getByRole('region', { name: 'Sign-in settings' });
    expect(await within(settings).findByText('local_pool')).toBeInTheDocument();
    expect(within(settings).getByText('us-east-1')).toBeInTheDocument();
    expect(within(settings).getByText('client-abc')).toBeInTheDocument();
    expect(within(settings).getByText('http://127.0.0.1:9229')).toBeInTheDocument();
    expect(within(settings).getByText('subscription').nextSibling).toHaveTextContent('on');
    expect(within(settings).getByText('pricing').nextSibling).toHaveTextContent('off');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the server error message and retries on request', async () => {
    let healthy = false;
    mockFetch({
      '/api/health': async () =>
        healthy
          ? fakeResponse({ status: 200, body: health })
          : fakeResponse({
              status: 503,
              body: { error: { code: 'unavailable', message: 'Database is not reachable' } },
            }),
      '/api/config': { status: 200, body: config },
    });

    renderWithQueryClient(<ServerStatus />);

    const server = screen.getByRole('region', { name: 'Server' });
    expect(await within(server).findByRole('alert')).toHaveTextContent('Database is not reachable');
    expect(within(server).queryByTestId('health-status')).not.toBeInTheDocument();

    healthy = true;
    await userEvent.click(within(server).getByRole('button', { name: 'Try again' }));

    expect(await within(server).findByTestId('health-status')).toHaveTextContent('ok');
  });

  it('shows the network error message when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    renderWithQueryClient(<ServerStatus />);

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    screen
      .getAllByRole('alert')
      .forEach((alert) => expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE));
  });
});
