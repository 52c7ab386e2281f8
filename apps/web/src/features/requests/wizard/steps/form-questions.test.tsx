import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
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

/** Types one character at a time: each input event carries what the field shows plus the key. */
function typeInto(input: HTMLElement, keys: string) {
  for (const key of keys) {
    const field = input as HTMLInputElement;
    fireEvent.change(field, { target: { value: field.value + key } });
  }
}

describe('FormQuestions', () => {
  it('formats phone numbers as they are typed, with the spec mask +1 999-999-9999', () => {
    render(<Questions />);
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAttribute('placeholder', '+1 999-999-9999');
    typeInto(phone, '5551234567');
    expect(phone).toHaveValue('+1 555-123-4567');
    const emergency = screen.getByLabelText(/^Emergency contact phone/);
    typeInto(emergency, '(212) 555 0100');
    expect(emergency).toHaveValue('+1 212-555-0100');
  });
});
