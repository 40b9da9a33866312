// Call recordings in the browser against the real local server: a two-voice
// call made with flite is uploaded through /call-recordings (the file goes
// straight to the local S3 with the presigned PUT, with visible progress),
// the server processes it after the upload (the local S3's object-created
// event), the call is opened (player, score, transcript), compared with a
// practice session, and deleted (record and object). Also: a cancelled
// upload leaves nothing behind, and the client check's message.
// Screenshots: RECORDINGS_SHOTS (default /tmp/recordings-shots), 1366 and 375 px.
// Needs flite and ffmpeg (`make voice-deps`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const shots = process.env.RECORDINGS_SHOTS ?? '/tmp/recordings-shots';

// The rep (slt) and the buyer (rms), turn by turn.
const TURNS = [
  ['slt', 'Hi Dana, thanks for taking my call. What does your team spend on reporting every week?'],
  ['rms', 'We spend about ten hours a week on reports, and it is slow.'],
  ['slt', 'Our software saves your team ten hours every week and cuts your costs in half. Can we meet on Tuesday at ten to set it up?'],
  ['rms', 'Yes, Tuesday at ten works for me.'],
];
const KEY_WORDS = ['team', 'week', 'hours', 'software', 'saves', 'tuesday', 'reporting', 'costs'];
const PITCH =
  'Hi Dana, you said your team spends ten hours a week on reports. Our software builds them for you, so those hours come back every week. Could we meet on Tuesday at ten for twenty minutes to look at last month together?';

let server;
let browser;
let page;
let user;
let audioDir;
let callWav;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shot = async (name, fullPage = true) => {
  if (fullPage) await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
};

/** The call as one 16 kHz mono WAV: each turn by its voice, half a second apart. */
function makeCall(dir) {
  const parts = TURNS.map(([voice, text], i) => {
    const file = join(dir, `turn-${i}.wav`);
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', file]);
    return file;
  });
  const out = join(dir, 'Acme discovery call.wav');
  const inputs = parts.flatMap((p) => ['-i', p]);
  const filter = `${parts.map((_, i) => `[${i}:a]aresample=16000,aformat=channel_layouts=mono,apad=pad_dur=0.5[a${i}]`).join(';')};${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', filter, '-map', '[out]', '-ar', '16000', '-ac', '1', out]);
  return out;
}

/** Slows the page's uploads down (bytes per second), so the progress can be seen; 0 lifts it. */
async function throttleUploads(bytesPerSecond) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond > 0 ? bytesPerSecond : -1,
  });
  return cdp;
}

before(async () => {
  audioDir = mkdtempSync(join(tmpdir(), 'pp-e2e-recordings-'));
  try {
    callWav = makeCall(audioDir);
  } catch (error) {
    throw new Error(`making the call needs flite and ffmpeg (run \`make voice-deps\`): ${error.message}`);
  }
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize(DESKTOP);
  // A new account (signed up through Cognito), onboarded, with the trial's credits for a practice pitch.
  user = await createUser(server.base, { name: 'Dana Caller', trial: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (audioDir) rmSync(audioDir, { recursive: true, force: true });
});

