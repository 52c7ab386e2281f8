import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_TEXTS, type AuthorizationLanguage } from '@portal/shared';
import { SignaturePanel, type SignatureValue } from './signature-panel';

const en = AUTHORIZATION_TEXTS.en;
const helpers = [en.typedLabel, en.drawHelp, en.canvasLabel, en.previewLabel, en.needStroke];

function panel(language: AuthorizationLanguage, mode: SignatureValue['mode']) {
  const texts = AUTHORIZATION_TEXTS[language];
  return render(
    <MantineProvider>
      <SignaturePanel
        texts={texts}
        value={{ mode, typed: '', drawn: null }}
        onChange={() => {}}
        signerName="Avery Stone"
        error="x"
      />
    </MantineProvider>,
  );
}

// 'Adopt Your Signature' follows the form's language: no English helper is left in another one.
describe('SignaturePanel', () => {
  it.each(['bn', 'ar', 'ja'] as const)('%s: typing, with the preview named in the language', (language) => {
    const t = AUTHORIZATION_TEXTS[language];
    const { container, unmount } = panel(language, 'type');
    expect(screen.getByLabelText(t.typedLabel)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t.previewLabel })).toBeInTheDocument();
    for (const english of helpers) expect(container.textContent).not.toContain(english);
    unmount();
  });

  it.each(['bn', 'ar', 'ja'] as const)(
    '%s: drawing, with help, canvas name and the missing-stroke message',
    (language) => {
      const t = AUTHORIZATION_TEXTS[language];
      const { container, unmount } = panel(language, 'draw');
      expect(screen.getByText(t.drawHelp)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: t.canvasLabel })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(t.needStroke);
      for (const english of helpers) expect(container.textContent).not.toContain(english);
      unmount(); // before signature_pad loads: jsdom has no canvas
    },
  );

  it('English stays the spec wording (the public HIPAA page uses it)', () => {
    panel('en', 'type');
    expect(screen.getByLabelText('Type your signature')).toBeInTheDocument();
  });
});
