import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formFieldsFor, type FormAnswers } from '@portal/shared';
import { FormQuestions } from './form-questions';

function Questions() {
  const [values, setValues] = useState<FormAnswers>({});
  return (
    <MantineProvider>
      <FormQuestions
        form="Intake form"
        fields={formFieldsFor('Patient Intake Form')}
        values={values}
        errors={{}}
        onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
      />
    </MantineProvider>
  );
}

describe('FormQuestions', () => {
  // The timeout is a ceiling for a hang: typing key by key is slow on a busy machine.
  it('formats phone numbers as they are typed, with the spec mask +1 999-999-9999', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Questions />);
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAttribute('placeholder', '+1 999-999-9999');
    await user.type(phone, '5551234567');
    expect(phone).toHaveValue('+1 555-123-4567');
    const emergency = screen.getByLabelText(/^Emergency contact phone/);
    await user.type(emergency, '(212) 555 0100');
    expect(emergency).toHaveValue('+1 212-555-0100');
  });
});
