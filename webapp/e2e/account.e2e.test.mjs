// Deleting an account and taking your data with you, in the browser against
// the real local server: a new user (signed up through the local Cognito with
// the code from the dev mailbox) practises a pitch, downloads their data from
// the account menu (the file holds the session), deletes the account on
// /account-delete by typing DELETE, lands home signed out, and can no longer
// sign in; their old token is refused too. /success and /cancel with
// payments off link nowhere but the dashboard.
// Screenshots: ACCOUNT_SHOTS (default /tmp/account-shots).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const shots = process.env.ACCOUNT_SHOTS ?? '/tmp/account-shots';
const PITCH =
  'Hi Dana, you said your team spends ten hours a week on reports. Our software builds them for you, so those hours come back every week. Could we meet on Tuesday at ten for twenty minutes to look at last month together?';

let server;
let browser;
let page;
let user;
let sessionId;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

/** Signs in straight through the local Cognito: the tokens, or the error's type. */
async function cognitoSignIn(email, password) {
  const config = await (await fetch(url('/api/config'))).json();
  const res = await fetch(url('/cognito'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: config.auth.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = await res.json();
  return { ok: res.ok, body };
}

async function openAccountMenu() {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await visible(page.getByRole('menu'));
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1366, height: 900 });
  user = await createUser(server.base, { name: 'Dee Parting', trial: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a new user practises a pitch and downloads their data from the account menu', async () => {
  const practice = await user.api('POST', '/functions/pitch-analysis', { transcript: PITCH, practiceMode: 'text' });
  assert.ok(practice.saved, 'the practice session was saved');
  const sessions = await user.api('GET', '/practice-sessions');
  sessionId = sessions.sessions[0]?.id;
  assert.ok(sessionId, `a session id in ${JSON.stringify(sessions).slice(0, 200)}`);

  await logIn(page, server.base, user);
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
  await openAccountMenu();
  await shot('01-account-menu');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download my data' }).click()]);
  assert.match(download.suggestedFilename(), /^pitchperfect-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(data.user.email, user.email);
  const saved = data.tables.practice_sessions;
  assert.equal(saved.length, 1, 'one practice session exported');
  assert.equal(saved[0].id, sessionId);
  assert.match(JSON.stringify(saved[0]), /ten hours a week on reports/);
  assert.equal(data.tables.user_profiles.length, 1, 'the profile exported');
  assert.ok(data.tables.credit_usage.length >= 1, 'the credit usage exported');
});

test('the user deletes the account by typing DELETE, is signed out and taken home, and cannot sign in again', async () => {
  await openAccountMenu();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  await page.waitForURL((u) => u.pathname === '/account-delete');
  await visible(page.getByRole('heading', { name: 'Delete Account' }));
  await visible(page.getByTestId('account-delete-list').getByText(/practice session/));
  await visible(page.getByTestId('account-delete-team'));
  const button = page.getByRole('button', { name: 'Delete my account' });
  assert.equal(await button.isDisabled(), true, 'disabled until the word is typed');
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  assert.equal(await button.isDisabled(), true, 'the word is DELETE in capitals');
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await shot('02-account-delete-confirm');
  await button.click();
  await visible(page.getByTestId('account-deleted'));
  await shot('03-account-deleted');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  // Signed out: the account menu goes (the sign-out finishes just after home comes).
  await page.getByRole('button', { name: /^Account menu for / }).waitFor({ state: 'detached', timeout: 10_000 });

  // The deleted user cannot sign in, through Cognito or the login page …
  const again = await cognitoSignIn(user.email, user.password);
  assert.equal(again.ok, false, `signed in after deletion: ${JSON.stringify(again.body).slice(0, 200)}`);
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.locator('form').getByRole('button', { name: 'Log In' }).click();
  await page.waitForTimeout(1500);
  assert.notEqual(new URL(page.url()).pathname, '/dashboard', 'the login page let the deleted user in');
  await shot('04-login-refused');
  // … and the token they had is refused.
  await assert.rejects(user.api('GET', '/profile'), /401/);
});

test('/success and /cancel with payments off confirm nothing and link only to the dashboard', async () => {
  const other = await createUser(server.base, { name: 'Pat Payer' });
  await logIn(page, server.base, other);
  for (const path of ['/success?session_id=cs_test&type=credits&credits=20', '/cancel']) {
    await page.goto(url(path));
    const main = page.getByTestId(path.startsWith('/success') ? 'payment-success-off' : 'payment-cancel');
    await visible(main);
    assert.match(await main.textContent(), /nothing was charged/);
    const links = await main.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, ['/dashboard']);
  }
});
