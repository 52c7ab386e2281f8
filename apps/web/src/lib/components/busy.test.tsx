import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Busy } from './busy';

describe('Busy', () => {
  it('is a status named by what is loading', () => {
    render(
      <MantineProvider>
        <Busy label="Loading your cards" />
        <Busy />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading your cards' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((el) => el.getAttribute('aria-label'))).toEqual([
      'Loading your cards',
      'Loading…',
    ]);
  });
});
