// Voice in the browser against the real local server and its local speech
// engines: Chromium's fake microphone plays a sentence spoken by flite (in a
// loop); the server transcribes the WebM/Opus recording with pocketsphinx.
// (a) /practice Voice Practice: record, stop, a scored analysis of the
// transcript; (b) /voice-training: a 5 s recording and its transcript, and
// the diagnostics. Screenshots go to e2e/artifacts/voice/ (1366 and 375 px).
// Needs flite and ffmpeg (`make voice-deps`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createUser, logIn } from './accounts.mjs';
import { artifacts, launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const SENTENCE = 'Our software saves your team ten hours every week and cuts your costs in half.';
// Words a recogniser can get wrong in either direction are left out ("our", "and", "in", "cuts").
const KEY_WORDS = ['software', 'saves', 'your', 'team', 'ten', 'hours', 'every', 'week', 'costs', 'half'];
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

let server;
let browser;
let page;
let user;
let audioDir;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shots = join(artifacts, 'voice');
const shot = async (name, fullPage = true) => {
  // From the top, so the sticky header sits where it belongs in a full-page shot.
  if (fullPage) await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
};

/** The sentence's key words found in a transcript. */
const keyWordsIn = (text) => KEY_WORDS.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));

/** The sentence as a 48 kHz mono WAV with a second of silence after it (the fake microphone loops it). */
function speakSentence(dir) {
  const raw = join(dir, 'sentence-16k.wav');
  const wav = join(dir, 'sentence.wav');
  try {
    execFileSync('flite', ['-voice', 'slt', '-t', SENTENCE, '-o', raw]);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-af', 'apad=pad_dur=1', '-ar', '48000', '-ac', '1', wav]);
  } catch (error) {
    throw new Error(`making the test audio needs flite and ffmpeg (run \`make voice-deps\`): ${error.message}`);
  }
  return wav;
}

