import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeResponse, mockFetch } from '@/testing/fake-fetch';
import { renderWithProviders, testUser } from '@/testing/render-with-providers';

import { CRM_STORAGE_KEY } from '../../lib/crm';
import { DemoPage } from '../demo-page';

const OBJECTION = "I like what I'm hearing, but honestly this is way over our budget.";
const config = { auth: {}, features: { pricing: false, subscription: false, premium: false }, demo: { objection: OBJECTION } };
const ANSWER = 'I understand, budget matters. What are you comparing us with?';
const encoder = new TextEncoder();
const byteRange = (quote: string) => {
  const i = ANSWER.indexOf(quote);
  const start = encoder.encode(ANSWER.slice(0, i)).length;
  return { start, end: start + encoder.encode(quote).length };
};
const feedback = {
  feedback: 'Score: 74/100. What worked: you acknowledged the concern.',
  fallback: false,
  provider: 'builtin',
  score: 74,
  assessment: {
    overallScore: 74,
    stages: { acknowledge: { score: 90, quote: 'I understand, budget matters.' }, clarify: { score: 80, quote: 'What are you comparing us with?' }, respond: { score: 20 }, confirm: { score: 10 } },
    evidence: [{ category: 'acknowledge', quote: 'I understand, budget matters.', ...byteRange('I understand, budget matters.'), kind: 'positive', note: 'You acknowledged the concern' }],
  },
};

async function answer() {
  expect(await screen.findByTestId('demo-objection')).toHaveTextContent(OBJECTION);
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Your answer'));
  await userEvent.paste(ANSWER);
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get Feedback' }));
}

jest.setTimeout(20_000);

describe('DemoPage', () => {
  it('shows the objection from the config, coaches a text answer and opens the session dialog', async () => {
    const fetch = mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/functions/demo-feedback': { status: 200, body: feedback },
      '/api/functions/send-feedback-email': { status: 200, body: { success: true } },
    });
    renderWithProviders(<DemoPage />, { path: '/demo' });
    await answer();

    const box = await screen.findByTestId('ai-feedback');
    expect(within(box).getByTestId('ai-feedback-text')).toHaveTextContent('What worked: you acknowledged the concern.');
    expect(within(box).getByText('74')).toBeInTheDocument();
    expect(within(box).getByText('Good work!', { exact: false })).toBeInTheDocument();
    expect(box.querySelector('mark')).toHaveTextContent('I understand, budget matters.');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => url === '/api/functions/demo-feedback')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ response: ANSWER, inputType: 'text' });

    await userEvent.click(screen.getByRole('button', { name: 'Email or send to CRM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('session-data')).toHaveTextContent(ANSWER);
    await userEvent.type(within(dialog).getByLabelText('Email the feedback to'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Email the feedback to'));
    await userEvent.click(within(dialog).getByLabelText('Email the feedback to'));
    await userEvent.paste('ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await within(dialog).findByText('Confirmation email sent')).toBeInTheDocument();
    const mail = fetch.mock.calls.find(([url]) => url === '/api/functions/send-feedback-email')!;
    // A visitor names the address and sends only the answer: the server
    // writes the e-mail.
    expect(JSON.parse(String(mail[1]!.body))).toEqual({ email: 'ada@example.com', sessionData: { type: 'text', response: ANSWER } });

    // Without a webhook URL the CRM push says so.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Push to CRM' }));
    expect(await within(dialog).findByText('Zapier webhook URL not configured')).toBeInTheDocument();
  });

  it('e-mails a signed-in user\'s saved session to their own address', async () => {
    const fetch = mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: { id: testUser.id, credits_remaining: 5, trial_used: true, onboarding_completed_at: '2026-01-01T00:00:00Z' } },
      '/api/functions/demo-feedback': { status: 200, body: { ...feedback, session_id: 'sess-1', saved: true } },
      '/api/functions/send-feedback-email': { status: 200, body: { success: true } },
    });
    renderWithProviders(<DemoPage />, { path: '/demo', auth: { status: 'signedIn', user: testUser } });
    await answer();
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email or send to CRM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Email the feedback to')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('email-to-self')).toHaveTextContent('ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await within(dialog).findByText('Confirmation email sent')).toBeInTheDocument();
    const mail = fetch.mock.calls.find(([url]) => url === '/api/functions/send-feedback-email')!;
    expect(JSON.parse(String(mail[1]!.body))).toEqual({ sessionId: 'sess-1' });
  });

  it('shows the server\'s refusal of an unverified address', async () => {
    mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/profile': { status: 200, body: { id: testUser.id, credits_remaining: 5, trial_used: true, onboarding_completed_at: '2026-01-01T00:00:00Z' } },
      '/api/functions/demo-feedback': { status: 200, body: { ...feedback, saved: false } },
      '/api/functions/send-feedback-email': {
        status: 403,
        body: { error: { code: 'email_not_verified', message: 'Your e-mail address is not verified, so feedback cannot be e-mailed to it.' } },
      },
    });
    renderWithProviders(<DemoPage />, { path: '/demo', auth: { status: 'signedIn', user: testUser } });
    await answer();
    await userEvent.click(await screen.findByRole('button', { name: 'Email or send to CRM' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await within(dialog).findByText(/is not verified/)).toBeInTheDocument();
  });

  it('shows the error panel and Try Again clears it', async () => {
    mockFetch({
      '/api/config': { status: 200, body: config },
      '/api/functions/demo-feedback': () => Promise.resolve(fakeResponse({ status: 500, body: { error: { code: 'internal', message: 'Server error. Please try again later.' } } })),
    });
    renderWithProviders(<DemoPage />, { path: '/demo' });
    await answer();
    const panel = await screen.findByTestId('demo-error');
    expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('We encountered an issue processing your response. This could be a temporary problem.');
    expect(screen.getByText('Processing Error')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByTestId('demo-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue(ANSWER);
  });

  it('saves a webhook URL per provider in crm_connections', async () => {
    mockFetch({ '/api/config': { status: 200, body: config } });
    renderWithProviders(<DemoPage />, { path: '/demo' });
    await userEvent.click(screen.getByRole('button', { name: 'CRM Settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Zapier')).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Zapier webhook URL'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/Please enter a valid URL/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Zapier webhook URL'));
    await userEvent.click(within(dialog).getByLabelText('Zapier webhook URL'));
    await userEvent.paste('https://hooks.zapier.com/hooks/catch/1/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem(CRM_STORAGE_KEY)!)).toEqual({ provider: 'zapier', webhooks: { zapier: 'https://hooks.zapier.com/hooks/catch/1/abc' } });
  });

  it('gives a guest the "Want to try more features?" card, promising no role-play a guest cannot run', async () => {
    localStorage.setItem('guestMode', 'true');
    localStorage.setItem('guestSessionId', 'guest_1700000000000_abc1234');
    mockFetch({ '/api/config': { status: 200, body: config } });
    renderWithProviders(<DemoPage />, { path: '/demo' });
    expect(screen.getByRole('heading', { name: 'Want to try more features?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try Role-Playing' })).not.toBeInTheDocument();
    expect(screen.getByTestId('guest-prompt')).not.toHaveTextContent(/guests can explore role-play/i);
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
  });
});
