// The security page in the browser against the real local server: a
// signed-out visitor is asked to log in; a user sees the security status,
// their remaining requests per action read from the server's counters
// (reading counts nothing) and resets them (the local server only), and no
// events; an admin (in the local pool's admin group) sees the 10 newest
// security events with the first 8 characters of each user id.
// Screenshots: SECURITY_SHOTS (default /tmp/security-shots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const shots = process.env.SECURITY_SHOTS ?? '/tmp/security-shots';

let server;
let browser;
let page;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

/** Adds the user to the local pool's admin group (README: "To make yourself an admin locally"). */
async function makeAdmin(email) {
  const config = await (await fetch(url('/api/config'))).json();
  const res = await fetch(url('/cognito'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.AdminAddUserToGroup' },
    body: JSON.stringify({ UserPoolId: config.auth.userPoolId, Username: email, GroupName: 'admin' }),
  });
  if (!res.ok) throw new Error(`AdminAddUserToGroup: ${res.status} ${await res.text()}`);
}

/** The remaining count the page shows for each action. */
async function remaining() {
  const rows = page.getByTestId('rate-limit-row');
  const out = {};
  for (const row of await rows.all()) {
    out[await row.getAttribute('data-action')] = await row.getByTestId('rate-limit-remaining').innerText();
  }
  return out;
}

async function signOut() {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1280, height: 900 });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a signed-out visitor is asked to log in', async () => {
  await page.goto(url('/security'));
  await visible(page.getByText('Please log in to view security dashboard.'));
  assert.equal(page.url(), url('/security'), 'not sent to /login');
  await shot('01-signed-out');
});

let userId;

// The counters live in fixed hourly windows (as the Go suite's sameHourWindow
// says): counted just before the hour and read after it, they would read as
// cleared. A test that counts starts well inside a window.
async function startInsideWindow(user, marginMs = 90_000) {
  const { limits } = await user.api('GET', '/rate-limits');
  const left = Math.min(...limits.map((l) => Date.parse(l.reset_at))) - Date.now();
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, Math.max(0, left) + 1_000));
}

test('a user sees the status and their remaining requests, reading counts nothing, the local reset clears them; no events', async () => {
  const user = await createUser(server.base, { name: 'Sam Secure' });
  userId = (await user.api('GET', '/profile')).id;
  await startInsideWindow(user);
  for (let i = 0; i < 3; i++) await user.api('POST', '/rpc/check_rate_limit', { p_action: 'file_upload' });
  // A user's look at the events is refused (and is itself an event).
  await assert.rejects(user.api('GET', '/security-events'), /403/);

  await logIn(page, server.base, user);
  await page.goto(url('/security'));
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
  await visible(page.getByRole('heading', { name: 'Security Status' }));
  await visible(page.getByTestId('security-badge'));
  assert.match(await page.getByTestId('security-badge').textContent(), /^(healthy|warning|critical)$/);
  await visible(page.getByTestId('rate-limit-remaining').first());
  assert.deepEqual(await remaining(), { voice_processing: '50', file_upload: '17', api_call: '100', content_generation: '30' });
  // Reading again (a reload) counts nothing.
  await page.reload();
  await visible(page.getByTestId('rate-limit-remaining').first());
  assert.equal((await remaining()).file_upload, '17');
  // Refresh runs the check again.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await visible(page.getByTestId('security-badge'));
  assert.equal(await page.getByText('Recent Security Events').count(), 0, 'a user sees no events');
  await shot('02-user');

  await page.getByRole('button', { name: 'Reset Rate Limits (Testing)' }).click();
  await page.getByTestId('rate-limit-row').filter({ hasText: 'file_upload' }).getByTestId('rate-limit-remaining').filter({ hasText: /^20$/ }).waitFor();
  const status = await user.api('GET', '/rate-limits');
  assert.equal(status.limits.find((l) => l.action === 'file_upload').remaining, 20, 'the server cleared the counter');
  await shot('03-user-after-reset');
});

test('an admin sees the 10 newest security events: type, time and the first 8 characters of the user id', async () => {
  await signOut();
  const admin = await createUser(server.base, { name: 'Ada Admin' });
  await makeAdmin(admin.email);
  await logIn(page, server.base, admin);
  await page.goto(url('/security'));
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
  await visible(page.getByRole('heading', { name: 'Recent Security Events' }));
  const rows = page.getByTestId('security-event');
  await visible(rows.first());
  const n = await rows.count();
  assert.ok(n >= 1 && n <= 10, `${n} events shown`);
  const users = await page.getByTestId('security-event-user').allInnerTexts();
  const types = await page.getByTestId('security-event-type').allInnerTexts();
  assert.ok(users.every((u) => u.length <= 8), `user ids cut to 8 characters: ${users}`);
  const mine = types.findIndex((t, i) => t === 'admin_operation_attempt' && users[i] === userId.slice(0, 8));
  assert.ok(mine >= 0, `the user's refused look is listed: ${JSON.stringify({ types, users })}`);
  assert.ok(!(await page.locator('#main').innerText()).includes(userId), 'the full user id is not shown');
  await shot('04-admin');
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
