import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { ErrorBoundary } from '../errors/error-boundary';
import { toast, Toaster } from '../ui/toast';

describe('Toaster', () => {
  it('shows at most one toast, the newest, with a close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('closes by itself after its duration', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Analysis Complete', duration: 4000 });
      });
      act(() => jest.advanceTimersByTime(3999));
      expect(screen.getByText('Analysis Complete')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Analysis Complete')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ErrorBoundary', () => {
  function Bomb() {
    const [armed, setArmed] = useState(true);
    if (armed && (globalThis as { explode?: boolean }).explode) throw new Error('Kaboom');
    return <button onClick={() => setArmed(false)}>Fine</button>;
  }

  it('shows the error screen and Try Again renders the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (globalThis as { explode?: boolean }).explode = true;
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();

    (globalThis as { explode?: boolean }).explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Fine' })).toBeInTheDocument();
  });
});
