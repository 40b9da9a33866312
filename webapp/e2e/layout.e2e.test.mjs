// The phone layout, in Chromium against the real local server: every route
// the router has (read from src/config/paths.ts, so a new route is covered by
// itself), signed out and signed in, at 375 px: no page wider than the
// screen, no header control wrapping or sticking out, nothing floating over
// the content but the header, the bottom bar and the cookie banner. Then the
// small things of a new user's walk: toasts under the header and the menu,
// the footer at the bottom of short pages, sign-out lands home, no Google
// button without Google sign-in, the reset page's 'Email required' toast, the
// honest voice and Teams promises.
// node --test e2e/layout.e2e.test.mjs (after a build; see server.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { artifacts, launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 768 };
const shots = join(artifacts, 'layout');

let server;
let browser;
let page;
let user;
let config;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`) });
const slug = (route) => route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** Every path the router has: paths.ts is where routes live (`:id` gets a made-up id, `*` an unknown path). */
function routerPaths() {
  const source = readFileSync(resolve(import.meta.dirname, '..', 'src', 'config', 'paths.ts'), 'utf8');
  const found = [...source.matchAll(/(?:route\(|path: )'([^']+)'/g)].map((m) => m[1]);
  return [...new Set(found.map((p) => (p === '*' ? '/no/such/page' : p.replace(/:\w+/g, 'no-such-id'))))];
}

/** What is wrong with the page's layout at the current width, in words (empty when it fits). */
function layoutProblems() {
  const { document, getComputedStyle, NodeFilter } = globalThis;
  const out = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const label = (el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  if (root.scrollWidth > width) {
    // Name the widest culprits that are not inside a sideways-scrolling box.
    const scrollsSideways = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')].filter((el) => shown(el) && el.getBoundingClientRect().right > width + 1 && !scrollsSideways(el)).slice(-3);
    out.push(`the page is ${root.scrollWidth}px wide on a ${width}px screen (${culprits.map((el) => `<${el.tagName.toLowerCase()}> “${label(el)}”`).join(', ')})`);
  }
  const header = document.querySelector('header');
  if (header) {
    const box = header.getBoundingClientRect();
    for (const el of header.querySelectorAll('a, button')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      // Lines of text: the tops of the text's boxes, 4 px apart or more.
      const tops = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0 && !tops.some((t) => Math.abs(t - rect.top) < 4)) tops.push(rect.top);
      }
      if (tops.length > 1) out.push(`header control “${label(el)}” wraps onto ${tops.length} lines`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`header control “${label(el)}” overflows its box`);
      if (r.left < -1 || r.right > width + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`header control “${label(el)}” sticks out of the header`);
    }
  }
  // Only the header, the bottom bar, the cookie banner, toasts and dialogs may float over the page.
  const allowed = (el) => el.closest('header, nav[aria-label="Bottom"], section[aria-label="Cookie consent"], [aria-live], [role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]');
  for (const el of document.body.querySelectorAll('*')) {
    const position = getComputedStyle(el).position;
    if ((position === 'fixed' || position === 'sticky') && shown(el) && !allowed(el) && !el.matches('[data-joyride], .react-joyride__overlay, .react-joyride__spotlight')) {
      out.push(`<${el.tagName.toLowerCase()}> “${label(el)}” floats over the content`);
    }
  }
  return out;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  mkdirSync(shots, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  config = await (await fetch(`${server.base}/api/config`)).json();
  user = await createUser(server.base, { name: 'Maximiliana Featherstonehaugh', trial: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Visits every route at 375 px and collects what does not fit. */
async function sweep(role) {
  const problems = [];
  await page.setViewportSize(PHONE);
  for (const route of routerPaths()) {
    await page.goto(url(route));
    await page.locator('#main').or(page.getByRole('heading').first()).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    for (const problem of await page.evaluate(layoutProblems)) problems.push(`${route} (${role}): ${problem}`);
    await shot(`375-${role}-${slug(route)}`);
  }
  return problems;
}

test('the router has the routes this test visits', () => {
  const routes = routerPaths();
  for (const route of ['/', '/login', '/dashboard', '/practice', '/roleplay', '/progress', '/team', '/recordings/no-such-id', '/no/such/page']) assert.ok(routes.includes(route), route);
  assert.ok(routes.length >= 30, `${routes.length} routes`);
});

test('signed out, every route fits 375 px: nothing wider than the screen, no header control wrapping, nothing floating over content', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(url('/'));
  // The cookie banner fits too, and nothing covers it.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await visible(banner);
  assert.deepEqual(await page.evaluate(layoutProblems), []);
  await shot('375-signed-out-cookie-banner');
  // Log In and Sign Up Free sit on one line each, inside their buttons.
  for (const name of ['Log In', 'Sign Up Free']) {
    const button = page.locator('header').getByRole('button', { name });
    const box = await button.boundingBox();
    assert.ok(box.height <= 40 && box.x + box.width <= PHONE.width, `${name} fits (${JSON.stringify(box)})`);
  }
  await banner.getByRole('button', { name: 'Accept All' }).click();
  const problems = await sweep('signed-out');
  assert.deepEqual(problems, []);
});

test('signed in, every route fits 375 px as well', async () => {
  await page.setViewportSize(PHONE);
  await logIn(page, server.base, user);
  // Toasts sit under the header, and the side menu covers them.
  const toastBox = page.getByRole('status').filter({ hasText: 'Successfully logged in!' });
  await visible(toastBox);
  const header = await page.locator('header').boundingBox();
  const box = await toastBox.boundingBox();
  assert.ok(box.y >= header.y + header.height, `the toast (${box.y}) is below the header (${header.y + header.height})`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await visible(menu);
  const onTop = await page.evaluate(({ x, y }) => Boolean(globalThis.document.elementFromPoint(x, y)?.closest('[role="dialog"]') || globalThis.document.elementFromPoint(x, y)?.matches('[data-state="open"]')), { x: 60, y: box.y + box.height / 2 });
  assert.ok(onTop, 'the menu is above the toast');
  // The menu holds the accessibility settings and the theme on a phone.
  await visible(menu.getByRole('button', { name: 'Accessibility settings' }));
  await shot('375-signed-in-menu-over-toast');
  await menu.getByRole('button', { name: 'Accessibility settings' }).click();
  await visible(page.getByRole('dialog', { name: 'Accessibility settings' }));
  await page.keyboard.press('Escape');

  const problems = await sweep('signed-in');
  assert.deepEqual(problems, []);
});

test('on a tablet and a laptop the accessibility settings are in the header, and the header fits', async () => {
  for (const width of [768, 1024, DESKTOP.width]) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    for (const route of ['/', '/dashboard', '/roleplay']) {
      await page.goto(url(route));
      await visible(page.locator('header').getByRole('button', { name: 'Accessibility settings' }));
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await page.evaluate(layoutProblems), [], `${route} at ${width} px`);
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(url('/dashboard'));
  await visible(page.getByTestId('credit-count'));
  await shot('1366-signed-in-dashboard');
});

test('signing out from the dashboard lands on the home page, not on /login', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto(url('/dashboard'));
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await visible(page.locator('header').getByRole('button', { name: 'Log In' }));
  await page.waitForTimeout(500);
  const where = new URL(page.url());
  assert.equal(where.pathname + where.search, '/');
  await shot('1366-signed-out-home');
});

test('signed out, public pages end with the footer at the bottom of the screen, however short', async () => {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const route of ['/pricing', '/about', '/terms', '/compare']) {
      await page.goto(url(route));
      const footer = page.locator('footer');
      await footer.waitFor();
      const bottom = await footer.evaluate((el) => el.getBoundingClientRect().bottom + globalThis.scrollY);
      const height = await page.evaluate(() => globalThis.innerHeight);
      assert.ok(bottom >= height - 1, `${route} at ${size.width} px: the footer ends at ${bottom}, above the screen's bottom (${height})`);
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(url('/pricing'));
  await page.locator('footer').waitFor();
  await shot('1366-short-page-footer');
});

