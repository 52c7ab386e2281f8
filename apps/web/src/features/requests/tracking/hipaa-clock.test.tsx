import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { HipaaClock } from './hipaa-clock';

describe('the deadline sentence', () => {
  afterEach(() => {
    cleanup();
    return setLanguage('en', { remember: false });
  });

  it('writes the due date in the reader date form, not the US order', async () => {
    await setLanguage('es', { remember: false });
    render(
      <MantineProvider>
        <HipaaClock
          clock={{
            ordered_on: '2026-11-21T00:00:00.000Z',
            due_on: '2026-12-21T00:00:00.000Z',
            day: 5,
            limit_days: 30,
            overdue: false,
            stopped: false,
            extension: null,
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByText(/21 de diciembre de 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/12\/21\/2026/)).toBeNull();
  });
});
