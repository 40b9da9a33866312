// A Voice Only role-play in Chromium against the real local server and its
// local speech engines: Chromium's fake microphone plays a rep's sentence
// spoken by flite (in a loop); the rep records about 5 s, the server
// transcribes the WebM/Opus recording with pocketsphinx and the buyer
// answers; the buyer's lines come back as server TTS (flite, Ogg/Opus) and
// play in the page; the spoken turn costs exactly 2 credits.
// Screenshots go to e2e/artifacts/roleplay-voice/ (1366 and 375 px).
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

const SENTENCE = 'I hear you. What are you comparing the price against?';
// Words of the sentence a recogniser should not miss with the scenario's hints.
const KEY_WORDS = ['hear', 'comparing', 'price', 'against'];
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

let server;
let browser;
let page;
let user;
let audioDir;

const url = (path) => `${server.base}${path}`;
const visible = (locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const shots = join(artifacts, 'roleplay-voice');
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
const credits = async () => (await user.api('GET', '/profile')).credits_remaining;
const keyWordsIn = (text) => KEY_WORDS.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));

/** The sentence as a 48 kHz mono WAV with a second of silence after it (the fake microphone loops it). */
function speakSentence(dir) {
  const raw = join(dir, 'rep-16k.wav');
  const wav = join(dir, 'rep.wav');
  try {
    execFileSync('flite', ['-voice', 'slt', '-t', SENTENCE, '-o', raw]);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-af', 'apad=pad_dur=1', '-ar', '48000', '-ac', '1', wav]);
  } catch (error) {
    throw new Error(`making the test audio needs flite and ffmpeg (run \`make voice-deps\`): ${error.message}`);
  }
  return wav;
}

/** The buyer's voice: clips played to the end and the length of the last one (set on the audio's 'ended'). */
async function buyerVoice() {
  const el = page.getByTestId('buyer-voice');
  return { played: Number(await el.getAttribute('data-played')), seconds: Number(await el.getAttribute('data-played-seconds')), status: await el.getAttribute('data-status') };
}

/** Waits until the buyer's voice has played `clips` clips to the end. */
async function waitForPlayed(clips, timeout = 30_000) {
  await page.waitForFunction((n) => Number(globalThis.document.querySelector('[data-testid="buyer-voice"]')?.getAttribute('data-played')) >= n, clips, { timeout });
}

/** Records about `seconds` of the fake microphone with the mic button, then sends it; returns the rep's new message. */
async function speakReply(seconds, shotName) {
  const userMessages = page.getByTestId('user-message');
  const aiMessages = page.getByTestId('ai-message');
  const before = { mine: await userMessages.count(), buyer: await aiMessages.count() };
  await page.getByRole('button', { name: 'Speak your reply' }).click();
  await visible(page.getByText('Listening...'));
  assert.equal(await page.getByTestId('voice-capture').getAttribute('data-phase'), 'listening');
  await page.waitForTimeout(seconds * 1000);
  assert.match(await page.getByTestId('capture-clock').textContent(), new RegExp(`^0:0[${seconds - 1}-${seconds + 1}] / 5:00$`));
  if (shotName) await shot(shotName);
  await page.getByRole('button', { name: 'Stop and send' }).click();
  // The recording is on its way: a pending bubble, the mic busy.
  await visible(page.getByTestId('pending-voice'), 5_000).catch(() => undefined);
  await aiMessages.nth(before.buyer).waitFor({ timeout: 60_000 });
  const mine = userMessages.nth(before.mine);
  await visible(mine);
  return {
    heard: (await mine.locator('div').first().textContent()).trim(),
    marker: await mine.getByTestId('spoken-marker').textContent(),
    answer: (await aiMessages.nth(before.buyer).locator('div').first().textContent()).trim(),
  };
}

/** Waits for the coach's feedback on the newest reply, beside the conversation: nothing opens on top of it. */
async function closeOverlays() {
  await visible(page.getByTestId('feedback-panel').getByTestId('report-score'), 10_000);
  assert.equal(await page.getByRole('dialog').count(), 0);
}

