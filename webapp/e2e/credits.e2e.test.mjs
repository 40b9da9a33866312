// Running out of credits, in Chromium against the real local server (pricing
// flagged off, the free monthly allowance on): a new user spends their credit,
// finds the way forward wherever they run out (the next free credits on the
// 1st, the trial, the free demo, never a link to a hidden /pricing), uses the
// demo free (saved), walks the custom role-play path through the setup, sees
// the abandoned role-play titled and not scored, and gets credits from an
// admin; the same at 375 px; and a guest's path (the demo free, no role-play
// promised, the server refusing a guest's role-play).
// node --test e2e/credits.e2e.test.mjs (after `npm run build`).
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { cognitoAt, createUser, logIn } from './accounts.mjs';
import { artifacts, launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const shots = join(artifacts, 'credits');
const shot = (page, name, fullPage = false) => page.screenshot({ path: join(shots, `${name}.png`), fullPage });

let server;
let browser;
let page;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });

// The first day of next month (UTC), as the app writes it: 'December 1'.
const now = new Date();
const nextDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const NEXT = `Next free credits on ${nextDay}: your balance is topped up to 10.`;

const ANSWER =
  'I hear you, budget matters. May I ask what you are comparing us with, and what the current process costs your team each month? If the time it saves pays for itself, would a two-week trial with your own data be a fair check?';
const PITCH = 'Your 3 agents spend 2 hours a day on order e-mails. Our tracking page answers them, so you get 10 hours back a week. Can we look at last week together on Thursday?';

/** Accepts the cookie banner when it shows (a cleared storage asks again). */
async function acceptCookies(p) {
  const accept = p.getByRole('button', { name: 'Accept All' });
  const shown = await accept.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await accept.click();
}

