import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AiSettingsDialog } from '../ai-settings-dialog';

const stored = () => JSON.parse(localStorage.getItem('aiSettings') ?? 'null');

describe('AiSettingsDialog', () => {
  it('opens on the saved settings and keeps the changes only when saved', async () => {
    localStorage.setItem('aiSettings', JSON.stringify({ disclosureLevel: 'minimal', showBadges: true, showDisclosures: true }));
    const onOpenChange = jest.fn();
    const { unmount } = render(<AiSettingsDialog open onOpenChange={onOpenChange} />);

    expect(screen.getByRole('radio', { name: /Minimal/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Detailed/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /"AI" badges/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(stored()).toEqual({ disclosureLevel: 'minimal', showBadges: true, showDisclosures: true });
    unmount();

    render(<AiSettingsDialog open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Detailed/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /"AI" badges/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toEqual({ disclosureLevel: 'detailed', showBadges: false, showDisclosures: true });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
