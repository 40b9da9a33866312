// The product's screens on the home page, captured from the real app: a
// signed-in user with a few analysed pitches practises a pitch, role-plays a
// price objection and opens their progress; each screen is saved at 1366 px
// and 375 px into public/screens/ (served as /screens/…), which the home page
// shows. Running this keeps them current: commit the refreshed images.
// node --test e2e/screens.e2e.test.mjs (after a build; see server.mjs).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { artifacts, launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const webapp = resolve(import.meta.dirname, '..');
const screensDir = join(webapp, 'public', 'screens');
const served = join(process.env.E2E_WEB_DIR ? resolve(process.env.E2E_WEB_DIR) : join(webapp, 'dist'), 'screens');
const lookDir = join(artifacts, 'screens');
const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 375, height: 812 } };

let server;
let browser;
let page;
let user;
const started = Date.now();
const captured = new Set();

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });

const PITCHES = [
  'Hi Anna, you said your 4 support agents lose about 2 hours a day to order-status e-mails. Our tracking page answers those by itself, so you get around 40 hours a week back. Could we look at last week’s tickets together on Thursday?',
  'We are the best platform on the market, basically, and everyone loves it. It does a lot of things. Let me know if you want to hear more.',
  'You mentioned onboarding takes new reps six weeks. Teams like yours cut that to three with our guided playbooks, which is about $9,000 saved per hire. What does a new rep cost you per week today?',
];

before(async () => {
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  mkdirSync(screensDir, { recursive: true });
  mkdirSync(served, { recursive: true });
  mkdirSync(lookDir, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  // No cookie banner or first-visit tours in the pictures.
  await browser.context.addInitScript(() => {
    localStorage.setItem('privacy-consent', 'accepted');
    for (const key of ['pitchperfect_tour_completed', 'pitchperfect_practice_tour_completed']) localStorage.setItem(key, 'true');
    localStorage.setItem('ai-roleplay-welcome', 'dismissed');
  });
  user = await createUser(server.base, { name: 'Jordan Rivera', trial: true });
  // A little history for the progress page.
  for (const transcript of PITCHES) await user.api('POST', '/functions/pitch-analysis', { transcript, practiceMode: 'text' });
  await logIn(page, server.base, user);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Saves the page at both widths as /screens/{name}-{width}.jpg (and a PNG to look at under artifacts/screens). */
async function capture(name, { prepare } = {}) {
  for (const size of Object.values(SIZES)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    // No passing notifications in the pictures.
    await page.getByRole('button', { name: 'Close notification' }).evaluateAll((buttons) => buttons.forEach((b) => b.click()));
    if (prepare) await prepare(size);
    await page.waitForTimeout(300);
    const file = `${name}-${size.width}.jpg`;
    await page.screenshot({ path: join(screensDir, file), type: 'jpeg', quality: 80 });
    copyFileSync(join(screensDir, file), join(served, file));
    await page.screenshot({ path: join(lookDir, `${name}-${size.width}.png`) });
    captured.add(name);
  }
  await page.setViewportSize(SIZES.desktop);
}

test('the practice screen: a pitch analysed, with its scores', async () => {
  await page.setViewportSize(SIZES.desktop);
  await page.goto(url('/practice'));
  await page.getByRole('button', { name: 'Start Text Practice' }).click();
  await page.getByLabel('Objection to expect').selectOption('Price');
  await page.getByLabel("The buyer's situation").fill('Head of support at an online shop; 4 agents; order-status e-mails take 2 hours a day; budget is tight this quarter.');
  await page.getByLabel('Your pitch').fill(PITCHES[0]);
  await page.getByRole('button', { name: 'Analyze My Pitch' }).click();
  await visible(page.getByTestId('analysis-results'), 30_000);
  await capture('practice', { prepare: () => page.getByTestId('analysis-results').evaluate((el) => el.scrollIntoView({ block: 'start' })).then(() => page.evaluate(() => globalThis.scrollBy(0, -80))) });
});

test('the role-play screen: the buyer, a reply, and the coach beside the conversation', async () => {
  await page.goto(url('/ai-roleplay'));
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  await page.waitForURL((u) => u.pathname === '/roleplay');
  await page.getByTestId('ai-message').nth(1).waitFor({ timeout: 10_000 });
  await page.getByLabel('Your reply').fill('I hear you, budget matters. What are you comparing the price against?');
  await page.getByLabel('Your reply').press('Enter');
  const panel = page.getByTestId('feedback-panel');
  await visible(panel.getByTestId('report-score'), 20_000);
  assert.equal(await page.getByRole('dialog').count(), 0, 'nothing covers the conversation');
  await capture('roleplay', {
    prepare: async (size) => {
      // On a phone the feedback is below the conversation: show its top, under the header.
      if (size.width < 640) await panel.evaluate((el) => globalThis.scrollTo(0, el.getBoundingClientRect().top + globalThis.scrollY - 72));
      else await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  });
  // At phone width nothing in the panel is cut off ("Foundation" and friends).
  await page.setViewportSize(SIZES.phone);
  const clipped = await panel.evaluate((root) =>
    [...root.querySelectorAll('*')].filter((el) => el.children.length === 0 && el.textContent.trim() && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent.trim()),
  );
  assert.deepEqual(clipped, [], 'text clipped in the feedback panel at 375 px');
  await page.setViewportSize(SIZES.desktop);
});

test('the progress screen: scores over time from real sessions', async () => {
  await page.goto(url('/progress'));
  await page.locator('#main').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await capture('progress', { prepare: () => page.evaluate(() => globalThis.scrollTo(0, 0)) });
});

test('the home page shows every captured screen, freshly written, at both widths', async () => {
  for (const name of captured) {
    for (const { width } of Object.values(SIZES)) {
      const written = statSync(join(screensDir, `${name}-${width}.jpg`));
      assert.ok(written.mtimeMs >= started && written.size > 10_000, `${name}-${width}.jpg was written by this run`);
    }
  }
  await page.goto(url('/'));
  for (const size of Object.values(SIZES)) {
    await page.setViewportSize(size);
    const shots = page.locator('img[data-screen]');
    await shots.first().waitFor();
    const shown = await shots.evaluateAll(async (imgs) => {
      for (const img of imgs) {
        img.loading = 'eager';
        img.scrollIntoView();
        if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }) || img.addEventListener('error', r, { once: true }));
      }
      return imgs.map((img) => ({ name: img.dataset.screen, src: new URL(img.currentSrc).pathname, width: img.naturalWidth }));
    });
    assert.deepEqual(new Set(shown.map((s) => s.name)), captured, 'the home page shows exactly the captured screens');
    for (const s of shown) {
      assert.equal(s.src, `/screens/${s.name}-${size.width}.jpg`, `${s.name} at ${size.width} px uses its own capture`);
      assert.equal(s.width, size.width, `${s.src} loaded`);
    }
    assert.equal(await page.getByText('coming soon', { exact: false }).count(), 0);
    await page.getByRole('heading', { name: 'How a practice session works' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(lookDir, `home-${size.width}.png`) });
    await shots.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(lookDir, `home-${size.width}-screens.png`) });
  }
  await page.setViewportSize(SIZES.desktop);
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
