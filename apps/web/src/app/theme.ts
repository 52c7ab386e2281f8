import { createTheme, defaultVariantColorsResolver, parseThemeColor, type VariantColorsResolver } from '@mantine/core';

/**
 * Mantine draws the text of its light and subtle variants in shade 6 at most, whatever shade was
 * asked for: color="red.9" gives red.6 text, 3.3:1 on white (an alert's title, a subtle button).
 * Here the shade asked for is the shade drawn, so the app's dark shades keep their contrast.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (
    (input.variant === 'light' || input.variant === 'subtle') &&
    parsed.isThemeColor &&
    parsed.shade !== undefined &&
    parsed.shade > 6
  ) {
    return { ...colors, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
  }
  return colors;
};

/**
 * Colours chosen for WCAG 2.1 AA: the primary shade and dimmed text keep at least 4.5:1 against
 * white (Mantine's default blue.6 and gray.6 do not).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  colors: {
    teal: [
      '#e6fcf5',
      '#c3fae8',
      '#96f2d7',
      '#63e6be',
      '#38d9a9',
      '#20c997',
      '#12b886',
      '#0ca678',
      '#0b7f61',
      '#0b6e69',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    Anchor: { defaultProps: { c: 'teal.9', underline: 'always' } },
    // A closed Select's options are not drawn (Mantine keeps them mounted, hidden, by default): each
    // hidden list cost a portal, its options and a floating-ui position with a forced style
    // recalculation at mount; the records list's first commit drew five. The input
    // points at its list (aria-controls) only while it is open, so nothing dangles.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