test('upload a call through the page, see it scored, open it, compare it with practice, delete it', async () => {
  // A practice session to compare with: a typed pitch, scored by the server.
  const practice = await user.api('POST', '/functions/pitch-analysis', { transcript: PITCH, practiceMode: 'text' });
  assert.ok(practice.saved, 'the practice session was saved');

  await logIn(page, server.base, user);
  await page.goto(url('/call-recordings'));
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined,
  );
  await visible(page.getByRole('heading', { name: 'Call Recordings', level: 1 }));
  await visible(page.getByText('No calls yet'));
  assert.equal(await page.getByText(/upgrade/i).count(), 0, 'no upgrade prompt');
  // Compare needs a selected call.
  await page.getByRole('button', { name: 'Compare with Practice' }).click();
  await visible(page.getByText('No call selected'));
  await shot('01-empty-1366');

  // The client check, in the spec's words, before anything is sent.
  await page.getByRole('tab', { name: 'Upload Call' }).click();
  const notAudio = join(audioDir, 'notes.txt');
  writeFileSync(notAudio, 'not a call');
  await page.getByTestId('call-file').setInputFiles(notAudio);
  await visible(page.getByText('Upload Failed'));
  await visible(page.getByText(/Invalid file type\. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac/));
  await page.getByRole('button', { name: 'Choose another file' }).click();

  // The upload: POST /api/recordings for the grant, then the PUT straight to the bucket, slowed so the progress shows.
  const size = statSync(callWav).size;
  const cdp = await throttleUploads(Math.max(20_000, Math.round(size / 6)));
  const granted = page.waitForResponse((r) => r.url().endsWith('/api/recordings') && r.request().method() === 'POST');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/s3/'));
  await page.getByTestId('call-file').setInputFiles(callWav);
  const grant = await granted;
  assert.equal(grant.status(), 201, await grant.text());
  const { recording, upload } = await grant.json();
  assert.deepEqual(JSON.parse(grant.request().postData()), { fileName: 'Acme discovery call.wav', fileSize: size, fileType: 'audio/wav' });
  assert.equal(recording.status, 'pending');
  const sent = await put;
  assert.equal(sent.url(), upload.url);
  assert.equal(sent.headers()['content-type'], 'audio/wav');
  assert.equal(sent.headers().authorization, undefined, 'the PUT carries no API token');

  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await visible(bar);
  let midway = 0;
  for (let i = 0; i < 100 && !midway; i++) {
    const now = Number(await bar.getAttribute('aria-valuenow').catch(() => '0'));
    if (now > 0 && now < 100) midway = now;
    else await page.waitForTimeout(100);
  }
  assert.ok(midway > 0 && midway < 100, 'the progress bar moved between 0 and 100');
  await shot('02-uploading-1366', false);
  await page.setViewportSize(PHONE);
  await shot('03-uploading-375', false);
  await page.setViewportSize(DESKTOP);
  await visible(page.getByText('Upload complete'), 60_000);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  await shot('04-upload-success-1366', false);

  // Processed by the server after the upload; the list polls until it is ready.
  await page.getByRole('button', { name: 'See Recent Calls' }).click();
  const row = page.locator(`[data-call-id="${recording.id}"]`);
  await visible(row);
  await visible(row.locator('[data-status="ready"], [data-status="failed"]'), 60_000).catch(async (error) => {
    const now = await user.api('GET', `/recordings/${recording.id}`).catch((e) => e.message);
    throw new Error(`the call was not processed within 60 s: ${JSON.stringify(now)}\nserver log:\n${server.output.join('').slice(-4000)}`, { cause: error });
  });
  const final = await row.getByTestId('call-status').getAttribute('data-status');
  const stored = await user.api('GET', `/recordings/${recording.id}`);
  assert.equal(final, 'ready', `the call ended ${final}: ${stored.failure_reason ?? ''}`);
  assert.ok(stored.score >= 0 && stored.score <= 10, `score ${stored.score}`);
  assert.match(await row.textContent(), new RegExp(`${stored.score.toFixed(1)}/10`));
  const analytics = page.getByTestId('call-analytics');
  await visible(analytics.getByText('From 1 scored call'));
  await shot('05-list-1366');
  await page.setViewportSize(PHONE);
  await shot('06-list-375');
  await page.setViewportSize(DESKTOP);

  // Compare from the list: select the call, then the toggle.
  await row.getByRole('button').first().click();
  assert.equal(await row.getByRole('button').first().getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Compare with Practice' }).click();
  await visible(page.getByTestId('compare-panel').getByTestId('compare-scorecard'));
  await shot('07-list-compare-1366');
  await page.getByRole('button', { name: 'Compare with Practice' }).click();
  assert.equal(await page.getByTestId('compare-panel').count(), 0);

  // The call's page.
  await row.getByRole('link', { name: /^Open / }).click();
  await page.waitForURL((u) => u.pathname === `/recordings/${recording.id}`);
  await visible(page.getByTestId('call-page'));
  assert.equal((await page.getByTestId('call-score').textContent()).replace('/10', ''), stored.score.toFixed(1));
  const transcript = await page.getByTestId('call-transcript').textContent();
  assert.equal(transcript, stored.transcript);
  const heard = KEY_WORDS.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(transcript));
  assert.ok(heard.length >= 3, `the transcript "${transcript}" has fewer than three of ${KEY_WORDS}`);
  const m = Math.floor(stored.duration_seconds);
  assert.equal(await page.getByTestId('call-duration').textContent(), `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
  const metrics = page.getByTestId('call-metrics');
  await visible(metrics);
  // Two voices: the speaker metrics appear when the server told them apart.
  if (stored.metrics.talk_ratio !== undefined) await visible(metrics.getByText(`${Math.round(stored.metrics.talk_ratio * 100)}%`));
  // The player's presigned link plays from the bucket.
  const audioSrc = await page.getByTestId('call-audio').getAttribute('src');
  const audioStatus = await page.evaluate(async (src) => (await fetch(src)).status, audioSrc);
  assert.equal(audioStatus, 200);
  await shot('08-call-1366');
  await page.setViewportSize(PHONE);
  await shot('09-call-375');
  await page.setViewportSize(DESKTOP);

  // Compare with the practice session.
  await page.getByRole('button', { name: 'Compare with Practice' }).click();
  const panel = page.getByTestId('compare-panel');
  await visible(panel.getByTestId('compare-scorecard'));
  const scoreRow = panel.getByTestId('compare-row-score');
  assert.match(await scoreRow.textContent(), new RegExp(`${(practice.analysis.overallScore / 10).toFixed(1)}`));
  assert.match(await scoreRow.textContent(), new RegExp(`${stored.score.toFixed(1)}`));
  assert.ok((await panel.locator('[data-moved]').count()) > 0, 'something moved between practice and the call');
  await shot('10-compare-scorecard-1366');
  await panel.getByRole('tab', { name: 'Transcript' }).click();
  await visible(panel.getByTestId('compare-practice-transcript'));
  await shot('11-compare-transcript-1366');
  assert.equal(await panel.getByTestId('compare-practice-transcript').locator('[data-testid="highlighted-text"]').textContent(), PITCH);
  await panel.getByRole('tab', { name: 'Audio' }).click();
  await visible(panel.getByLabel("The call's recording"));
  await page.setViewportSize(PHONE);
  await panel.getByRole('tab', { name: 'Scorecard' }).click();
  await shot('12-compare-375');
  await page.setViewportSize(DESKTOP);

  // Delete: the record and the object.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete call' }).click();
  await page.waitForURL((u) => u.pathname === '/call-recordings');
  await visible(page.getByText('No calls yet'));
  assert.deepEqual((await user.api('GET', '/recordings')).recordings, []);
  const gone = await page.evaluate(async (src) => (await fetch(src)).status, audioSrc);
  assert.equal(gone, 404, 'the object is gone from the bucket');
});

test('Cancel stops an upload and leaves no call behind', async () => {
  await page.goto(url('/call-recordings'));
  await page.getByRole('tab', { name: 'Upload Call' }).click();
  const cdp = await throttleUploads(4_000);
  const granted = page.waitForResponse((r) => r.url().endsWith('/api/recordings') && r.request().method() === 'POST');
  await page.getByTestId('call-file').setInputFiles(callWav);
  const { recording } = await (await granted).json();
  await visible(page.getByRole('progressbar', { name: 'Upload progress' }));
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/recordings/${recording.id}`) && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await visible(page.getByText('Upload cancelled.'));
  assert.equal((await deleted).status(), 200);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  assert.deepEqual((await user.api('GET', '/recordings')).recordings, []);
});
