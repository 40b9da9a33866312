// A new user's walk through the web app against the real local server:
// node --test e2e/ (after `npm run build`; `npm run test:e2e` does both).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { launchBrowser, screenshot } from './browser.mjs';
import { startServer } from './server.mjs';

let server;
let browser;
let page;
const email = `e2e-${Date.now()}@example.com`;
const password = 'Practice123';

const url = (path) => `${server.base}${path}`;
const pathOf = () => new URL(page.url()).pathname;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('an unknown path shows the not-found screen with the path', async () => {
  await page.goto(url('/no/such/page'));
  await visible(page.getByRole('heading', { name: 'Page not found' }));
  await visible(page.getByText('/no/such/page'));
  await visible(page.getByRole('link', { name: 'Return to Home' }));
  await screenshot(page, '01-not-found');
});

test('a protected route while signed out goes to /login', async () => {
  await page.goto(url('/dashboard'));
  await page.waitForURL((u) => u.pathname === '/login');
  await visible(page.getByRole('heading', { name: 'Welcome back' }));
  await visible(page.getByText('New users get 1 Free Pitch Analysis!'));
  await screenshot(page, '02-login-redirect');
});

test('the home page shows the hero, and a guest sees Role Play and Demo', async () => {
  await page.goto(url('/'));
  await visible(page.getByRole('heading', { name: 'Rehearse the call before it counts.' }));
  await screenshot(page, '03-home');
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('link', { name: 'Role Play' }));
  await visible(nav.getByRole('link', { name: 'Demo' }));
  assert.equal(await nav.getByRole('link', { name: 'Dashboard' }).count(), 0);
  await visible(page.getByRole('link', { name: 'Start Demo (Guest)' }));
  assert.match(await page.evaluate(() => localStorage.getItem('guestSessionId')), /^guest_\d+_[a-z0-9]{7}$/);
  await screenshot(page, '04-guest-dashboard');
});

test('a visitor signs up and confirms the address through the local mailbox', async () => {
  // Sign Up Free ends guest mode first.
  await page.getByRole('button', { name: 'Sign Up Free' }).click();
  await page.waitForURL((u) => u.pathname === '/signup');
  await page.waitForFunction(() => localStorage.getItem('guestMode') === null);

  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('Mismatch1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await visible(page.getByText('Passwords do not match'));
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await visible(page.getByRole('heading', { name: 'Confirm your email' }));
  await visible(page.getByText('Check your email'));
  await screenshot(page, '05-signup-confirm-step');

  const [mailbox] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open the local mailbox' }).click()]);
  const code = mailbox.getByTestId('mail-code').first();
  await visible(code);
  const value = (await code.textContent()).trim();
  assert.match(value, /^\d{4,8}$/);
  await screenshot(mailbox, '06-mailbox');
  await mailbox.close();

  await page.getByLabel('Confirmation code').fill(value);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await page.waitForURL((u) => u.pathname === '/email-confirmed');
  await visible(page.getByText(/Redirecting to login in \d seconds?/));
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('verified') === 'true', { timeout: 10_000 });
  await visible(page.getByText('Email verified successfully! You can now log in.'));
  await screenshot(page, '07-login-verified');
});

test('the new user logs in and lands on /dashboard with 1 credit and the free analysis', async () => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await visible(page.getByText('Successfully logged in!'));
  // The onboarding dialog hides the page from the accessibility tree: find the text itself.
  await visible(page.getByText('Welcome back, Ada Lovelace!'));
  await visible(page.getByTestId('credit-count'));
  assert.equal((await page.getByTestId('credit-count').textContent()).trim(), '1');
  assert.equal((await page.getByTestId('primary-action').textContent()).trim(), 'Get 1 Free Pitch Analysis');
  // New users get the onboarding dialog.
  await visible(page.getByText('Getting Started'));
  await screenshot(page, '08-dashboard-onboarding');
});

test('onboarding stores the choices and finishing it starts the trial: 11 credits', async () => {
  const dialog = page.getByRole('dialog');
  // The welcome step advances by itself after 3 s.
  await visible(dialog.getByRole('heading', { name: 'Which industry do you sell in?' }), 8_000);
  const next = dialog.getByRole('button', { name: 'Continue' });
  assert.equal(await next.isDisabled(), true);
  await dialog.getByText('Technology', { exact: true }).click();
  await next.click();
  await visible(dialog.getByRole('heading', { name: "What's your biggest sales challenge?" }));
  assert.equal(await next.isDisabled(), true);
  await dialog.getByText('Price objections').click();
  await next.click();
  await visible(dialog.getByRole('heading', { name: 'Microphone Check' }));
  await screenshot(page, '09-onboarding-microphone');
  await dialog.getByRole('button', { name: "I'll test later" }).click();
  await visible(dialog.getByRole('heading', { name: "You're all set!" }));
  await dialog.getByRole('button', { name: 'Finish' }).click();

  await page.getByTestId('credit-count').filter({ hasText: '11' }).waitFor({ timeout: 15_000 });
  await visible(page.getByTestId('primary-action').filter({ hasText: 'Start New Practice (11 credits)' }));
  const stored = await page.evaluate(() => [localStorage.getItem('userIndustry'), localStorage.getItem('userChallenge')]);
  assert.deepEqual(stored, ['technology', 'pricing']);
  await screenshot(page, '10-dashboard-after-trial');

  // The server kept the choices too: a reload shows no onboarding and the same balance.
  await page.reload();
  await page.getByTestId('credit-count').filter({ hasText: '11' }).waitFor();
  assert.equal(await page.getByText('Getting Started').count(), 0);
});

