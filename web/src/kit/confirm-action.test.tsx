// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './confirm-action.tsx';

afterEach(cleanup);

describe('ConfirmAction', () => {
  it('asks first, focuses the safe answer, and backs out with it or with Escape, focus back on the button', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmAction
        label="Delete"
        accessibleLabel="Delete the address in Jaipur"
        question="Delete this address?"
        confirmLabel="Yes, delete"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address in Jaipur' }));
    expect(screen.getByRole('group', { name: 'Delete this address?' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep it');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the address in Jaipur' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address in Jaipur' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, delete' }), { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs once confirmed; a problem keeps the question open with the message', async () => {
    const onConfirm = vi.fn(async () => 'The address is the default one.' as string | undefined);
    render(
      <ConfirmAction
        label="Delete"
        question="Delete this address?"
        confirmLabel="Yes, delete"
        focus="confirm"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.activeElement?.textContent).toBe('Yes, delete');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' })));
    expect(screen.getByRole('alert').textContent).toBe('The address is the default one.');
    onConfirm.mockResolvedValueOnce(undefined);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' })));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
