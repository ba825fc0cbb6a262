import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { ConfirmButton } from './confirm-button.tsx';

/** A rejection with a reason, as a console page would build it. */
function Reject({ onConfirm }: { onConfirm: (reason: string) => Promise<unknown> }) {
  return (
    <ConfirmButton
      label="Reject"
      title="Reject the withdrawal?"
      text="The amount returns to the user."
      confirmLabel="Reject it"
      color="red"
      reasons={[{ label: 'Reason', maxLength: 500 }]}
      onConfirm={([reason]) => onConfirm(reason)}
    />
  );
}

describe('ConfirmButton', () => {
  it('asks first, keeps the dialog with the server message on failure, and closes once the action succeeds', async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'The withdrawal was decided meanwhile', 'withdrawals.notPending'))
      .mockResolvedValueOnce({});
    const { user } = await renderWithApp(<Reject onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal?' });
    expect(dialog).toHaveTextContent('The amount returns to the user.');
    const confirm = screen.getByRole('button', { name: 'Reject it' });
    expect(confirm).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Duplicate request');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal was decided meanwhile');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm.mock.calls).toEqual([['Duplicate request'], ['Duplicate request']]);
  });

  it('sends a reason typed over several lines as one line, and forgets it once the dialog closes', async () => {
    const onConfirm = vi.fn<(reason: string) => Promise<unknown>>().mockResolvedValue({});
    const { user } = await renderWithApp(<Reject onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog');
    const confirm = screen.getByRole('button', { name: 'Reject it' });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  {Enter} ');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Source of funds{Enter}unclear  ');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm.mock.calls).toEqual([['Source of funds unclear']]);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn<(reason: string) => Promise<unknown>>();
    const { user } = await renderWithApp(<Reject onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