test('at 375 px the signed-in layout shows the bottom bar', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(url('/dashboard'));
  const bar = page.getByRole('navigation', { name: 'Bottom' });
  await visible(bar);
  for (const label of ['Home', 'Practice', 'Progress', 'History', 'Profile']) await visible(bar.getByRole('link', { name: label }));
  await visible(page.getByTestId('credit-count'));
  await screenshot(page, '11-mobile-dashboard');
  // Hidden on the auth pages.
  await page.goto(url('/login'));
  await visible(page.getByText('Redirecting to dashboard...').or(page.getByRole('heading', { name: /Welcome back/ })));
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a signed-in user gets the 5-step landing tour on the home page once', async () => {
  await page.goto(url('/'));
  const tooltip = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await visible(page.getByText('This is where salespeople rehearse pitches'));
  await screenshot(page, '12-tour-step-1');
  await tooltip.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByText('The demo walks you through answering a real price objection'));
  await tooltip.getByRole('button', { name: 'Skip' }).click();
  await page.getByText('The demo walks you through').waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => localStorage.getItem('pitchperfect_tour_completed')), 'true');
});

test('signing out returns home, keeps consent, and protects the dashboard again', async () => {
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await visible(page.getByText(email));
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await visible(page.getByRole('button', { name: 'Log In' }));
  assert.equal(pathOf(), '/');
  const kept = await page.evaluate(() => [localStorage.getItem('privacy-consent'), localStorage.getItem('userIndustry')]);
  assert.deepEqual(kept, ['accepted', null]);
  await page.goto(url('/dashboard'));
  await page.waitForURL((u) => u.pathname === '/login');
  await screenshot(page, '13-signed-out');
});

test('a forgotten password is reset with the code from the mailbox', async () => {
  await page.goto(url('/password-reset'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await visible(page.getByRole('heading', { name: 'Check your email' }));
  const mailbox = await browser.context.newPage();
  await mailbox.goto(url(`/dev/mailbox?to=${encodeURIComponent(email)}`));
  const codes = mailbox.getByTestId('mail-code');
  // The newest message (first) is the reset code; the confirmation code came before it.
  await codes.nth(1).waitFor();
  const code = (await codes.first().textContent()).trim();
  await mailbox.close();

  await page.getByRole('link', { name: 'Enter the code' }).click();
  await page.waitForURL((u) => u.pathname === '/update-password');
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await visible(page.getByText('Password must contain at least one uppercase letter'));
  await page.getByLabel('New password', { exact: true }).fill('Stronger456');
  await page.getByLabel('Confirm new password').fill('Stronger456');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await visible(page.getByText('Password updated'));

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Stronger456');
  await page.locator('form').getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByTestId('credit-count').filter({ hasText: '11' }).waitFor();
});

const publicRoutes = ['/', '/about', '/compare', '/demo', '/voice-training', '/analytics', '/ai-roleplay', '/voice-training-old', '/analytics-old', '/ai-roleplay-old', '/terms', '/privacy', '/data-safety', '/pricing', '/login', '/signup', '/password-reset', '/update-password', '/email-confirmed', '/dev/mailbox'];
const protectedRoutes = ['/dashboard', '/practice', '/roleplay', '/progress', '/tips', '/call-recordings', '/recordings', '/team', '/security', '/success', '/cancel', '/account-delete'];

test('every route renders without an error screen, at desktop and phone width', async () => {
  for (const [width, height] of [[1280, 800], [375, 812]]) {
    await page.setViewportSize({ width, height });
    for (const route of [...publicRoutes, ...protectedRoutes]) {
      await page.goto(url(route));
      await page.locator('#main').waitFor();
      await page.waitForLoadState('networkidle');
      const text = await page.locator('#main').innerText();
      assert.ok(text.trim().length > 0, `${route} is empty`);
      assert.ok(!text.includes('Oops! Something went wrong'), `${route} shows the error screen`);
      assert.ok(!text.includes('Page not found'), `${route} is not routed`);
      await screenshot(page, `route-${width}${route.replace(/\W+/g, '-')}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
