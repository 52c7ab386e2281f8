import { useEffect, useRef } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import type { AuthorizationTexts } from '@portal/shared';
import type SignaturePadType from 'signature_pad';

export interface SignaturePadProps {
  /** A PNG data URL once at least one stroke exists, null when empty. */
  onChange(dataUrl: string | null): void;
  /** The form's language: help, canvas name and Clear. */
  texts: Pick<AuthorizationTexts, 'drawHelp' | 'canvasLabel' | 'clear'>;
}

/** Drawn signature on a canvas; signature_pad is loaded only when someone chooses to draw. */
export function SignaturePad({ onChange, texts }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadType | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const p = new SignaturePad(el, { penColor: '#0b2a5b', backgroundColor: 'rgba(255,255,255,0)' });
      p.addEventListener('endStroke', () => onChange(p.isEmpty() ? null : p.toDataURL('image/png')));
      pad.current = p;
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box>
      <Text size="sm" c="dimmed" mb={4}>
        {texts.drawHelp}
      </Text>
      <canvas
        ref={canvas}
        data-testid="signature-canvas"
        role="img"
        aria-label={texts.canvasLabel}
        style={{
          width: '100%',
          maxWidth: 420,
          height: 140,
          border: '1px solid var(--mantine-color-gray-6)',
          borderRadius: 6,
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <Group mt={4}>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {texts.clear}
        </Button>
      </Group>
    </Box>
  );
}
