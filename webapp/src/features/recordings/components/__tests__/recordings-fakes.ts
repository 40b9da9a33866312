// An in-memory recordings API for the component tests, answered through the
// fake fetch edge: the calls, the upload grants and deletes it was asked for.
import type { Analysis, PracticeSession } from '@/types/api.gen';
import { fakeResponse, mockFetch } from '@/testing/fake-fetch';

import type { CallRecording, CreateRecordingBody } from '../../api/types';

export const S3_URL = 'http://127.0.0.1:9/s3/pitchperfect-recordings/recordings/user-1/';

const TRANSCRIPT = 'Hi Dana, thanks for taking the call. What does your team spend on reporting today? We could save you ten hours a week. Can we meet on Tuesday?';
const evidence = (quote: string, kind: 'positive' | 'negative', note: string) => {
  const start = TRANSCRIPT.indexOf(quote);
  return { category: 'clarity', quote, start, end: start + quote.length, kind, note };
};
const cat = (score: number) => ({ score, feedback: '' });

export function makeAnalysis(scores: number[], metrics: Partial<Analysis['metrics']> = {}, ev: Analysis['evidence'] = []): Analysis {
  return {
    overallScore: 0,
    categories: { clarity: cat(scores[0]!), confidence: cat(scores[1]!), persuasiveness: cat(scores[2]!), tone: cat(scores[3]!), objectionHandling: cat(scores[4]!) },
    recommendation: '',
    strengths: [],
    improvements: [],
    metrics: { wordsPerMinute: 140, fillersPerMinute: 1, questionCount: 1, nextStep: 'none', durationEstimated: false, ...metrics } as Analysis['metrics'],
    evidence: ev,
  };
}

export function makeCall(over: Partial<CallRecording> = {}): CallRecording {
  return {
    id: 'c1',
    user_id: 'user-1',
    title: 'Acme discovery',
    file_name: 'Acme discovery.wav',
    file_type: 'audio/wav',
    file_size: 2_000_000,
    key: 'recordings/user-1/c1.wav',
    created_at: new Date().toISOString(),
    status: 'ready',
    duration_seconds: 95,
    score: 7.4,
    top_strength: 'You asked about their reporting costs early.',
    top_improvement: 'Name the next step with a time.',
    transcript: TRANSCRIPT,
    categories: { clarity: 78, confidence: 66, handling: 59, vocabulary: 81 },
    metrics: { words_per_minute: 142, fillers_per_minute: 1.3, questions_asked: 2, next_step_agreed: true, talk_ratio: 0.62, longest_monologue_seconds: 41 },
    analysis: makeAnalysis([78, 66, 70, 68, 59], { wordsPerMinute: 142, fillersPerMinute: 1.3, questionCount: 2, nextStep: 'concrete' }, [
      evidence('What does your team spend on reporting today?', 'positive', 'A discovery question'),
      evidence('We could save you', 'negative', 'Hedged value'),
    ]),
    audio_url: 'http://127.0.0.1:9/s3/pitchperfect-recordings/recordings/user-1/c1.wav?X-Amz-Signature=get',
    ...over,
  };
}

export function makeSession(over: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: 's1',
    user_id: 'user-1',
    scenario_type: 'pitch_analysis',
    mode: 'text',
    difficulty: 'medium',
    industry: 'technology',
    objection: '',
    duration_seconds: 20,
    score: 64,
    category_scores: { clarity: 70, confidence: 66, persuasiveness: 60, tone: 72, objectionHandling: 50 },
    transcript: [{ id: '1', text: 'Our platform saves your team ten hours a week. Maybe we can talk?', sender: 'user', timestamp: '2026-03-01T10:00:00Z' }],
    feedback_data: makeAnalysis([70, 66, 60, 72, 50], { wordsPerMinute: 150, fillersPerMinute: 0, questionCount: 1, nextStep: 'vague', durationEstimated: true }, [
      { category: 'confidence', quote: 'Maybe', start: 48, end: 53, kind: 'negative', note: 'A hedge' },
    ]),
    completed_at: '2026-03-01T10:00:00Z',
    version: 1,
    ...over,
  };
}

type Reply = { status: number; body?: unknown };

/**
 * The fake API: GET/POST /api/recordings, GET/DELETE /api/recordings/{id},
 * GET /api/practice-sessions. `create` answers POST /api/recordings (default:
 * a pending call and a 10-minute grant).
 */
export function fakeRecordingsApi({
  calls = [] as CallRecording[],
  sessions = [] as PracticeSession[],
  create,
  deleteReply,
}: { calls?: CallRecording[]; sessions?: PracticeSession[]; create?: (body: CreateRecordingBody, n: number) => Reply; deleteReply?: Reply } = {}) {
  const state = {
    calls: [...calls],
    posts: [] as CreateRecordingBody[],
    deletes: [] as string[],
    requests: [] as string[],
  };
  const list = (call: CallRecording) => {
    const { transcript: _t, words: _w, analysis: _a, audio_url: _u, ...rest } = call;
    return rest;
  };
  const fetch = mockFetch(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    state.requests.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/recordings' && method === 'GET') return fakeResponse({ status: 200, body: { recordings: state.calls.map(list) } });
    if (url.pathname === '/api/recordings' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as CreateRecordingBody;
      state.posts.push(body);
      const n = state.posts.length;
      const reply = create?.(body, n) ?? {
        status: 201,
        body: {
          recording: makeCall({ id: `new${n}`, title: body.fileName.replace(/\.[^.]+$/, ''), file_name: body.fileName, status: 'pending', score: undefined }),
          upload: { method: 'PUT', url: `${S3_URL}new${n}.wav?X-Amz-Signature=${n}`, headers: { 'Content-Type': body.fileType }, expiresAt: new Date(Date.now() + 600_000).toISOString() },
        },
      };
      if (reply.status === 201) state.calls.unshift((reply.body as { recording: CallRecording }).recording);
      return fakeResponse(reply);
    }
    const one = /^\/api\/recordings\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const call = state.calls.find((c) => c.id === id);
      if (method === 'DELETE') {
        state.deletes.push(id);
        if (deleteReply) return fakeResponse(deleteReply);
        state.calls = state.calls.filter((c) => c.id !== id);
        return fakeResponse(call ? { status: 200, body: { success: true } } : { status: 404, body: { error: { code: 'not_found', message: 'Recording not found.' } } });
      }
      return fakeResponse(call ? { status: 200, body: call } : { status: 404, body: { error: { code: 'not_found', message: 'Recording not found.' } } });
    }
    if (url.pathname === '/api/practice-sessions') return fakeResponse({ status: 200, body: { sessions } });
    return fakeResponse({ status: 404, body: { error: { code: 'not_found', message: `no fake for ${method} ${url.pathname}` } } });
  });
  return { state, fetch };
}
