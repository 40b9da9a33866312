import { ApiError } from '@/lib/api-client';

import { analysisErrorMessage } from '../messages';
import { analyzeBlocker, emptyScenario, industryFromProfile, MAX_PITCH_CHARS, pitchFormSchema, scenarioForRequest } from '../practice';

describe('analyzeBlocker', () => {
  const ok = { analyzing: false, signedIn: true, credits: 3, text: 'Hello' };
  it('enables the button with text, a user and a credit', () => {
    expect(analyzeBlocker(ok)).toBeNull();
    expect(analyzeBlocker({ ...ok, credits: -1 })).toBeNull(); // unlimited
    expect(analyzeBlocker({ ...ok, credits: 1 })).toBeNull();
  });
  it('disables it while analysing, signed out, loading, without credits or text', () => {
    expect(analyzeBlocker({ ...ok, analyzing: true })).toBe('analyzing');
    expect(analyzeBlocker({ ...ok, signedIn: false })).toBe('signedOut');
    expect(analyzeBlocker({ ...ok, credits: undefined })).toBe('loadingCredits');
    expect(analyzeBlocker({ ...ok, credits: 0 })).toBe('noCredits');
    expect(analyzeBlocker({ ...ok, text: '' })).toBe('empty');
  });
  it('leaves whitespace-only text to the "Please Enter Your Pitch" message', () => {
    expect(analyzeBlocker({ ...ok, text: '   ' })).toBeNull();
  });
});

describe('scenarioForRequest', () => {
  it('sends null when nothing was described, else the trimmed fields', () => {
    expect(scenarioForRequest({ difficulty: '', objection: '', industry: '', custom: '  ' })).toBeNull();
    expect(scenarioForRequest({ difficulty: '', objection: 'Price', industry: '', custom: ' A shop ' })).toEqual({
      difficulty: '',
      objection: 'Price',
      industry: '',
      custom: 'A shop',
    });
  });
  it('maps the onboarding industry', () => {
    expect(industryFromProfile('technology')).toBe('Technology');
    expect(industryFromProfile('other')).toBe('');
    expect(industryFromProfile(null)).toBe('');
  });
});

describe('analysisErrorMessage', () => {
  it('maps the server codes to the spec messages', () => {
    expect(analysisErrorMessage(new ApiError(400, 'empty_pitch', 'x')).title).toBe('Please Enter Your Pitch');
    expect(analysisErrorMessage(new ApiError(409, 'insufficient_credits', 'x'))).toEqual({
      title: 'Insufficient Credits',
      description: 'You need at least 1 credit to analyze a pitch.',
    });
    expect(analysisErrorMessage(new ApiError(401, 'unauthorized', 'x')).title).toBe('Authentication Required');
    expect(analysisErrorMessage(new ApiError(400, 'too_long', 'Your pitch is 2001 characters'))).toEqual({
      title: 'Pitch Too Long',
      description: 'Your pitch is 2001 characters',
    });
    expect(analysisErrorMessage(new ApiError(429, 'rate_limited', 'Slow down')).title).toBe('Too Many Requests');
    expect(analysisErrorMessage(new ApiError(500, 'internal', 'x')).title).toBe('Analysis Failed');
    expect(analysisErrorMessage(new Error('boom')).title).toBe('Analysis Failed');
  });
});

describe('pitchFormSchema', () => {
  it('trims the pitch, calls whitespace empty and keeps the limit', () => {
    expect(pitchFormSchema.parse({ pitch: '  Hi Sam \n', scenario: emptyScenario }).pitch).toBe('Hi Sam');
    const empty = pitchFormSchema.safeParse({ pitch: ' \n ', scenario: emptyScenario });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ path: ['pitch'], code: 'too_small', message: 'Please Enter Your Pitch' });
    expect(pitchFormSchema.safeParse({ pitch: 'x'.repeat(MAX_PITCH_CHARS + 1), scenario: emptyScenario }).success).toBe(false);
    expect(pitchFormSchema.safeParse({ pitch: 'ok', scenario: { ...emptyScenario, custom: 'x'.repeat(501) } }).success).toBe(false);
  });
});