before(async () => {
  audioDir = mkdtempSync(join(tmpdir(), 'pp-e2e-roleplay-voice-'));
  const wav = speakSentence(audioDir);
  server = await startServer();
  const config = await (await fetch(url('/api/config'))).json();
  assert.notEqual(config.providers.speechToText, 'unavailable', 'the local server has no speech recogniser: run `make voice-deps`');
  assert.notEqual(config.providers.textToSpeech, 'unavailable', 'the local server has no speech synthesiser: run `make voice-deps`');
  rmSync(shots, { recursive: true, force: true });
  browser = await launchBrowser({ keepArtifacts: true, fakeAudio: wav });
  mkdirSync(shots, { recursive: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize(DESKTOP);
  // A new account (signed up through the local Cognito and its mailbox), onboarded, with the trial's 11 credits.
  user = await createUser(server.base, { name: 'Rita Voice', trial: true });
  await logIn(page, server.base, user);
  const accept = page.getByRole('button', { name: 'Accept All' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (audioDir) rmSync(audioDir, { recursive: true, force: true });
});

test('Voice Only: the rep speaks ~5 s, the server transcribes it, the buyer answers aloud, and the turn costs exactly 2 credits', async () => {
  await page.goto(url('/roleplay'));
  await visible(page.getByRole('button', { name: 'Start Roleplay Session' }));
  await page.getByLabel('Voice Only').check();
  await visible(page.getByText('Speak your replies and hear the buyer. 2 credits per spoken reply.'));
  await page.getByLabel('AI voice style').selectOption('skeptical');
  await shot('01-setup-voice-only-1366');
  const startCredits = await credits();
  assert.equal(startCredits, 11);

  await page.getByRole('button', { name: 'Start Roleplay Session' }).click();
  const aiMessages = page.getByTestId('ai-message');
  await aiMessages.nth(1).waitFor({ timeout: 10_000 });
  await visible(page.getByTestId('roleplay-credits').filter({ hasText: 'Credits: 11 · 2 credits per spoken reply' }));
  // Voice Only has no reply box: the mic is the way to answer.
  assert.equal(await page.getByLabel('Your reply', { exact: true }).count(), 0);
  // Both opening lines are spoken by the server's voice and play to the end.
  await waitForPlayed(2);
  const opening = await buyerVoice();
  assert.ok(opening.seconds > 0.5, `the opening clip played ${opening.seconds} s`);

  const turn = await speakReply(5, '02-listening-1366');
  assert.ok(keyWordsIn(turn.heard).length >= 3, `the transcript "${turn.heard}" misses the sentence "${SENTENCE}"`);
  assert.match(turn.marker, /Spoken · \d+ s · transcribed/);
  assert.ok(turn.answer.length > 0);
  // The buyer's answer is spoken too: a third clip plays to the end.
  await waitForPlayed(3);
  const answered = await buyerVoice();
  assert.ok(answered.seconds > 0.5, `the answer's clip played ${answered.seconds} s`);
  await visible(page.getByTestId('roleplay-credits').filter({ hasText: 'Credits: 9' }));
  assert.equal(await credits(), startCredits - 2);

  // The capture goes back to idle 2 s after the message was sent (the reflection opens meanwhile, unchanged).
  await page.waitForFunction(() => globalThis.document.querySelector('[data-testid="voice-capture"]')?.getAttribute('data-phase') === 'idle', null, { timeout: 5_000 });
  await closeOverlays();
  await shot('03-after-spoken-turn-1366');
  assert.deepEqual(browser.errors, []);
});

test('at 375 px a second spoken turn fits the phone and costs 2 more credits', async () => {
  await page.setViewportSize(PHONE);
  await page.getByTestId('mic-button').scrollIntoViewIfNeeded();
  const before = await credits();
  const turn = await speakReply(5, '04-listening-375');
  assert.ok(keyWordsIn(turn.heard).length >= 3, `the transcript "${turn.heard}" misses the sentence "${SENTENCE}"`);
  await closeOverlays();
  await waitForPlayed(4);
  await shot('05-after-spoken-turn-375');
  // Nothing wider than the phone.
  assert.ok(await page.evaluate(() => globalThis.document.documentElement.scrollWidth <= globalThis.innerWidth + 1), 'the page scrolls sideways at 375 px');
  assert.equal(await credits(), before - 2);
});

test('Voice + Text: the mic sits next to the reply box, and a typed reply costs 1 credit', async () => {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: '← Back to setup' }).click();
  await page.getByLabel('Voice + Text').check();
  await visible(page.getByText('Speak or type, and read along. 2 credits per spoken reply, 1 per typed reply.'));
  await page.getByRole('button', { name: 'Start Roleplay Session' }).click();
  const aiMessages = page.getByTestId('ai-message');
  await aiMessages.nth(1).waitFor({ timeout: 10_000 });
  await visible(page.getByTestId('roleplay-credits').filter({ hasText: '2 credits per spoken reply, 1 per typed reply' }));
  await visible(page.getByRole('button', { name: 'Speak your reply' }));
  const before = await credits();
  const box = page.getByLabel('Your reply', { exact: true });
  await box.fill('Fair point. What would make the $4,800 worth it for your team?');
  await box.press('Enter');
  await aiMessages.nth(2).waitFor({ timeout: 30_000 });
  await closeOverlays();
  await shot('06-voice-and-text-375');
  assert.equal(await credits(), before - 1);
  assert.deepEqual(browser.errors, []);
});
