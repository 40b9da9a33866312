import type { CallRecording } from '../../api/types';
import { callAnalytics, formatDuration, formatScore, isAbandoned, isFinal, isMoving, startOfWeek } from '../calls';

const call = (over: Partial<CallRecording>): CallRecording => ({
  id: 'c',
  user_id: 'u',
  title: 'Call',
  file_name: 'call.wav',
  file_type: 'audio/wav',
  file_size: 1,
  key: 'recordings/u/c.wav',
  created_at: '2026-03-02T10:00:00Z',
  status: 'ready',
  ...over,
});

test('formatDuration is m:ss', () => {
  expect(formatDuration(0)).toBe('0:00');
  expect(formatDuration(9.4)).toBe('0:09');
  expect(formatDuration(75)).toBe('1:15');
  expect(formatDuration(899.6)).toBe('14:59');
  expect(formatDuration(21.6)).toBe('0:21');
  expect(formatDuration(3725)).toBe('62:05');
  expect(formatDuration(undefined)).toBe('–');
  expect(formatDuration(-1)).toBe('–');
});

test('formatScore keeps one decimal', () => {
  expect(formatScore(7)).toBe('7.0');
  expect(formatScore(6.45)).toBe('6.5');
});

test('only ready and failed are final', () => {
  expect(['pending', 'uploaded', 'processing', 'ready', 'failed'].map((s) => isFinal(s as CallRecording['status']))).toEqual([false, false, false, true, true]);
});

test('startOfWeek is Monday 00:00 local', () => {
  expect(startOfWeek(new Date(2026, 2, 4, 15))).toEqual(new Date(2026, 2, 2)); // Wednesday -> Monday
  expect(startOfWeek(new Date(2026, 2, 8, 23))).toEqual(new Date(2026, 2, 2)); // Sunday -> the Monday before
  expect(startOfWeek(new Date(2026, 2, 2, 0, 5))).toEqual(new Date(2026, 2, 2));
});

describe('callAnalytics', () => {
  const now = new Date(2026, 2, 4, 12); // Wednesday 4 March 2026

  it('has nothing to average without scored calls', () => {
    expect(callAnalytics([], now)).toEqual({ calls: 0, scored: 0, averageScore: null, averagePace: null, thisWeek: 0 });
    expect(callAnalytics([call({ status: 'processing', created_at: new Date(2026, 2, 3).toISOString() })], now)).toEqual({
      calls: 1,
      scored: 0,
      averageScore: null,
      averagePace: null,
      thisWeek: 1,
    });
  });

  it('averages the ready calls only and counts this week from Monday', () => {
    const metrics = (wpm: number) => ({ words_per_minute: wpm, fillers_per_minute: 0, questions_asked: 0, next_step_agreed: false });
    const figures = callAnalytics(
      [
        call({ id: 'a', score: 8, metrics: metrics(150), created_at: new Date(2026, 2, 4, 9).toISOString() }),
        call({ id: 'b', score: 6.5, metrics: metrics(120), created_at: new Date(2026, 2, 2, 0, 1).toISOString() }),
        call({ id: 'c', status: 'failed', score: 1, created_at: new Date(2026, 2, 1, 23).toISOString() }),
        call({ id: 'd', status: 'uploaded', created_at: new Date(2026, 1, 20).toISOString() }),
      ],
      now,
    );
    expect(figures).toEqual({ calls: 4, scored: 2, averageScore: 7.25, averagePace: 135, thisWeek: 2 });
  });
});

test('a call waiting for its file long after the grant expired no longer moves', () => {
  const now = Date.parse('2026-03-04T12:00:00Z');
  expect(isMoving({ status: 'pending', created_at: '2026-03-04T11:00:00Z' }, now)).toBe(true);
  expect(isAbandoned({ status: 'pending', created_at: '2026-03-04T10:45:00Z' }, now)).toBe(true);
  expect(isMoving({ status: 'pending', created_at: '2026-03-04T10:45:00Z' }, now)).toBe(false);
  // Only a pending call is abandoned: processing may take long.
  expect(isMoving({ status: 'processing', created_at: '2026-03-04T09:00:00Z' }, now)).toBe(true);
  expect(isMoving({ status: 'ready', created_at: '2026-03-04T11:59:00Z' }, now)).toBe(false);
});