test('the Google button shows only where Google sign-in is configured', async () => {
  const google = Boolean(config.auth.oauthDomain);
  for (const [route, name] of [['/login', 'Continue with Google'], ['/signup', 'Sign up with Google']]) {
    await page.goto(url(route));
    await visible(page.getByRole('button', { name: route === '/login' ? 'Log In' : 'Create Account' }).last());
    assert.equal(await page.getByRole('button', { name }).count(), google ? 1 : 0, `${route}: ${name}`);
  }
});

test("the reset page's 'Email required' toast goes once the code is sent", async () => {
  await page.goto(url('/password-reset'));
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await visible(page.getByText('Email required'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await visible(page.getByRole('heading', { name: 'Check your email' }));
  await page.getByText('Email required').waitFor({ state: 'hidden', timeout: 2_000 });
});

test('home and compare promise voice only when the server has a speech engine, and Teams links to /team', async () => {
  const voice = config.providers.speechToText !== 'unavailable';
  await page.goto(url('/'));
  await visible(page.getByRole('heading', { name: 'How a practice session works' }));
  assert.equal(await page.getByText('Speak or type your answer').count(), voice ? 1 : 0);
  assert.equal(await page.getByText('coming soon', { exact: false }).count(), 0);
  const team = page.getByRole('link', { name: 'Set up your team' });
  assert.equal(await team.getAttribute('href'), '/team');
  assert.equal(await page.locator('main a[href^="mailto:"]').filter({ hasText: /waitlist/i }).count(), 0);
  await page.goto(url('/compare'));
  await visible(page.getByRole('heading', { name: 'How PitchPerfect compares' }));
  assert.equal(await page.getByText('Voice role-play', { exact: true }).count(), voice ? 1 : 0);
  assert.equal(await page.getByText('AI-powered feedback').count(), 0);
  await page.goto(url('/ai-roleplay'));
  await visible(page.getByRole('heading', { name: 'How AI Roleplay Works' }));
  assert.equal(await page.getByText(/arrives soon|coming soon/i).count(), 0);
  assert.equal(await page.getByText(/Answer out loud/).count(), voice ? 1 : 0);
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