/** No link on the page leads to /pricing, the page that is hidden while pricing is off. */
async function noPricingLink(p) {
  assert.equal(await p.locator('a[href="/pricing"]').count(), 0, `a link to /pricing on ${p.url()}`);
  assert.equal(await p.getByRole('link', { name: /top up|upgrade|buy credits/i }).count(), 0, `a top-up link on ${p.url()}`);
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function fitsWidth(p) {
  const [scroll, client] = await p.evaluate(() => {
    const root = globalThis.document.documentElement;
    return [root.scrollWidth, root.clientWidth];
  });
  assert.ok(scroll <= client + 1, `${p.url()} is ${scroll}px wide on a ${client}px screen`);
}

/** An admin: a user added to the pool's admin group, signed in again so the token carries the group. */
async function createAdmin(base) {
  const admin = await createUser(base, { name: 'Ada Admin' });
  const config = await (await fetch(`${base}/api/config`)).json();
  const cognito = cognitoAt(base);
  await cognito('AdminAddUserToGroup', { UserPoolId: config.auth.userPoolId, Username: admin.email, GroupName: 'admin' });
  const auth = await cognito('InitiateAuth', {
    ClientId: config.auth.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
  });
  const token = auth.AuthenticationResult.IdToken;
  const isAdmin = await fetch(`${base}/api/rpc/is_verified_admin`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
  assert.equal(await isAdmin.json(), true);
  return admin;
}

before(async () => {
  server = await startServer();
  rmSync(shots, { recursive: true, force: true });
  browser = await launchBrowser({ keepArtifacts: true });
  mkdirSync(shots, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('1366 px: a new user runs out of credits and finds the way forward', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // 1 credit, the trial unused, onboarding done (challenge: pricing, industry: technology).
  const user = await createUser(server.base, { name: 'Grace Hopper' });
  const profile = await user.api('GET', '/profile');
  assert.equal(profile.monthly_credits, 10);
  await logIn(page, server.base, user);
  await acceptCookies(page);
  await visible(page.getByTestId('credit-balance').getByTestId('next-credits').filter({ hasText: `Next free credits on ${nextDay}` }));

  // The one credit goes on a pitch analysis.
  await page.goto(url('/practice'));
  const tour = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await visible(page.getByText('Choose how you practise.'));
  await tour.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await page.getByLabel('Your pitch').fill(PITCH);
  await page.getByRole('button', { name: 'Analyze My Pitch' }).click();
  await visible(page.getByTestId('analysis-results'));
  await visible(page.getByTestId('practice-credits').filter({ hasText: '0 credits left' }));

  // Out of credits on /practice: the way forward, not a dead end.
  await page.goto(url('/practice'));
  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await page.getByLabel('Your pitch').fill('One more pitch about saving your team time.');
  await visible(page.getByText('Insufficient Credits'));
  const more = page.getByTestId('more-credits').first();
  await visible(more.getByText(NEXT));
  await visible(more.getByText(/Your free trial adds 10 credits/));
  await noPricingLink(page);
  await shot(page, '01-practice-out-of-credits');

  // The dashboard: the primary action is the free demo, the card says when credits come.
  await page.goto(url('/dashboard'));
  const card = page.getByTestId('credit-balance');
  await card.getByTestId('credit-count').filter({ hasText: '0' }).waitFor();
  await visible(card.getByText(NEXT));
  // The trial is unused: the spec's "Get 1 Free Pitch Analysis" leads to the demo, free now.
  const primary = page.getByTestId('primary-action');
  assert.equal((await primary.textContent()).trim(), 'Get 1 Free Pitch Analysis');
  assert.equal(await primary.getAttribute('href'), '/demo');
  await visible(card.getByRole('button', { name: 'Start free trial (+10 credits)' }));
  await noPricingLink(page);
  await fitsWidth(page);
  await shot(page, '02-dashboard-out-of-credits', true);

  // The demo is free signed in, and the answer is saved.
  await primary.click();
  await page.waitForURL((u) => u.pathname === '/demo');
  await visible(page.getByText('Free: no credits used; the session is saved to your progress.'));
  await page.getByLabel('Your answer').fill(ANSWER);
  const [demo] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/functions/demo-feedback')),
    page.getByRole('button', { name: 'Get Feedback' }).click(),
  ]);
  assert.equal(demo.status(), 200);
  const demoBody = await demo.json();
  assert.equal(demoBody.saved, true);
  assert.equal(demoBody.credits_remaining, undefined);
  await visible(page.getByTestId('ai-feedback'));
  await shot(page, '03-demo-free-signed-in');
  assert.equal((await user.api('GET', '/profile')).credits_remaining, 0);
  const saved = await user.api('GET', `/practice-sessions/${demoBody.session_id}`);
  assert.equal(saved.scenario_type, 'objection_handling');

  // The onboarding's challenge comes first on /ai-roleplay.
  await page.goto(url('/ai-roleplay'));
  await visible(page.getByTestId('recommended-scenario').getByRole('heading', { name: 'Your focus: “It’s too expensive”' }));
  // A custom scenario goes through the setup: mode, persona, script.
  await page.getByLabel('Scenario title').fill('Renewal with a cautious CFO');
  await page.getByLabel('Buyer description').fill('CFO of a 40-person logistics firm; pays $2,000 a month for the current tool.');
  await page.getByRole('button', { name: 'Start Custom Scenario' }).click();
  await page.waitForURL((u) => u.pathname === '/roleplay');
  const scenario = page.getByTestId('scenario-card');
  await visible(scenario.getByRole('heading', { name: 'Renewal with a cautious CFO' }));
  assert.equal(await page.getByTestId('ai-message').count(), 0, 'no session before Start');
  // The setup says credits are short, with the way forward.
  await visible(page.getByTestId('more-credits').getByText(NEXT));
  await noPricingLink(page);
  await page.getByLabel('Buyer persona').selectOption('skeptical');
  await shot(page, '04-custom-scenario-setup', true);
  const [started] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/roleplay/start')),
    page.getByRole('button', { name: 'Start Roleplay Session' }).click(),
  ]);
  const session = await started.json();
  assert.equal(session.scenario.persona, 'skeptical');
  assert.equal(session.scenario.title, 'Renewal with a cautious CFO');
  await visible(page.getByTestId('ai-message').first());
  await page.getByTestId('ai-message').nth(1).waitFor({ timeout: 5_000 }); // the second opening line

  // A reply without credits: refused with the way forward, not a loop to the dashboard.
  const box = page.getByLabel('Your reply');
  await box.fill('What does the current tool cost you in hours each week?');
  await box.press('Enter');
  await visible(page.getByText('You need more credits to continue this role-play.')).catch(async (err) => {
    await shot(page, '05-roleplay-out-of-credits-failed', true);
    throw err;
  });
  await visible(page.getByTestId('more-credits').getByText(NEXT));
  assert.equal(await page.getByRole('link', { name: 'Get more credits' }).count(), 0);
  await noPricingLink(page);
  await shot(page, '05-roleplay-out-of-credits');

  // /pricing, reached by an old link, explains credits instead of "Coming soon".
  await page.goto(url('/pricing'));
  await visible(page.getByTestId('credits-page'));
  assert.equal(await page.getByText('Coming soon').count(), 0);
  await visible(page.getByText(NEXT));

  // The abandoned role-play is titled by its scenario, not scored, and counts in no figure.
  await page.goto(url('/dashboard'));
  await page.getByRole('tab', { name: 'Session History' }).click();
  const row = page.getByTestId('session-row').filter({ hasText: 'Renewal with a cautious CFO' });
  await visible(row);
  await visible(row.getByTestId('not-scored'));
  assert.equal(await page.getByTestId('session-row').filter({ hasText: /^Role-play/ }).count(), 0);
  await shot(page, '06-history-abandoned-roleplay', true);
  const stats = await user.api('GET', '/stats');
  assert.equal(stats.sessionCount, 2, 'the pitch and the demo; the abandoned role-play is not a session of the figures');

  // An admin grants credits on /security (a logged admin-only operation); the user sees them.
  const me = profile.id;
  await assert.rejects(user.api('POST', '/rpc/admin_grant_credits', { p_target_user_id: me, p_amount: 5 }), /: 403 .*not_admin/);
  const admin = await createAdmin(server.base);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, server.base, admin);
  await acceptCookies(page);
  await page.goto(url('/security'));
  const form = page.getByTestId('grant-credits');
  await visible(form);
  await form.getByLabel('User id').fill(me);
  await form.getByLabel('Credits').fill('5');
  await form.getByLabel('Reason (optional)').fill('Pilot customer');
  await form.getByRole('button', { name: 'Grant credits' }).click();
  await visible(form.getByText('Granted. Their balance is now 5.'));
  await shot(page, '06b-admin-grants-credits');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, server.base, user);
  await page.getByTestId('credit-balance').getByTestId('credit-count').filter({ hasText: '5' }).waitFor();
  assert.equal(await page.getByTestId('credit-balance').getByText('You are out of credits.').count(), 0);
});

