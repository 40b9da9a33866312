// The coach in the browser against the real local server: a visitor's demo,
// a signed-in user's pitch analysis (score, quotes, credits, dashboard), and
// the same user at 0 credits. Screenshots go to e2e/artifacts/coach/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { artifacts, launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

let server;
let browser;
let page;
let user;
let config;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shots = join(artifacts, 'coach');
const shot = (p, name, fullPage = false) => p.screenshot({ path: join(shots, `${name}.png`), fullPage });

// A pitch with non-ASCII text before the quotes, so byte and character offsets differ.
const SITUATION =
  'Müller & Söhne GmbH, a 40-person online shop. 3 support agents spend about 2 hours a day answering “where is my order?” e-mails.';
const PITCH = [
  'Hallo Frau Müller — you mentioned your 3 agents spend about 2 hours a day on “where is my order?” e-mails.',
  'Our tracking page answers those automatically, so your team gets roughly 10 of those hours back every week.',
  'Maybe it could also, like, help with returns.',
  'How many of those e-mails arrive on a typical Monday?',
  'Could we book 20 minutes on Thursday to look at your last week of tickets together?',
].join(' ');

before(async () => {
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  mkdirSync(shots, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  // 1 credit (no trial), onboarding done.
  user = await createUser(server.base, { name: 'Grace Hopper' });
  config = await (await fetch(url('/api/config'))).json();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a visitor completes /demo: the objection from the config, AI feedback, the session e-mailed, CRM settings', async () => {
  await page.goto(url('/demo'));
  await page.getByRole('button', { name: 'Accept All' }).click();
  const objection = page.getByTestId('demo-objection');
  await visible(objection);
  assert.equal((await objection.textContent()).replace(/[“”]/g, ''), config.demo.objection);
  await visible(page.getByText('Step 1 of 3'));
  await shot(page, '01-demo-start');

  await page.getByLabel('Your answer').fill(
    'I hear you, budget matters and it is fair to compare. May I ask which tools you are comparing us with, and what the current process costs your team each month? If we can show the time it saves pays for itself, would a two-week trial with your own data be a fair way to check?',
  );
  await visible(page.getByText('Step 2 of 3'));
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  const box = page.getByTestId('ai-feedback');
  await visible(box);
  await visible(page.getByText('Analysis Complete', { exact: true }));
  await visible(page.getByText('Step 3 of 3'));
  assert.ok((await page.getByTestId('ai-feedback-text').textContent()).trim().length > 20);
  assert.ok((await box.locator('mark').count()) > 0, 'the answer has highlighted quotes');
  await shot(page, '02-demo-feedback', true);

  await page.getByRole('button', { name: 'Email or send to CRM' }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByTestId('session-data'));
  const to = `demo-${Date.now()}@example.com`;
  await dialog.getByLabel('Email the feedback to').fill(to);
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await visible(dialog.getByText('Confirmation email sent'));
  const mail = await (await fetch(url(`/api/dev/mailbox?to=${encodeURIComponent(to)}`))).json();
  assert.equal(mail.messages.length, 1);
  // A visitor's e-mail holds only what the server wrote: the score of the
  // answer, never the visitor's own words (no open relay).
  assert.match(mail.messages[0].body, /Your answer \(text\) scored \d+\/100\./);
  assert.doesNotMatch(mail.messages[0].body, /I hear you, budget matters/);
  await dialog.getByRole('button', { name: 'Push to CRM' }).click();
  await visible(dialog.getByText('Zapier webhook URL not configured'));
  await shot(page, '03-demo-feedback-dialog');
  await dialog.getByRole('button', { name: 'CRM settings' }).click();

  const settings = page.getByRole('dialog', { name: 'CRM Settings' });
  await settings.getByLabel('Zapier webhook URL').fill('https://hooks.zapier.com/hooks/catch/123/abc');
  await shot(page, '04-crm-settings');
  await settings.getByRole('button', { name: 'Save' }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('crm_connections')));
  assert.deepEqual(stored, { provider: 'zapier', webhooks: { zapier: 'https://hooks.zapier.com/hooks/catch/123/abc' } });
});

test('a signed-in user with no sessions sees an honest dashboard', async () => {
  await logIn(page, server.base, user);
  await page.getByTestId('credit-count').filter({ hasText: '1' }).waitFor();
  await visible(page.getByTestId('no-practice-yet'));
  assert.equal(await page.getByText('+12%').count(), 0);
  await shot(page, '05-dashboard-empty', true);
});

