import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { CallRecordingsPage } from '../call-recordings-page';
import { fakeRecordingsApi, makeCall, makeSession, S3_URL } from './recordings-fakes';

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  jest.useRealTimers();
});

const signedIn = { status: 'signedIn' as const, user: testUser };
const render = () => renderWithProviders(<CallRecordingsPage />, { path: '/call-recordings', auth: signedIn });
const wav = (name = 'Acme call.wav', size = 1000, type = 'audio/wav') => new File([new Uint8Array(size)], name, { type });

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Upload Call' }));
  return screen.getByLabelText('Choose a call recording');
}

describe('CallRecordingsPage', () => {
  it('shows an empty state and zero analytics for a new user, and no upgrade prompt', async () => {
    fakeRecordingsApi();
    render();
    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recent Calls', selected: true })).toBeInTheDocument();
    const analytics = screen.getByTestId('call-analytics');
    expect(within(analytics).getByText('Calls uploaded').nextSibling).toHaveTextContent('0');
    expect(within(analytics).getByText('No scored calls yet')).toBeInTheDocument();
    expect(screen.queryByText(/upgrade/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/premium/i)).not.toBeInTheDocument();
  });

  it('lists the calls newest first with their status, the failure reason and analytics from the records', async () => {
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    fakeRecordingsApi({
      calls: [
        makeCall({ id: 'old', title: 'Old call', created_at: day(30), score: 6, metrics: { words_per_minute: 120, fillers_per_minute: 2, questions_asked: 1, next_step_agreed: false } }),
        makeCall({ id: 'bad', title: 'Broken file', created_at: day(0.02), status: 'failed', failure_reason: 'The file is not an audio recording.', score: undefined }),
        makeCall({ id: 'mid', title: 'Mid call', created_at: day(0.5), score: 8, metrics: { words_per_minute: 160, fillers_per_minute: 1, questions_asked: 3, next_step_agreed: true } }),
      ],
    });
    render();
    const rows = await screen.findAllByTestId('call-row');
    expect(rows.map((r) => within(r).getAllByRole('button')[0]!.textContent)).toEqual([
      expect.stringContaining('Broken file'),
      expect.stringContaining('Mid call'),
      expect.stringContaining('Old call'),
    ]);
    expect(within(rows[0]!).getByTestId('call-status')).toHaveTextContent('Failed');
    expect(within(rows[0]!).getByText('The file is not an audio recording.')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('call-status')).toHaveTextContent('Ready');
    expect(within(rows[1]!).getByLabelText('Score 8.0 out of 10')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('· 1:35');
    expect(within(rows[1]!).getByRole('link', { name: 'Open Mid call' })).toHaveAttribute('href', '/recordings/mid');

    const analytics = screen.getByTestId('call-analytics');
    expect(within(analytics).getByText('Calls uploaded').nextSibling).toHaveTextContent('3');
    expect(within(analytics).getByText('Average score').nextSibling).toHaveTextContent('7.0/10');
    expect(within(analytics).getByText('From 2 scored calls')).toBeInTheDocument();
    expect(within(analytics).getByText('Average talk pace').nextSibling).toHaveTextContent('140 wpm');
  });

  it('polls every 3 s while a call is not final, and stops once none is', async () => {
    jest.useFakeTimers();
    const api = fakeRecordingsApi({ calls: [makeCall({ id: 'p', status: 'processing', score: undefined })] });
    render();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    const gets = () => api.state.requests.filter((r) => r === 'GET /api/recordings').length;
    expect(gets()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(gets()).toBe(2));
    api.state.calls[0] = { ...api.state.calls[0]!, status: 'ready', score: 7.4 };
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(screen.getByTestId('call-status')).toHaveTextContent('Ready'));
    expect(gets()).toBe(3);
    await act(async () => {
      jest.advanceTimersByTime(12_000);
    });
    expect(gets()).toBe(3);
  });

  it('does not keep polling for a call whose file never arrived', async () => {
    jest.useFakeTimers();
    const api = fakeRecordingsApi({ calls: [makeCall({ id: 'p', status: 'pending', score: undefined, created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })] });
    render();
    expect(await screen.findByText('Upload not received')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(9000);
    });
    expect(api.state.requests.filter((r) => r === 'GET /api/recordings')).toHaveLength(1);
  });

  describe('upload', () => {
    it("checks the type and size on the client first, in the spec's words, without asking the server", async () => {
      const api = fakeRecordingsApi();
      const user = userEvent.setup({ applyAccept: false });
      render();
      const input = await openUpload(user);
      await user.upload(input, new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText(/Invalid file type\. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

      await user.upload(screen.getByLabelText('Choose a call recording'), wav('long.wav', 52 * 1024 * 1024 + 1));
      expect(await screen.findByText(/File size exceeds 50MB limit \(current size: 52\.0MB\)/)).toBeInTheDocument();
      expect(api.state.posts).toEqual([]);
      expect(xhr.requests).toHaveLength(0);
    });

    it("shows the server's refusal in its words", async () => {
      fakeRecordingsApi({
        create: () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'File upload rate limit exceeded. Try again later.' } } }),
      });
      const user = userEvent.setup();
      render();
      await user.upload(await openUpload(user), wav());
      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText(/File upload rate limit exceeded\. Try again later\./)).toBeInTheDocument();
      expect(xhr.requests).toHaveLength(0);
    });

    it('asks for a grant, PUTs the file straight to storage with real progress, then succeeds', async () => {
      const api = fakeRecordingsApi();
      const user = userEvent.setup();
      render();
      await user.upload(await openUpload(user), wav('Acme call.wav', 1000));
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      expect(api.state.posts).toEqual([{ fileName: 'Acme call.wav', fileSize: 1000, fileType: 'audio/wav' }]);
      const put = xhr.last()!;
      expect(put.method).toBe('PUT');
      expect(put.url).toBe(`${S3_URL}new1.wav?X-Amz-Signature=1`);
      expect(put.headers).toEqual({ 'Content-Type': 'audio/wav' });
      expect(put.body).toBeInstanceOf(File);

      act(() => put.progress(400, 1000));
      const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
      act(() => put.respond(200));
      expect(await screen.findByText('Upload complete')).toBeInTheDocument();

      // The new call is listed (waiting, then processed by the server).
      await user.click(screen.getByRole('button', { name: 'See Recent Calls' }));
      expect(await screen.findByText('Acme call')).toBeInTheDocument();
    });

    it('Cancel aborts the transfer and removes the call that waited for it', async () => {
      const api = fakeRecordingsApi();
      const user = userEvent.setup();
      render();
      await user.upload(await openUpload(user), wav());
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      act(() => xhr.last()!.progress(100, 1000));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(xhr.last()!.aborted).toBe(true);
      expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
      await waitFor(() => expect(api.state.deletes).toEqual(['new1']));
      expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
    });

    it("a failed transfer shows 'Upload Failed' with Retry, which sends the same file with the same grant", async () => {
      const api = fakeRecordingsApi();
      const user = userEvent.setup();
      render();
      await user.upload(await openUpload(user), wav());
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      act(() => xhr.last()!.fail());
      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText(/The upload was interrupted/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(xhr.requests).toHaveLength(2);
      expect(xhr.last()!.url).toBe(xhr.requests[0]!.url);
      expect(api.state.posts).toHaveLength(1);
      act(() => xhr.last()!.respond(200));
      expect(await screen.findByText('Upload complete')).toBeInTheDocument();
      expect(api.state.deletes).toEqual([]);
    });

    it('Retry after a refusal with an expired grant asks for a new one and drops the old call', async () => {
      const api = fakeRecordingsApi({
        create: (body, n) => ({
          status: 201,
          body: {
            recording: makeCall({ id: `g${n}`, status: 'pending', file_name: body.fileName }),
            upload: { method: 'PUT', url: `${S3_URL}g${n}.wav`, headers: { 'Content-Type': body.fileType }, expiresAt: new Date(Date.now() + (n === 1 ? 10_000 : 600_000)).toISOString() },
          },
        }),
      });
      const user = userEvent.setup();
      render();
      await user.upload(await openUpload(user), wav());
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      act(() => xhr.last()!.respond(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'));
      expect(await screen.findByText(/The upload link expired\. Please retry\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(xhr.requests).toHaveLength(2));
      expect(api.state.posts).toHaveLength(2);
      expect(xhr.last()!.url).toBe(`${S3_URL}g2.wav`);
      await waitFor(() => expect(api.state.deletes).toEqual(['g1']));
    });
  });

  describe('Compare with Practice', () => {
    it("needs a selected call: 'No call selected' otherwise", async () => {
      fakeRecordingsApi({ calls: [makeCall()], sessions: [makeSession()] });
      const user = userEvent.setup();
      render();
      await screen.findAllByTestId('call-row');
      await user.click(screen.getByRole('button', { name: 'Compare with Practice' }));
      expect(await screen.findByText('No call selected')).toBeInTheDocument();
      expect(screen.queryByTestId('compare-panel')).not.toBeInTheDocument();
    });

    it('puts the selected call next to a practice session: Scorecard with what moved, Transcript and Audio', async () => {
      fakeRecordingsApi({
        calls: [makeCall()],
        sessions: [
          makeSession(),
          makeSession({ id: 's2', mode: 'voice', score: 90, completed_at: '2026-02-01T10:00:00Z' }),
          makeSession({ id: 'rp', scenario_type: 'roleplay', feedback_data: { turns: [] } }),
        ],
      });
      const user = userEvent.setup();
      render();
      const [row] = await screen.findAllByTestId('call-row');
      await user.click(within(row!).getAllByRole('button')[0]!);
      expect(within(row!).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Compare with Practice' }));
      const panel = await screen.findByTestId('compare-panel');
      expect(screen.getByRole('button', { name: 'Compare with Practice' })).toHaveAttribute('aria-pressed', 'true');

      // Only scored pitches can be compared.
      const picker = await within(panel).findByLabelText('Practice session');
      expect(within(picker).getAllByRole('option')).toHaveLength(2);
      expect(within(panel).getByRole('tab', { name: 'Scorecard', selected: true })).toBeInTheDocument();
      const score = within(panel).getByTestId('compare-row-score');
      expect(score).toHaveTextContent('6.4');
      expect(score).toHaveTextContent('7.4');
      expect(score).toHaveTextContent('Up +1.0');
      // The call's scorecard (78, 66, 59, 81) against the practice's derived the same way (70, 66, 50, (60 + 72) / 2 = 66).
      expect(within(panel).getByTestId('compare-row-clarity')).toHaveTextContent('Up +8');
      expect(within(panel).getByTestId('compare-row-handling')).toHaveTextContent('Up +9');
      expect(within(panel).getByTestId('compare-row-vocabulary')).toHaveTextContent('Up +15');
      expect(within(panel).getByTestId('compare-row-confidence')).toHaveTextContent('No change');
      expect(within(panel).getByTestId('compare-row-pace')).toHaveTextContent('Down −8');
      expect(within(panel).getByTestId('compare-row-nextStep')).toHaveTextContent(/^Next step agreedNoYes▲Up$/);

      await user.selectOptions(picker, 's2');
      expect(within(panel).getByTestId('compare-row-score')).toHaveTextContent('Down −1.6');

      await user.click(within(panel).getByRole('tab', { name: 'Transcript' }));
      const callSide = within(panel).getByTestId('compare-call-transcript');
      expect(within(callSide).getByText('What does your team spend on reporting today?').tagName).toBe('MARK');
      const practiceSide = within(panel).getByTestId('compare-practice-transcript');
      expect(within(practiceSide).getByText('Maybe').tagName).toBe('MARK');

      await user.click(within(panel).getByRole('tab', { name: 'Audio' }));
      expect(within(panel).getByLabelText("The call's recording")).toHaveAttribute('src', expect.stringContaining('X-Amz-Signature=get'));
      expect(within(panel).getByText(/Practice recordings are not kept/)).toBeInTheDocument();

      // Toggle off.
      await user.click(screen.getByRole('button', { name: 'Compare with Practice' }));
      expect(screen.queryByTestId('compare-panel')).not.toBeInTheDocument();
    });

    it('offers practice when there is no session to compare with', async () => {
      fakeRecordingsApi({ calls: [makeCall()], sessions: [] });
      const user = userEvent.setup();
      render();
      const [row] = await screen.findAllByTestId('call-row');
      await user.click(within(row!).getAllByRole('button')[0]!);
      await user.click(screen.getByRole('button', { name: 'Compare with Practice' }));
      expect(await screen.findByText('No practice sessions to compare yet')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Practice a pitch' })).toHaveAttribute('href', '/practice');
    });
  });

  it('asks guests to sign up', () => {
    renderWithProviders(<CallRecordingsPage />, { path: '/call-recordings' });
    expect(screen.getByText('Sign up to upload your calls')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
