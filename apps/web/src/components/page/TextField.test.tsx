import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';
import { Notice } from './Notice';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, marked required, and reports each change', () => {
    const onChange = vi.fn();
    render(<TextField id="f-name" label="Name" value="" onChange={onChange} required />);
    const field = screen.getByRole('textbox', { name: /Name/ });
    expect(field.id).toBe('f-name');
    expect((field as HTMLInputElement).required).toBe(true);
    fireEvent.change(field, { target: { value: 'Ana' } });
    expect(onChange).toHaveBeenCalledWith('Ana');
  });

  it('is marked invalid and described by its error while there is one', () => {
    render(
      <TextField id="f-mail" label="Email" value="x" onChange={() => undefined} error="Bad" />,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bad',
    );
  });

  it('draws several lines when multiline', () => {
    render(<TextField id="f-msg" label="Message" value="" onChange={() => undefined} multiline />);
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});

describe('BusyButton', () => {
  it('cannot be pressed again while busy, and says it is busy', () => {
    const onClick = vi.fn();
    const { rerender } = render(<BusyButton onClick={onClick}>Send</BusyButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    rerender(
      <BusyButton onClick={onClick} busy>
        Send
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Notice', () => {
  it('is announced at once only when it reports a failure', () => {
    render(
      <>
        <Notice tone="red" title="Not sent" alert>
          Try again
        </Notice>
        <Notice tone="teal" title="Sent">
          Thanks
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not sentTry again');
    expect(screen.getAllByText(/Sent|Thanks/)).toHaveLength(2);
  });
});
