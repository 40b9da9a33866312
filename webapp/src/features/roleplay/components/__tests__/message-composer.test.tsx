import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { MessageComposer } from '../message-composer';

function Harness({ replying = false, onSend }: { replying?: boolean; onSend: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MessageComposer
      value={value}
      onChange={setValue}
      replying={replying}
      onSend={() => {
        onSend(value);
        setValue('');
      }}
    />
  );
}

describe('MessageComposer', () => {
  it('sends on Enter, and Shift+Enter starts a new line instead', async () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByLabelText('Your reply');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nsecond line');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect(box).toHaveValue('');
  });

  it('keeps Send off while the box is empty or only spaces', async () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your reply'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your reply'), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your reply'), 'hi');
    expect(send).toBeEnabled();
  });

  it('keeps Send off and ignores Enter while the buyer is replying', async () => {
    const onSend = jest.fn();
    render(<Harness replying onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Your reply'), 'Are you comparing us to your current tool?{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('puts the mic and its status next to the box only when given (Voice + Text)', () => {
    const { rerender } = render(<MessageComposer value="" onChange={() => undefined} onSend={() => undefined} replying={false} />);
    expect(screen.queryByRole('button', { name: 'Speak your reply' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveAttribute('placeholder', 'Type your reply to the buyer…');
    rerender(
      <MessageComposer
        value=""
        onChange={() => undefined}
        onSend={() => undefined}
        replying={false}
        mic={<button type="button">Speak your reply</button>}
        micStatus={<p>Listening...</p>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Speak your reply' })).toBeInTheDocument();
    expect(screen.getByText('Listening...')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveAttribute('placeholder', 'Type your reply, or tap the mic and say it…');
  });
});
