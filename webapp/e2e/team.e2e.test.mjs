// Teams in the browser against the real local server: a manager creates a
// team and invites a rep by e-mail; the invite e-mail reaches the dev mailbox
// (GET /api/dev/mailbox?to=…) with its link; the rep, signed in, opens the
// link and joins, then analyses a pitch on /practice; the manager's /team
// shows the rep's real figures (sessions, success rate, focus) and the
// leaderboard, and never the pitch's text until the rep shares the session.
// Screenshots: TEAM_SHOTS (default /tmp/team-shots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const shots = process.env.TEAM_SHOTS ?? '/tmp/team-shots';
const PITCH =
  'Hi Dana, you said your team loses ten hours a week to manual reports. Our software builds them for you, so those hours come back every week and your analysts can focus on forecasting. Could we meet on Tuesday at ten for twenty minutes to walk through last month together?';

let server;
let managerBrowser;
let repBrowser;
let manager;
let rep;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });

async function open(browser) {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

async function acceptCookies(page) {
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  managerBrowser = await launchBrowser({ keepArtifacts: true });
  repBrowser = await launchBrowser({ keepArtifacts: true });
  manager = await createUser(server.base, { name: 'Maya Manager' });
  rep = await createUser(server.base, { name: 'Reggie Rep', trial: true });
});

after(async () => {
  await managerBrowser?.close();
  await repBrowser?.close();
  await server?.stop();
});

test('invite → join from the mailed link → practise → the manager sees the rep’s figures', async () => {
  // The manager creates a team: a new team's empty states.
  const mp = await open(managerBrowser);
  await logIn(mp, server.base, manager);
  await acceptCookies(mp);
  await mp.goto(url('/team'));
  await visible(mp.getByText('You are not in a team yet'));
  await mp.getByLabel('Team name').fill('West Coast Closers');
  await mp.getByRole('button', { name: 'Create team' }).click();
  await visible(mp.getByTestId('team-name').filter({ hasText: 'West Coast Closers' }));
  await visible(mp.getByText('Your team is just you for now'));
  await visible(mp.getByText('No practice this week yet'));
  await mp.screenshot({ path: join(shots, '01-new-team.png'), fullPage: true });

  // … and invites the rep by e-mail.
  await mp.getByLabel('E-mail').fill(rep.email);
  await mp.getByRole('button', { name: 'Send invite' }).click();
  await visible(mp.getByText('Invite sent'));
  await visible(mp.getByTestId('pending-invites').getByText(rep.email));

  // The invite is in the rep's mailbox, with the link to this server's /team.
  const mail = await (await fetch(url(`/api/dev/mailbox?to=${encodeURIComponent(rep.email)}`))).json();
  const invite = mail.messages.find((m) => m.subject === "You're invited to a PitchPerfect team");
  assert.ok(invite, `no invite among ${JSON.stringify(mail.messages.map((m) => m.subject))}`);
  const link = /(http\S+\/team\?invite=[A-Za-z0-9_-]{32})/.exec(invite.body)?.[1];
  assert.ok(link?.startsWith(server.base), `link ${link} in ${invite.body}`);

  // The rep, signed in, opens the link and joins.
  const rp = await open(repBrowser);
  await logIn(rp, server.base, rep);
  await acceptCookies(rp);
  await rp.goto(link);
  await visible(rp.getByTestId('invite-banner'));
  await rp.screenshot({ path: join(shots, '02-invite-link.png'), fullPage: true });
  await rp.getByRole('button', { name: 'Join team' }).click();
  await visible(rp.getByText('You joined West Coast Closers'));
  await visible(rp.getByTestId('team-name').filter({ hasText: 'West Coast Closers' }));
  await visible(rp.getByRole('heading', { name: 'Your figures' }));
  assert.equal(await rp.getByTestId('invite-card').count(), 0, 'a rep gets no invite form');

  // The link works once.
  const again = await rep.api('POST', `/invites/${link.split('invite=')[1]}/accept`).then(
    () => 'accepted',
    (e) => e.message,
  );
  assert.match(again, /404.*invite_invalid/);

  // The rep analyses a pitch on /practice.
  await rp.goto(url('/practice'));
  const tour = rp.getByRole('alertdialog').or(rp.getByRole('dialog'));
  await rp
    .getByText('Choose how you practise.')
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => tour.getByRole('button', { name: 'Skip' }).click(),
      () => undefined,
    );
  await rp.getByRole('button', { name: 'Start Text Practice' }).click();
  await rp.getByLabel('Objection to expect').selectOption('Price');
  await rp.getByLabel('Your pitch').fill(PITCH);
  const [response] = await Promise.all([
    rp.waitForResponse((r) => r.url().endsWith('/api/functions/pitch-analysis')),
    rp.getByRole('button', { name: 'Analyze My Pitch' }).click(),
  ]);
  assert.equal(response.status(), 200);
  const result = await response.json();
  await visible(rp.getByTestId('analysis-results'));

  // The manager sees the rep's figures, computed from that session.
  await mp.goto(url('/team'));
  const name = rep.email.split('@')[0];
  const row = mp.getByTestId(`member-${name}`);
  await visible(row);
  await visible(row.getByTestId('completed-sessions').filter({ hasText: /^1$/ }));
  const success = await row.getByTestId('success-rate').textContent();
  assert.equal(success, result.analysis.overallScore >= 70 ? '100%' : '0%');
  assert.notEqual(await row.getByTestId('focus').textContent(), '—');
  await visible(mp.getByTestId('board-Price').getByText(new RegExp(name)));
  // The charts (recharts, loaded with the team) draw the trend and the bars.
  await visible(mp.getByTestId('team-trend').locator('.recharts-line-dots circle').first());
  await visible(mp.getByTestId('member-bars').locator('.recharts-bar-rectangle').first());
  assert.equal(await mp.getByText('ten hours a week').count(), 0, 'the pitch text stays private');
  await mp.screenshot({ path: join(shots, '03-manager-sees-figures.png'), fullPage: true });

  // The rep shares that session; only then does the manager read it.
  await rp.goto(url('/team'));
  await rp.getByTestId('share-sessions').getByRole('button', { name: 'Share' }).first().click();
  await visible(rp.getByText('Session shared with your manager'));
  await mp.goto(url('/team'));
  await mp.getByTestId('shared-sessions').getByRole('button', { name: 'View' }).click();
  await visible(mp.getByTestId('shared-transcript').getByText(/ten hours a week/));
  await mp.screenshot({ path: join(shots, '04-shared-session.png'), fullPage: true });

  // The API agrees, and the rep sees only their own row.
  const { team } = await manager.api('GET', '/teams');
  const view = await manager.api('GET', `/teams/${team.id}?period=week`);
  const figures = view.members.find((m) => m.name === name);
  assert.equal(figures.completedSessions, 1);
  assert.equal(figures.averageScore, result.analysis.overallScore);
  const repView = await rep.api('GET', `/teams/${team.id}`);
  assert.deepEqual(
    repView.members.map((m) => m.name),
    [name],
  );
  assert.deepEqual(managerBrowser.errors, []);
  assert.deepEqual(repBrowser.errors, []);
});
