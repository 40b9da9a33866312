import type { Analysis, PracticeSession } from '@/types/api.gen';

import type { CallRecording } from '../../api/types';
import { callCategoriesOf, compareRows, sessionAnalysis, sessionLabel, sessionTranscript } from '../compare';

const cat = (score: number) => ({ score, feedback: '' });
const analysis = (over: { scores: number[]; wpm: number; fillers: number; questions: number; nextStep: Analysis['metrics']['nextStep']; estimated?: boolean }): Analysis =>
  ({
    overallScore: 0,
    categories: {
      clarity: cat(over.scores[0]!),
      confidence: cat(over.scores[1]!),
      persuasiveness: cat(over.scores[2]!),
      tone: cat(over.scores[3]!),
      objectionHandling: cat(over.scores[4]!),
    },
    recommendation: '',
    strengths: [],
    improvements: [],
    evidence: [],
    metrics: { wordsPerMinute: over.wpm, fillersPerMinute: over.fillers, questionCount: over.questions, nextStep: over.nextStep, durationEstimated: over.estimated ?? false },
  }) as unknown as Analysis;

const session: PracticeSession = {
  id: 's1',
  user_id: 'u',
  scenario_type: 'pitch_analysis',
  mode: 'text',
  difficulty: '',
  industry: '',
  objection: '',
  duration_seconds: 30,
  score: 72,
  category_scores: null,
  transcript: [{ id: '1', text: 'Our tool saves you time.', sender: 'user', timestamp: '' }],
  feedback_data: analysis({ scores: [70, 60, 75, 80, 50], wpm: 150, fillers: 0, questions: 0, nextStep: 'none', estimated: true }),
  completed_at: '2026-03-01T10:00:00Z',
  version: 1,
};

const call: CallRecording = {
  id: 'c1',
  user_id: 'u',
  title: 'Acme call',
  file_name: 'acme.wav',
  file_type: 'audio/wav',
  file_size: 1,
  key: 'k',
  created_at: '2026-03-02T10:00:00Z',
  status: 'ready',
  score: 8.1,
  categories: { clarity: 82, confidence: 60, handling: 65, vocabulary: 71 },
  metrics: { words_per_minute: 132.4, fillers_per_minute: 2.5, questions_asked: 3, next_step_agreed: true },
  analysis: analysis({ scores: [80, 60, 70, 80, 65], wpm: 130, fillers: 2.5, questions: 3, nextStep: 'concrete' }),
};

test('the scorecard compares the same figures and says what moved from practice to the call', () => {
  const rows = Object.fromEntries(compareRows(call, session).map((r) => [r.key, r]));
  expect(rows.score).toMatchObject({ practice: '7.2', call: '8.1', moved: 'up', delta: '+0.9', better: true });
  // The call's own scorecard; the practice's derived from its analysis as the server does for calls.
  expect(rows.clarity).toMatchObject({ label: 'Clarity', practice: '70', call: '82', moved: 'up', delta: '+12', better: true });
  expect(rows.confidence).toMatchObject({ practice: '60', call: '60', moved: 'same', delta: null, better: null });
  expect(rows.handling).toMatchObject({ label: 'Handling', practice: '50', call: '65', moved: 'up', delta: '+15' });
  // (75 + 80) / 2 = 77.5 -> 78 in practice.
  expect(rows.vocabulary).toMatchObject({ label: 'Vocabulary', practice: '78', call: '71', moved: 'down', delta: '−7', better: false });
  expect(Object.keys(rows)).toEqual(['score', 'clarity', 'confidence', 'handling', 'vocabulary', 'pace', 'fillers', 'questions', 'nextStep']);
  // The call's own metrics; a typed practice pace is estimated.
  // Pace: nearer the 140–160 sweet spot is better, whichever way it moved.
  expect(rows.pace).toMatchObject({ practice: '150', call: '132', moved: 'down', better: false, note: 'The practice pace is estimated: it was typed, not spoken.' });
  // More fillers is worse.
  expect(rows.fillers).toMatchObject({ practice: '0.0', call: '2.5', moved: 'up', delta: '+2.5', better: false });
  expect(rows.questions).toMatchObject({ practice: '0', call: '3', moved: 'up', better: true });
  expect(rows.nextStep).toMatchObject({ practice: 'No', call: 'Yes', moved: 'up', delta: null, better: true });
});

test('a figure missing on one side is shown without a move', () => {
  const rows = Object.fromEntries(
    compareRows({ ...call, categories: undefined, analysis: undefined, metrics: undefined }, { ...session, category_scores: { clarity: 70, objectionHandling: 40 }, feedback_data: null }).map((r) => [r.key, r]),
  );
  expect(rows.clarity).toMatchObject({ practice: '70', call: '–', moved: null, delta: null });
  expect(rows.handling).toMatchObject({ practice: '40', call: '–', moved: null });
  expect(rows.vocabulary).toMatchObject({ practice: '–', call: '–', moved: null });
  expect(rows.pace).toMatchObject({ practice: '–', call: '–', moved: null });
});

test('sessionAnalysis, sessionTranscript, sessionLabel', () => {
  expect(sessionAnalysis(session)?.categories.clarity.score).toBe(70);
  expect(sessionAnalysis({ ...session, feedback_data: { turns: [] } })).toBeNull();
  expect(sessionTranscript({ ...session, transcript: [...session.transcript!, { id: '2', text: 'Buyer line', sender: 'ai', timestamp: '' }] })).toBe('Our tool saves you time.');
  expect(sessionLabel(session)).toMatch(/Text pitch · 72\/100$/);
});

test("callCategoriesOf maps the coach's five categories onto the call's four as the server does", () => {
  expect(callCategoriesOf(analysis({ scores: [81, 62, 70, 75, 44], wpm: 0, fillers: 0, questions: 0, nextStep: 'none' }))).toEqual({
    clarity: 81,
    confidence: 62,
    handling: 44,
    vocabulary: 73,
  });
});

test('a pace moving into the sweet spot is better, out of it worse, within it neither', () => {
  const readyCall = call;
  const pace = (call: number, practice: number) => {
    const c: CallRecording = { ...readyCall, metrics: { ...readyCall.metrics!, words_per_minute: call } };
    const p = { ...session, feedback_data: analysis({ scores: [0, 0, 0, 0, 0], wpm: practice, fillers: 0, questions: 0, nextStep: 'none' }) };
    return compareRows(c, p).find((r) => r.key === 'pace')!;
  };
  expect(pace(211, 150)).toMatchObject({ moved: 'up', better: false });
  expect(pace(155, 190)).toMatchObject({ moved: 'down', better: true });
  expect(pace(150, 120)).toMatchObject({ moved: 'up', better: true });
  expect(pace(158, 142)).toMatchObject({ moved: 'up', better: null });
});
