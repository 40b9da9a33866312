import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

import { appConfigKey } from '@/lib/app-config';
import { createTestQueryClient } from '@/testing/test-utils';

import { AiBadge, AiDisclosure } from '../ai-disclosure';

/** Renders with the server's coach in GET /api/config. */
function render(ui: ReactElement, coach = 'builtin') {
  const client = createTestQueryClient();
  client.setQueryData(appConfigKey, { providers: { coach, speechToText: 'unavailable', textToSpeech: 'unavailable' } });
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const save = (settings: object) => localStorage.setItem('aiSettings', JSON.stringify(settings));

describe('AI disclosure', () => {
  it('badges the rule-based coach as what it is, not as AI', () => {
    render(
      <>
        <AiBadge provider="builtin" />
        <AiDisclosure provider="builtin" fallback={false} />
      </>,
    );
    expect(screen.getByText('Built-in coach')).toBeInTheDocument();
    expect(screen.queryByText('AI')).not.toBeInTheDocument();
    expect(screen.queryByTitle('AI-generated')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent("This feedback comes from PitchPerfect's built-in coach, not an AI model");
    expect(screen.getByTestId('ai-disclosure')).not.toHaveTextContent('AI-generated');
  });

  it("badges an AI model's feedback 'AI', and backup mode as the built-in coach", () => {
    const { unmount } = render(
      <>
        <AiBadge provider="bedrock" />
        <AiDisclosure provider="bedrock" fallback={false} />
      </>,
    );
    expect(screen.getByTitle('AI-generated')).toHaveTextContent('AI');
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent('This feedback is AI-generated');
    unmount();
    render(<AiBadge provider="bedrock" fallback />);
    expect(screen.getByText('Built-in coach')).toBeInTheDocument();
  });

  it("without a named scorer, follows the server's coach", () => {
    const { unmount } = render(<AiBadge />, 'builtin');
    expect(screen.getByText('Built-in coach')).toBeInTheDocument();
    unmount();
    render(<AiBadge />, 'bedrock');
    expect(screen.getByTitle('AI-generated')).toBeInTheDocument();
  });

  it('names backup mode, and explains the measures at the detailed level', () => {
    save({ disclosureLevel: 'detailed', showBadges: true, showDisclosures: true });
    render(<AiDisclosure provider="openai" fallback />);
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent('backup mode');
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent('Every finding quotes the words it came from.');
  });

  it('keeps only the short note at the minimal level, and hides what the user turned off', () => {
    save({ disclosureLevel: 'minimal', showBadges: false, showDisclosures: true });
    const { unmount } = render(
      <>
        <AiBadge provider="bedrock" />
        <AiDisclosure provider="bedrock" fallback={false} />
      </>,
    );
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent('This feedback is AI-generated: use it as coaching guidance.');
    expect(screen.getByTestId('ai-disclosure')).not.toHaveTextContent('bedrock');
    expect(screen.queryByTitle('AI-generated')).not.toBeInTheDocument();
    unmount();
    save({ disclosureLevel: 'standard', showBadges: true, showDisclosures: false });
    render(<AiDisclosure provider="bedrock" fallback={false} />);
    expect(screen.queryByTestId('ai-disclosure')).not.toBeInTheDocument();
  });
});
