import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AccessibilityProvider } from '../../hooks/use-accessibility';
import { AccessibilityButton, AccessibilityDialogHost } from '../accessibility-button';

describe('accessibility settings', () => {
  it('the header button opens the dialog; settings apply to <html> and are kept locally', async () => {
    render(
      <AccessibilityProvider>
        <AccessibilityButton />
        <AccessibilityDialogHost />
      </AccessibilityProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    expect(await screen.findByRole('dialog', { name: 'Accessibility settings' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /High contrast/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Reduced motion/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Extra large' }));

    const html = document.documentElement;
    expect(html).toHaveClass('high-contrast', 'reduce-motion', 'font-size-xl');
    expect(JSON.parse(localStorage.getItem('accessibility-settings')!)).toEqual({ highContrast: true, reducedMotion: true, fontSize: 'xl' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(html).not.toHaveClass('high-contrast');
    expect(html).not.toHaveClass('font-size-xl');
  });
});
