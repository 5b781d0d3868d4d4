import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitAndLeave } from './submit-and-leave';

const useNameForm = () =>
  useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (value: string) => (value.trim() ? null : 'Name is required') },
  });

describe('submitAndLeave', () => {
  it('shows the errors of an invalid form and does not save', () => {
    const { result } = renderHook(useNameForm);
    const save = vi.fn(() => Promise.resolve());
    act(() => submitAndLeave(result.current, save)());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required' });
  });

  it('saves the values of a valid form and clears errors shown before', () => {
    const { result } = renderHook(useNameForm);
    const save = vi.fn(() => Promise.resolve());
    act(() => submitAndLeave(result.current, save)());
    act(() => result.current.setFieldValue('name', 'Flour'));
    const event = { preventDefault: vi.fn() };
    act(() => submitAndLeave(result.current, save)(event as never));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith({ name: 'Flour' });
    expect(result.current.errors).toEqual({});
  });
});
