import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { openConfirm } from '../lib/confirm';

describe('confirmation dialogs (host drawn on first use)', () => {
  afterEach(cleanup);

  it('draws no dialog host until asked, then opens the dialog and runs its choice', async () => {
    const onConfirm = vi.fn();
    render(
      <AppProviders>
        <button
          type="button"
          onClick={() =>
            void openConfirm({ title: 'Delete this draft?', labels: { confirm: 'Delete', cancel: 'Keep' }, onConfirm })
          }
        >
          ask
        </button>
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // A second one uses the host already drawn.
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog', { name: 'Delete this draft?' });
  });
});
