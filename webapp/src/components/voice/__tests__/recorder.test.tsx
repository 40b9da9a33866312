import { act, fireEvent, render, screen } from '@testing-library/react';

import { useRecorder } from '@/lib/voice/use-recorder';
import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';

import { Recorder, recordingFileName } from '../recorder';

let mic: FakeMicrophone;
beforeEach(() => {
  jest.useFakeTimers();
  mic = installFakeMicrophone();
});
afterEach(() => {
  mic.uninstall();
  jest.useRealTimers();
});

function Harness() {
  const recorder = useRecorder({ maxSeconds: 180 });
  return <Recorder recorder={recorder} maxSeconds={180} />;
}

test('records, pauses, resumes and stops; then offers playback, download and clear', async () => {
  render(<Harness />);
  expect(screen.getByTestId('recorder-timer')).toHaveTextContent('0:00 / 3:00');
  expect(screen.getByTestId('recorder-status')).toHaveTextContent('Ready to record');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Recording' })));
  expect(screen.getByTestId('recorder-status')).toHaveTextContent('Recording (stops by itself at 3:00)');
  await act(async () => jest.advanceTimersByTime(65_000));
  expect(screen.getByTestId('recorder-timer')).toHaveTextContent('1:05');

  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(screen.getByTestId('recorder-status')).toHaveTextContent('Paused');
  fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));

  expect(screen.getByTestId('recorder-status')).toHaveTextContent('Recording complete');
  expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', 'blob:fake/1');
  const download = screen.getByRole('link', { name: 'Download' });
  expect(download).toHaveAttribute('href', 'blob:fake/1');
  expect(download.getAttribute('download')).toMatch(/^pitch-\d{4}-\d{2}-\d{2}\.webm$/);

  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
  expect(mic.revoked).toEqual(['blob:fake/1']);
  expect(screen.getByTestId('recorder-timer')).toHaveTextContent('0:00');
});

test('a denied microphone shows the spec message as an alert', async () => {
  mic.failWith('NotAllowedError');
  render(<Harness />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Recording' })));
  expect(screen.getByRole('alert')).toHaveTextContent('Microphone access denied. Please allow microphone permissions and try again.');
  expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
});

test('recordingFileName uses the local date and the container', () => {
  const day = new Date(2025, 2, 4, 23, 30);
  expect(recordingFileName('pitch', 'audio/webm;codecs=opus', day)).toBe('pitch-2025-03-04.webm');
  expect(recordingFileName('pitch', 'audio/ogg', day)).toBe('pitch-2025-03-04.ogg');
  expect(recordingFileName('call', undefined, day)).toBe('call-2025-03-04.webm');
});
