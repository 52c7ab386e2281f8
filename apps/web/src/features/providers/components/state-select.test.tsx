import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateSelect } from './state-select';

describe('StateSelect', () => {
  it('asks for a state ("Choose a state"), not "Required", before one is chosen', () => {
    render(
      <MantineProvider>
        <StateSelect label="State" value="" onChange={() => undefined} />
      </MantineProvider>,
    );
    const select = screen.getByLabelText('State');
    expect(screen.getByRole('option', { name: 'Choose a state' })).toHaveValue('');
    expect(select).toHaveDisplayValue('Choose a state');
    expect(screen.queryByRole('option', { name: 'Required' })).toBeNull();
  });
});
