/** Option lists shared by several product kinds. */

/** The 18 colours of spec 000 section 3, 'Black through Multi', in swatch order. */
export const COLOURS = [
  'Black',
  'White',
  'Grey',
  'Brown',
  'Beige',
  'Cream',
  'Red',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Teal',
  'Blue',
  'Navy',
  'Purple',
  'Gold',
  'Silver',
  'Multi',
] as const;
export type Colour = (typeof COLOURS)[number];

/** Swatch colours for the colour picker (display only). */
export const COLOUR_SWATCHES: Record<Colour, string> = {
  Black: '#111111',
  White: '#ffffff',
  Grey: '#8c8c8c',
  Brown: '#7b4a2a',
  Beige: '#d9c7a7',
  Cream: '#f6efd9',
  Red: '#c62828',
  Pink: '#f48fb1',
  Orange: '#ef6c00',
  Yellow: '#fbc02d',
  Green: '#2e7d32',
  Teal: '#00897b',
  Blue: '#1e88e5',
  Navy: '#1a237e',
  Purple: '#7b1fa2',
  Gold: '#c9a227',
  Silver: '#c0c0c0',
  Multi: 'conic-gradient(#c62828, #fbc02d, #2e7d32, #1e88e5, #7b1fa2, #c62828)',
};

export const COLOUR_TONES = ['Light', 'Dark'] as const;
export type ColourTone = (typeof COLOUR_TONES)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Media tags staff give a listing; exclusive (spec 000 section 4). */
export const MEDIA_TAGS = ['Unboxing', 'Daily Finds', 'Name the Fabric', 'None'] as const;
export type MediaTag = (typeof MEDIA_TAGS)[number];

export const QUANTITY_PRESETS = [1, 5, 10] as const;
export const LENGTH_PRESETS_M = [1, 2, 3, 4, 5, 10, 20, 25, 30] as const;