test('375 px: out of credits, the way forward fits the phone', async () => {
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 375, height: 812 });
  // The trial used, all 11 credits spent.
  const user = await createUser(server.base, { name: 'Katherine Johnson', trial: true });
  for (let i = 0; i < 11; i++) await user.api('POST', '/functions/pitch-analysis', { transcript: `${PITCH} (${i})`, practiceMode: 'text', scenario: null });
  assert.equal((await user.api('GET', '/profile')).credits_remaining, 0);
  await logIn(page, server.base, user);
  await acceptCookies(page);
  const card = page.getByTestId('credit-balance');
  await card.getByTestId('credit-count').filter({ hasText: '0' }).waitFor();
  await visible(card.getByText(NEXT));
  const primary = page.getByTestId('primary-action');
  assert.equal((await primary.textContent()).trim(), 'Practise free (0 credits)');
  assert.equal(await primary.getAttribute('href'), '/demo');
  assert.equal(await card.getByText(/Your free trial adds/).count(), 0);
  await noPricingLink(page);
  await fitsWidth(page);
  await shot(page, '07-phone-dashboard-out-of-credits', true);

  await page.goto(url('/roleplay'));
  await visible(page.getByTestId('more-credits').getByText(NEXT));
  await fitsWidth(page);
  await shot(page, '08-phone-roleplay-setup', true);

  await page.goto(url('/demo'));
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  await visible(page.getByTestId('ai-feedback'));
  await fitsWidth(page);
  await shot(page, '09-phone-demo-free');
  assert.equal((await user.api('GET', '/profile')).credits_remaining, 0);
});

for (const width of [1366, 375]) {
  test(`${width} px: a guest tries the demo free and is promised no role-play a guest cannot run`, async () => {
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width, height: width === 375 ? 812 : 768 });
    await page.goto(url('/'));
    await acceptCookies(page);
    await page.getByRole('link', { name: 'Continue as guest' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const primary = page.getByTestId('primary-action');
    assert.equal((await primary.textContent()).trim(), 'Start Demo (Guest)');
    await primary.click();
    await page.waitForURL((u) => u.pathname === '/demo');
    await page.getByLabel('Your answer').fill(ANSWER);
    await page.getByRole('button', { name: 'Get Feedback' }).click();
    await visible(page.getByTestId('ai-feedback'));
    const prompt = page.getByTestId('guest-prompt');
    await visible(prompt);
    assert.doesNotMatch(await prompt.textContent(), /guests can explore role-play/i);
    assert.equal(await page.getByRole('link', { name: 'Try Role-Playing' }).count(), 0);
    await fitsWidth(page);
    await shot(page, `10-guest-demo-${width}`, true);

    // /roleplay (the guest menu's Role Play): no dead, disabled Start; the way in is an account.
    await page.goto(url('/roleplay'));
    await visible(page.getByRole('link', { name: 'Sign up free to start' }));
    assert.equal(await page.getByRole('button', { name: 'Start Roleplay Session' }).count(), 0);
    await fitsWidth(page);
    await shot(page, `11-guest-roleplay-${width}`, true);
    await page.getByRole('link', { name: 'Sign up free to start' }).click();
    await page.waitForURL((u) => u.pathname === '/signup');

    // The server, not the page, is what refuses a guest's role-play.
    for (const [path, body] of [
      ['/api/roleplay/start', { scenario: { title: 'x', difficulty: 'Beginner', objection: 'Price', industry: 'General', custom: 'x' }, voiceStyle: 'friendly', mode: 'text' }],
      ['/api/functions/roleplay-ai-response', { userInput: 'Hello', scenario: { difficulty: 'Beginner', objection: 'Price' } }],
    ]) {
      const res = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      assert.equal(res.status, 401, path);
    }
  });
}

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
