import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeMicrophone, type FakeMicrophone } from '@/testing/fake-media';

import { MicrophoneCheck } from '../microphone-check';

let mic: FakeMicrophone;
afterEach(() => {
  mic.uninstall();
  jest.useRealTimers();
});

async function runCheck(level: number) {
  mic = installFakeMicrophone({ level });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onPassed = jest.fn();
  render(<MicrophoneCheck onPassed={onPassed} onSkip={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'Start check' }));
  await act(async () => jest.advanceTimersByTime(1000));
  return { onPassed };
}

test('hears the microphone through the shared recorder, then continues', async () => {
  const { onPassed } = await runCheck(0.3);
  expect(screen.getByText('Listening... 4s')).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '30');
  expect(mic.calls[0]).toEqual({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 } });
  await act(async () => jest.advanceTimersByTime(4200));
  expect(screen.getByText('We heard you. Your microphone works.')).toBeInTheDocument();
  expect(mic.streams[0]!.released).toBe(true);
  await act(async () => jest.advanceTimersByTime(1500));
  expect(onPassed).toHaveBeenCalledTimes(1);
});

test('a silent microphone fails the check', async () => {
  const { onPassed } = await runCheck(0);
  await act(async () => jest.advanceTimersByTime(4200));
  expect(screen.getByText(/No microphone input detected/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(onPassed).not.toHaveBeenCalled();
});

test('a denied microphone offers to ask again', async () => {
  mic = installFakeMicrophone({ level: 0.3 });
  mic.failWith('NotAllowedError');
  render(<MicrophoneCheck onPassed={jest.fn()} onSkip={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Start check' }));
  expect(await screen.findByText('Microphone access denied or unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request Microphone Permission' })).toBeInTheDocument();
});
