import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 6 to 9 darkened (same hue) so every text colour the theme hands out
 * meets WCAG AA, 4.5:1 (issue 17 item 8; staff include people with tired eyes):
 * - white on a filled button (shade 6) and on its hover (shade 7);
 * - a colour used as text (`c="red"`, errors, links: shade 6) on white and on gray.0 pages;
 * - a light button or alert's text (shade 9) on its background (shade 1) and hover (shade 2);
 * - grey hints (`c="dimmed"` is gray.6) on white and gray.0.
 * Shades 0 to 5 are Mantine's: backgrounds and borders. theme.test.ts checks each pair.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0d805d',
  '#0b7052',
  '#096046',
  '#08523c',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b95502',
  '#9f4901',
  '#893f01',
  '#773701',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2b813a',
  '#257032',
  '#1f5f2b',
  '#1b5325',
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1673c4',
  '#1364ab',
  '#105692',
  '#0e4b7f',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#966a03',
  '#825c03',
  '#6e4d02',
  '#5f4302',
];
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#6b737b',
  '#495057',
  '#343a40',
  '#212529',
];

export const ACCESSIBLE_COLOURS = { teal, red, orange, green, blue, yellow, gray } as const;

/** The smallest tap target for thumbs and gloves (issue 17 item 4), in px. */
export const TAP_TARGET_PX = 44;

/** The name of every close (x) button. */
export const CLOSE_LABEL = 'Close';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors: ACCESSIBLE_COLOURS,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Mantine's close buttons are icons with no name; a screen reader must be able to say them (axe: button-name).
  // Plain objects, not Modal.extend(): importing the components here would put them on /login.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Alert: { defaultProps: { closeButtonLabel: CLOSE_LABEL } },
    // A label longer than its button wraps onto another line and the button grows, instead of being
    // cut mid-word ('Convert A Roll Into A Bu', 'Sweatshirt Fle' at 320 px; issue 30 item 4).
    Button: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
        label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', height: 'auto', lineHeight: 1.2 },
      },
    },
  },
});
