import { render, screen } from '@testing-library/react';

import { AiBadge, AiDisclosure } from '../ai-disclosure';

const save = (settings: object) => localStorage.setItem('aiSettings', JSON.stringify(settings));

describe('AI disclosure', () => {
  it('says which scorer answered at the standard level (the default)', () => {
    render(
      <>
        <AiBadge />
        <AiDisclosure provider="builtin" fallback={false} />
      </>,
    );
    expect(screen.getByTitle('AI-generated')).toBeInTheDocument();
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent("PitchPerfect's built-in coach");
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
        <AiBadge />
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