test('a signed-in user analyses a pitch: score, highlighted quotes, one credit spent, the session on the dashboard', async () => {
  await page.goto(url('/practice'));
  await visible(page.getByTestId('practice-credits').filter({ hasText: '1 credit left' }));
  // The 3-step tour opens once.
  const tour = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await visible(page.getByText('Choose how you practise.'));
  await shot(page, '06-practice-tour');
  await tour.getByRole('button', { name: 'Skip' }).click();
  await page.getByText('Choose how you practise.').waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await page.getByLabel('Objection to expect').selectOption('Price');
  await page.getByLabel("The buyer's situation").fill(SITUATION);
  await page.getByLabel('Your pitch').fill(PITCH);
  await visible(page.getByText(`${PITCH.length}/2000 characters`));
  await shot(page, '07-practice-form', true);

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/functions/pitch-analysis')),
    page.getByRole('button', { name: 'Analyze My Pitch' }).click(),
  ]);
  assert.equal(response.status(), 200);
  const result = await response.json();
  await visible(page.getByTestId('analysis-results'));

  const score = await page.getByTestId('score').textContent();
  assert.equal(score.replace(/\D+$/, '').split('/')[0].replace(/\D/g, '').length > 0, true);
  assert.ok(score.startsWith(String(result.analysis.overallScore)));
  await visible(page.getByTestId('score-message'));
  await visible(page.getByText('Progress Saved'));

  // Every highlight is a piece of a quote the coach reported, and every quote is highlighted.
  const marks = await page.getByTestId('highlighted-text').locator('mark').evaluateAll((els) => els.map((e) => ({ text: e.textContent, title: e.title, kind: e.dataset.kind })));
  const quotes = result.analysis.evidence.map((e) => e.quote);
  assert.ok(quotes.length > 0 && marks.length > 0, 'evidence is highlighted');
  for (const mark of marks) assert.ok(quotes.some((q) => q.includes(mark.text)), `"${mark.text}" is not part of any quote`);
  const highlighted = marks.map((m) => m.text).join('\u0000');
  for (const q of quotes) assert.ok(highlighted.includes(q) || marks.some((m) => q.includes(m.text)), `"${q}" is not highlighted`);
  assert.ok(marks.some((m) => m.kind === 'negative') && marks.some((m) => m.kind === 'positive'));
  assert.ok(marks.every((m) => m.title.length > 0));
  // Text after the non-ASCII characters lines up with what the coach quoted.
  const hedge = result.analysis.evidence.find((e) => e.quote.toLowerCase().includes('maybe'));
  if (hedge) assert.ok(marks.some((m) => m.text.toLowerCase().includes('maybe')));

  await visible(page.getByTestId('practice-credits').filter({ hasText: '0 credits left' }));
  assert.equal(result.credits_remaining, 0);
  assert.equal(result.saved, true);
  await shot(page, '08-practice-results');
  await shot(page, '09-practice-results-full', true);
  // A focused highlight shows its note.
  const negative = page.getByTestId('highlighted-text').locator('mark[data-kind="negative"]').first();
  await negative.focus();
  await shot(page, '09b-practice-quote-note');

  await page.goto(url('/dashboard'));
  await page.getByTestId('credit-count').filter({ hasText: '0' }).waitFor();
  const recent = page.getByTestId('recent-sessions');
  await visible(recent.getByText('Pitch analysis'));
  await visible(recent.getByText(String(result.analysis.overallScore), { exact: false }));
  await visible(page.getByTestId('stat-pitch-count').filter({ hasText: '1' }));
  await visible(page.getByTestId('stat-percentile').filter({ hasText: 'Great start!' }));
  await visible(page.getByTestId('pitches-per-day').locator('.recharts-bar-rectangle').first());
  await shot(page, '10-dashboard-with-session', true);
  await page.getByRole('tab', { name: 'Session History' }).click();
  await page.getByRole('tabpanel').getByTestId('session-row').first().getByRole('button').click();
  await visible(page.getByRole('tabpanel').locator('mark').first());
  await shot(page, '11-dashboard-history', true);
  await page.getByRole('tab', { name: 'Detailed Analysis' }).click();
  await visible(page.getByTestId('category-averages'));
  await shot(page, '12-dashboard-analysis', true);
});

test('with 0 credits the user cannot analyse and sees Insufficient Credits', async () => {
  await page.goto(url('/practice'));
  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await page.getByLabel('Your pitch').fill('One more pitch about saving your team time.');
  await visible(page.getByText('Insufficient Credits'));
  await visible(page.getByText('You need at least 1 credit to analyze a pitch.'));
  assert.equal(await page.getByRole('button', { name: 'Analyze My Pitch' }).isDisabled(), true);
  await shot(page, '13-practice-no-credits');
  // The server refuses too.
  await assert.rejects(user.api('POST', '/functions/pitch-analysis', { transcript: 'A pitch', practiceMode: 'text', scenario: null }), /: 409 .*insufficient_credits/);
});

test('/progress shows the real figures, at desktop and phone width', async () => {
  await page.goto(url('/progress'));
  await visible(page.getByTestId('stat-win-rate'));
  await visible(page.getByText('Share of your sessions scored 70 or more', { exact: false }));
  await visible(page.getByTestId('ai-suggestions').getByRole('link', { name: /tips/ }));
  await visible(page.getByTestId('pitches-per-day').locator('.recharts-bar-rectangle').first());
  await shot(page, '14-progress', true);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await visible(page.getByTestId('stat-win-rate'));
  await visible(page.getByTestId('pitches-per-day').locator('.recharts-bar-rectangle').first());
  await shot(page, '15-progress-mobile', true);
  await page.goto(url('/practice'));
  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await shot(page, '16-practice-mobile', true);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
