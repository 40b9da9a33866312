import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { CallPage } from '../call-page';
import { fakeRecordingsApi, makeCall, makeSession } from './recordings-fakes';

const signedIn = { status: 'signedIn' as const, user: testUser };
const listRoute = { path: '/call-recordings', element: <p>All calls page</p> };
const render = (id = 'c1') =>
  renderWithProviders(<CallPage />, { path: `/recordings/${id}`, routePath: '/recordings/:id', auth: signedIn, routes: [listRoute] });

describe('CallPage', () => {
  it('shows the player, m:ss, the 0–10 score, top strength and improvement, categories, call metrics and the highlighted transcript', async () => {
    fakeRecordingsApi({ calls: [makeCall()] });
    render();
    expect(await screen.findByRole('heading', { name: 'Acme discovery' })).toBeInTheDocument();
    expect(screen.getByTestId('call-audio')).toHaveAttribute('src', expect.stringContaining('X-Amz-Signature=get'));
    expect(screen.getByTestId('call-duration')).toHaveTextContent('1:35');
    expect(screen.getByTestId('call-score')).toHaveTextContent('7.4/10');
    expect(screen.getByTestId('top-strength')).toHaveTextContent('You asked about their reporting costs early.');
    expect(screen.getByTestId('top-improvement')).toHaveTextContent('Name the next step with a time.');
    expect(screen.getByTestId('call-category-clarity')).toHaveTextContent('Clarity78');
    expect(screen.getByTestId('call-category-confidence')).toHaveTextContent('Confidence66');
    expect(screen.getByTestId('call-category-handling')).toHaveTextContent('Handling59');
    expect(screen.getByTestId('call-category-vocabulary')).toHaveTextContent('Vocabulary81');
    const metrics = screen.getByTestId('call-metrics');
    expect(within(metrics).getByText('Talk pace').nextSibling).toHaveTextContent('142 wpm');
    expect(within(metrics).getByText('Fillers per minute').nextSibling).toHaveTextContent('1.3');
    expect(within(metrics).getByText('Questions asked').nextSibling).toHaveTextContent('2');
    expect(within(metrics).getByText('Next step agreed').nextSibling).toHaveTextContent('Yes');
    expect(within(metrics).getByText('Your talk ratio').nextSibling).toHaveTextContent('62%');
    expect(within(metrics).getByText('Longest monologue').nextSibling).toHaveTextContent('0:41');
    const transcript = screen.getByTestId('call-transcript');
    const good = within(transcript).getByText('What does your team spend on reporting today?');
    expect(good.tagName).toBe('MARK');
    expect(good).toHaveAttribute('data-kind', 'positive');
    expect(within(transcript).getByText('We could save you')).toHaveAttribute('data-kind', 'negative');
    expect(screen.queryByText(/upgrade/i)).not.toBeInTheDocument();
  });

  it('leaves out talk ratio and longest monologue when the speakers were not separated', async () => {
    fakeRecordingsApi({ calls: [makeCall({ metrics: { words_per_minute: 130, fillers_per_minute: 0, questions_asked: 0, next_step_agreed: false } })] });
    render();
    const metrics = await screen.findByTestId('call-metrics');
    expect(within(metrics).queryByText('Your talk ratio')).not.toBeInTheDocument();
    expect(within(metrics).queryByText('Longest monologue')).not.toBeInTheDocument();
    expect(within(metrics).getByText('Next step agreed').nextSibling).toHaveTextContent('No');
  });

  it('a call still processing says so and updates itself; a failed one gives the reason', async () => {
    const api = fakeRecordingsApi({ calls: [makeCall({ status: 'processing', score: undefined, transcript: undefined, analysis: undefined })] });
    render();
    expect(await screen.findByTestId('call-processing')).toHaveTextContent('Transcribing and scoring the call…');
    expect(screen.queryByTestId('call-score')).not.toBeInTheDocument();
    api.state.calls[0] = makeCall({ status: 'failed', failure_reason: 'The recording is longer than 15 minutes.', score: undefined });
    expect(await screen.findByTestId('call-failed', {}, { timeout: 5000 })).toHaveTextContent('The recording is longer than 15 minutes.');
  });

  it('Delete asks first, then deletes the call and goes back to the list', async () => {
    const api = fakeRecordingsApi({ calls: [makeCall()] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.state.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete call' }));
    await waitFor(() => expect(api.state.deletes).toEqual(['c1']));
    expect(await screen.findByText('All calls page')).toBeInTheDocument();
    expect(screen.getByText('Call deleted')).toBeInTheDocument();
  });

  it('a refused delete keeps the call and says why', async () => {
    const api = fakeRecordingsApi({ calls: [makeCall()], deleteReply: { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } } });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete call' }));
    expect(await screen.findByText('Could not delete the call')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(api.state.deletes).toEqual(['c1']);
    // Still on the call, the dialog open to try again.
    expect(screen.getByRole('dialog', { name: 'Delete this call?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acme discovery', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('All calls page')).not.toBeInTheDocument();
  });

  it('compares the call with practice from its page', async () => {
    fakeRecordingsApi({ calls: [makeCall()], sessions: [makeSession()] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Compare with Practice' }));
    const panel = await screen.findByTestId('compare-panel');
    expect(await within(panel).findByTestId('compare-row-score')).toHaveTextContent('Up +1.0');
  });

  it('an unknown call is not found', async () => {
    fakeRecordingsApi();
    render('nope');
    expect(await screen.findByText('Call not found')).toBeInTheDocument();
  });
});
