import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { WaitlistModal } from '../waitlist-modal';

describe('WaitlistModal', () => {
  it('writes the trimmed company and team size into the e-mail it opens', async () => {
    render(<WaitlistModal open onOpenChange={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Company'), '  Acme Logistics ');
    await userEvent.type(screen.getByLabelText('Team size'), '12');
    const href = screen.getByRole('link', { name: 'Write the e-mail' }).getAttribute('href')!;
    expect(href).toMatch(/^mailto:/);
    const body = new URLSearchParams(href.split('?')[1]).get('body');
    expect(body).toContain('Company: Acme Logistics\nTeam size: 12\n');
  });
});
