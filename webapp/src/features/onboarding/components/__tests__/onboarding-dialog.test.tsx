import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { appConfigKey } from '@/lib/app-config';
import { createTestQueryClient } from '@/testing/test-utils';

import { OnboardingDialog } from '../onboarding-dialog';

/** `speechToText`: the server's engine in GET /api/config ('unavailable' without one). */
function renderDialog({ speechToText = 'transcribe' } = {}) {
  const onChoose = jest.fn();
  const onComplete = jest.fn();
  const client = createTestQueryClient();
  client.setQueryData(appConfigKey, { auth: {}, features: {}, local: true, demo: { objection: '' }, providers: { coach: 'builtin', speechToText, textToSpeech: 'polly' } });
  render(
    <QueryClientProvider client={client}>
      <OnboardingDialog open onChoose={onChoose} onComplete={onComplete} />
    </QueryClientProvider>,
  );
  return { onChoose, onComplete };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('OnboardingDialog', () => {
  it('keeps Continue disabled until an industry and then a challenge are chosen', async () => {
    const { onChoose } = renderDialog();
    expect(screen.getByText('Getting Started')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();

    await userEvent.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Which industry do you sell in?' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByText('Finance'));
    expect(continueButton()).toBeEnabled();
    await userEvent.click(continueButton());
    expect(onChoose).toHaveBeenCalledWith({ industry: 'finance' });

    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByText('Building trust'));
    await userEvent.click(continueButton());
    expect(onChoose).toHaveBeenCalledWith({ challenge: 'trust' });
    expect(screen.getByRole('heading', { name: 'Microphone Check' })).toBeInTheDocument();
  });

  it('offers skip links, then finishes', async () => {
    const { onChoose, onComplete } = renderDialog();
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await userEvent.click(screen.getByRole('button', { name: "I'll test later" }));
    expect(screen.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try AI roleplay' }));
    expect(onComplete).toHaveBeenCalledWith('roleplay');
  });

  it('advances from the welcome step after 3 s and completes on Escape', async () => {
    jest.useFakeTimers();
    try {
      const { onComplete } = renderDialog();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByText('2 of 5')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(onComplete).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('promises voice only where the server has a speech engine', async () => {
    renderDialog({ speechToText: 'unavailable' });
    expect(screen.getByText(/with an AI buyer, in writing/)).toBeInTheDocument();
    expect(screen.queryByText(/voice/)).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('heading', { name: 'Microphone Check' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Practice by text' })).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(screen.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(screen.queryByText(/out loud/)).not.toBeInTheDocument();
  });

  it('completes when closed', async () => {
    const { onComplete } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onComplete).toHaveBeenCalledWith();
  });
});
