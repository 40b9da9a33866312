// Debian's Chromium through playwright-core (no browser download).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';

export const artifacts = resolve(import.meta.dirname, 'artifacts');

/**
 * `keepArtifacts`: leave earlier screenshots (a test file that writes to its own subfolder).
 * `fakeAudio`: an absolute WAV path; the browser then has a fake microphone that
 * plays it in a loop, and grants microphone access without asking.
 */
export async function launchBrowser({ keepArtifacts = false, fakeAudio } = {}) {
  if (!keepArtifacts) rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'pp-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ...(fakeAudio ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeAudio}`] : []),
    ],
  });
  const errors = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  return {
    context,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const screenshot = (page, name) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: false });