before(async () => {
  audioDir = mkdtempSync(join(tmpdir(), 'pp-e2e-voice-'));
  const wav = speakSentence(audioDir);
  server = await startServer();
  browser = await launchBrowser({ keepArtifacts: true, fakeAudio: wav });
  mkdirSync(shots, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize(DESKTOP);
  // Onboarded, with the trial's credits.
  user = await createUser(server.base, { name: 'Ada Voice', trial: true });
  const config = await (await fetch(url('/api/config'))).json();
  assert.notEqual(config.providers.speechToText, 'unavailable', 'the local server has no speech engine: run `make voice-deps`');
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (audioDir) rmSync(audioDir, { recursive: true, force: true });
});

test('voice practice: record a pitch, stop, and get the transcript scored with the recording to play back', async () => {
  await logIn(page, server.base, user);
  await page.goto(url('/practice'));
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => accept.click(),
    () => undefined, // already chosen
  );
  await page.evaluate(() => localStorage.setItem('pitchperfect_practice_tour_completed', 'true'));
  await page.reload();

  await page.getByRole('button', { name: 'Start Voice Practice' }).click();
  // The fake-UI flag grants the microphone up front: the Permissions API may
  // already say so (then the recorder shows at once) or still say 'prompt'.
  const recorder = page.getByTestId('recorder');
  const grant = page.getByRole('button', { name: 'Grant Access' });
  await visible(recorder.or(grant));
  if (await grant.isVisible()) {
    await shot('01-practice-voice-permission');
    await grant.click();
  }
  await visible(recorder);
  await visible(page.getByTestId('recorder-timer').filter({ hasText: '0:00 / 3:00' }));

  await page.getByRole('button', { name: 'Start Recording' }).click();
  await visible(page.getByTestId('recorder-status').filter({ hasText: 'Recording' }));
  await page.waitForTimeout(3000);
  // The level meter moves with the fake microphone's speech.
  const levels = [];
  for (let i = 0; i < 10; i++) {
    levels.push(Number(await page.getByRole('meter', { name: 'Microphone input level' }).getAttribute('aria-valuenow')));
    await page.waitForTimeout(100);
  }
  assert.ok(Math.max(...levels) > 0, `the level meter stayed at 0: ${levels}`);
  await shot('02-practice-voice-recording', false);
  await page.waitForTimeout(2000);

  const transcribed = page.waitForResponse((r) => r.url().endsWith('/api/functions/voice-to-text'), { timeout: 60_000 });
  const analysed = page.waitForResponse((r) => r.url().endsWith('/api/functions/pitch-analysis'), { timeout: 90_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  const stt = await transcribed;
  const heard = await stt.json();
  assert.equal(stt.status(), 200, JSON.stringify(heard));
  const sent = JSON.parse(stt.request().postData());
  assert.equal(sent.format, 'webm');
  assert.ok(sent.audio.length > 1000, 'the recording was sent');
  assert.ok(heard.durationSeconds > 4 && heard.durationSeconds < 9, `duration ${heard.durationSeconds}`);
  assert.ok(keyWordsIn(heard.text).length >= 2, `the transcript "${heard.text}" has fewer than two words of "${SENTENCE}"`);
  assert.ok(heard.words.length > 0);

  const scored = await analysed;
  assert.equal(scored.status(), 200, await scored.text());
  const request = JSON.parse(scored.request().postData());
  assert.equal(request.practiceMode, 'voice');
  assert.equal(request.transcript, heard.text);
  assert.equal(request.durationSeconds, heard.durationSeconds);
  assert.deepEqual(request.words, heard.words);
  const result = await scored.json();

  await visible(page.getByTestId('analysis-results'));
  assert.ok((await page.getByTestId('score').textContent()).startsWith(String(result.analysis.overallScore)));
  await visible(page.getByRole('heading', { name: 'Your pitch, as the coach heard it' }));
  const shown = await page.getByTestId('highlighted-text').textContent();
  assert.equal(shown, heard.text);
  assert.ok(keyWordsIn(shown).length >= 2, `the transcript on screen "${shown}" has fewer than two words of the sentence`);
  const playback = page.getByTestId('result-recording');
  assert.match(await playback.getAttribute('src'), /^blob:/);
  await shot('03-practice-voice-result');
  await page.setViewportSize(PHONE);
  await shot('04-practice-voice-result-375');

  // Practice Again: a fresh recorder, no transcript, no score, no recording.
  await page.getByRole('button', { name: 'Practice Again' }).first().click();
  await visible(page.getByRole('button', { name: 'Start Recording' }));
  assert.equal(await page.getByTestId('analysis-results').count(), 0);
  assert.equal(await page.getByLabel('Your recording').count(), 0);
  await visible(page.getByTestId('recorder-timer').filter({ hasText: '0:00' }));
  await shot('05-practice-voice-375');
  await page.setViewportSize(DESKTOP);
  await shot('06-practice-voice-ready');
});

test('/voice-training: the mic button records 5 s, stops by itself and shows what was said; the diagnostics pass', async () => {
  await page.goto(url('/voice-training'));
  await visible(page.getByText('Click to start recording'));
  await shot('07-voice-training');
  const transcribed = page.waitForResponse((r) => r.url().endsWith('/api/functions/voice-to-text'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Start recording' }).click();
  await visible(page.getByTestId('listening'));
  await page.waitForTimeout(1500);
  await shot('08-voice-training-listening', false);
  // It stops by itself after 5 s.
  await page.getByTestId('listening').waitFor({ state: 'hidden', timeout: 10_000 });
  const stt = await transcribed;
  const heard = await stt.json();
  assert.equal(stt.status(), 200, JSON.stringify(heard));
  assert.ok(heard.durationSeconds > 3.5 && heard.durationSeconds < 7, `duration ${heard.durationSeconds}`);
  const transcript = page.getByTestId('voice-transcript');
  await visible(transcript, 60_000);
  const text = await transcript.locator('p').first().textContent();
  assert.equal(text, heard.text);
  assert.ok(keyWordsIn(text).length >= 2, `the transcript "${text}" has fewer than two words of "${SENTENCE}"`);
  await visible(page.getByLabel('Your recording'));
  await shot('09-voice-training-transcript');

  await page.getByRole('button', { name: 'Run Full Diagnostics' }).click();
  for (const name of ['support', 'permission', 'server', 'level']) {
    await page.locator(`[data-testid="diag-${name}"][data-status="ok"]`).waitFor({ timeout: 20_000 });
  }
  await shot('10-voice-training-diagnostics');
  await page.setViewportSize(PHONE);
  await shot('11-voice-training-375');
  await page.setViewportSize(DESKTOP);
});

test('the browser reported no uncaught errors', () => {
  assert.deepEqual(browser.errors, []);
});
