// Tips and scripts in the browser against the real local server: the library
// from GET /api/tips (public; the page is behind sign-in like the app's others), search narrows it, a
// category chip filters it, 6 are shown and Load More Tips adds 3, the
// personalised tips follow the user's real (scored) practice session, and a
// script activated on /tips is offered in the role-play setup's script field
// and sent with the role-play as its userScript.
// Screenshots: TIPS_SHOTS (default /tmp/tips-shots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const shots = process.env.TIPS_SHOTS ?? '/tmp/tips-shots';
const PITCH =
  'Hi Dana, you said your team spends ten hours a week on reports. Our software builds them for you, so those hours come back every week. Could we meet on Tuesday at ten for twenty minutes to look at last month together?';
const SCRIPT_TITLE = "Price objection: 'It's too expensive'";

let server;
let browser;
let page;
let user;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const cards = () => page.getByTestId('tip-card');
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

/** Waits until the page shows n cards. */
async function cardCount(n) {
  await page.waitForFunction((want) => globalThis.document.querySelectorAll('[data-testid="tip-card"]').length === want, n, { timeout: 10_000 });
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1366, height: 900 });
  user = await createUser(server.base, { name: 'Tess Tipper', trial: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the library is public; the page shows 6, Load More adds 3, search narrows it, chips filter it', async () => {
  // The API serves a visitor the library, without personalisation.
  const visitor = await (await fetch(url('/api/tips'))).json();
  assert.ok(visitor.tips.length >= 60, `${visitor.tips.length} tips served`);
  assert.equal(visitor.personalized, null);

  // The page is one of the signed-in app's.
  await logIn(page, server.base, user);
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
  await page.goto(url('/tips'));
  await visible(page.getByRole('heading', { name: 'Sales Tips & Scripts', level: 1 }));
  await cardCount(6);
  const total = visitor.tips.length;
  await visible(page.getByTestId('tips-count').filter({ hasText: `Showing 6 of ${total}` }));

  await page.getByRole('button', { name: 'Load More Tips' }).click();
  await cardCount(9);
  await page.getByRole('button', { name: 'Load More Tips' }).click();
  await cardCount(12);

  // Search narrows (and starts again from the first page).
  await page.getByLabel('Search tips').fill('voicemail');
  await cardCount(1);
  await visible(page.getByRole('heading', { name: 'Voicemail that earns a callback' }));
  await page.getByLabel('Search tips').fill('');
  await cardCount(6);

  // A chip shows only its category.
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Closing Techniques' }).click();
  await cardCount(6);
  const badges = await cards().evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent));
  assert.deepEqual([...new Set(badges)], ['Closing Techniques']);
  await shot('01-closing-techniques');

  // Nothing practised yet: the personalised tips say how to get some.
  await page.getByRole('button', { name: 'Personalized Tips' }).click();
  await visible(page.getByTestId('personalized-tips').getByText(/Complete a practice session/));
  await page.getByRole('button', { name: 'Personalized Tips' }).click();
});

test('a signed-in user gets tips for their weakest category, activates a script and uses it in a role-play', async () => {
  // A real scored session, so the server has categories to go on.
  const practice = await user.api('POST', '/functions/pitch-analysis', { transcript: PITCH, practiceMode: 'text' });
  assert.ok(practice.saved, 'the practice session was saved');
  const mine = await user.api('GET', '/tips');
  assert.equal(mine.personalized.sessions, 1);
  assert.match(mine.personalized.reason, /^Your lowest category over your last 1 session is [A-Za-z ]+ \(\d+\)/);
  assert.equal(mine.personalized.tipIds.length, 6);

  await page.goto(url('/tips'));
  await cardCount(6);
  await page.getByRole('button', { name: 'Personalized Tips' }).click();
  const section = page.getByTestId('personalized-tips');
  await visible(section.getByTestId('personalized-reason').filter({ hasText: mine.personalized.reason }));
  assert.equal(await section.getByTestId('tip-card').count(), 6);
  assert.deepEqual(await section.getByTestId('tip-card').evaluateAll((els) => els.map((el) => el.dataset.tipId)), mine.personalized.tipIds);
  await shot('02-personalized');
  await page.getByRole('button', { name: 'Personalized Tips' }).click();

  // Activate a script: kept in the browser's storage.
  await page.getByLabel('Search tips').fill('too expensive');
  const card = cards().filter({ has: page.getByRole('heading', { name: SCRIPT_TITLE }) });
  await visible(card);
  await card.getByRole('button', { name: 'Activate Script' }).click();
  await visible(card.getByRole('button', { name: 'Deactivate Script' }));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_active_scripts')));
  assert.equal(stored.length, 1);
  assert.equal(stored[0].title, SCRIPT_TITLE);
  assert.match(stored[0].script, /real investment/);

  // A tip marked as applied stays so after a reload.
  await page.getByLabel('Search tips').fill('first ten seconds');
  await cardCount(1);
  await page.getByRole('button', { name: 'Mark as Applied' }).click();
  await page.reload();
  await page.getByLabel('Search tips').fill('first ten seconds');
  await visible(page.getByRole('button', { name: 'Applied ✓' }));

  // The role-play setup offers it; using it fills the script and the role-play starts with it.
  await page.goto(url('/roleplay'));
  const use = page.getByRole('group', { name: 'Active scripts from Tips' }).getByRole('button', { name: `Use “${SCRIPT_TITLE}”` });
  await visible(use);
  await use.click();
  const text = await page.getByLabel('Your script').inputValue();
  assert.match(text, /^I understand, it's a real investment\./);
  await shot('03-roleplay-active-script');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/roleplay/start') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start Roleplay Session' }).click();
  const res = await started;
  assert.equal(res.status(), 200, await res.text());
  assert.equal(JSON.parse(res.request().postData()).userScript, text);
});
