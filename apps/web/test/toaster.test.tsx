import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/components/toaster/toast';
import { createQueryClient } from '@/lib/query-client';

describe('toasts', () => {
  it('has no toaster until the first toast, which then shows, and the next ones too', async () => {
    render(
      <AppProvider client={createQueryClient()}>
        <button type="button" onClick={() => toast.success('Saved the first time')}>
          first
        </button>
        <button type="button" onClick={() => toast.error('Failed the second time')}>
          second
        </button>
      </AppProvider>,
    );
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Saved the first time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Failed the second time')).toBeInTheDocument();
  });
});
