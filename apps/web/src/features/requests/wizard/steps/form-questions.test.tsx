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
  it('formats phone numbers as they are typed, with the spec mask +1 999-999-9999', async () => {
    render(<Questions />);
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAttribute('placeholder', '+1 999-999-9999');
    await userEvent.type(phone, '5551234567');
    expect(phone).toHaveValue('+1 555-123-4567');
    const emergency = screen.getByLabelText(/^Emergency contact phone/);
    await userEvent.type(emergency, '(212) 555 0100');
    expect(emergency).toHaveValue('+1 212-555-0100');
  });
});
