import { z } from 'zod';
import { toSentenceCase, toTitleCase, TITLE_PATTERN, TITLE_SPECIALS, SENTENCE_PATTERN, SENTENCE_SPECIALS } from '../rules/text';
import {
  MAX_IMAGES_MESSAGE,
  MIN_IMAGES_MESSAGE,
  TOO_MANY_DECIMALS,
  alphabetOnly,
  maxChars,
  maxItems,
  maxValue,
  minItems,
  minValue,
  notAllowed,
  notANumber,
  positive,
  required,
  wholeNumber,
} from './messages';

/** Field rules shared by every product kind (spec 000 section 5 'Shared field rules'). */
export const TEXT_LIMITS = { smallTitle: 20, largeTitle: 40, sentence: 75 } as const;
export const IMAGES_MIN = 3;
export const IMAGES_MAX = 7;
export const QUANTITY_MAX = 999;
export const PACK_SIZE_MAX = 25;

/** At most `places` decimals, checked on the decimal text so 0.1 + 0.2 noise never trips it. */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const text = String(value);
  if (text.includes('e')) return Number(value.toFixed(places)) === value;
  return (text.split('.')[1] ?? '').length <= places;
}

const requiredString = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label));

function titleText(label: string, max: number) {
  return requiredString(label)
    .max(max, maxChars(label, max))
    .regex(TITLE_PATTERN, alphabetOnly(label, TITLE_SPECIALS))
    .transform(toTitleCase);
}

/** Title-style text up to 20 characters (colours, brands of a word or two). */
export const smallTitle = (label: string) => titleText(label, TEXT_LIMITS.smallTitle);
/** Title-style text up to 40 characters (uses, patterns, content, quality). */
export const largeTitle = (label: string) => titleText(label, TEXT_LIMITS.largeTitle);

/** Sentence text up to 75 characters; the first letter of each sentence capitalised. */
export const sentence = (label: string) =>
  requiredString(label)
    .max(TEXT_LIMITS.sentence, maxChars(label, TEXT_LIMITS.sentence))
    .regex(SENTENCE_PATTERN, alphabetOnly(label, SENTENCE_SPECIALS))
    .transform(toSentenceCase);

/** A number given by a form (number or numeric text), with the spec's required message. */
export const numberField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : notANumber(label)) })
      .refine(Number.isFinite, notANumber(label)),
  );

export interface MeasureOptions {
  max: number;
  decimals?: number;
  min?: number;
}

/** A positive measure (width, length) with at most `decimals` places. */
export const measure = (label: string, { max, decimals = 2, min }: MeasureOptions) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : notANumber(label)) })
      .refine(Number.isFinite, notANumber(label))
      .refine((n) => n > 0, positive(label))
      .refine((n) => min === undefined || n >= min, minValue(label, min ?? 0))
      .refine((n) => n <= max, maxValue(label, max))
      .refine(
        (n) => hasAtMostDecimals(n, decimals),
        decimals === 2 ? TOO_MANY_DECIMALS : `Number should have less then ${decimals} decimal places.`,
      ),
  );

/** Price: a required positive number with at most 2 decimals. */
export const price = (label = 'Price') => measure(label, { max: 100_000 });

const integerField = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : notANumber(label)) })
      .refine(Number.isInteger, wholeNumber(label))
      .refine((n) => n >= min, minValue(label, min))
      .refine((n) => n <= max, maxValue(label, max)),
  );

/** Quantity: a whole number 1 to 999. */
export const quantity = (label = 'Quantity') => integerField(label, 1, QUANTITY_MAX);
/** Pack size: a whole number 1 to 25 unless a kind allows more. */
export const packSize = (label = 'Pack size', max = PACK_SIZE_MAX) => integerField(label, 1, max);
export const wholeNumberIn = integerField;

/** One of the allowed values. */
export const selectOne = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: (issue) => (issue.input === undefined || issue.input === '' ? required(label) : notAllowed(label, options)) });

const list = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item, { error: required(label) })
    .min(min, min === 1 ? required(label) : minItems(label, min))
    .max(max, maxItems(label, max));

/** Colours: 1 to 2, each a small title. */
export const colours = (label = 'Colours') => list(label, smallTitle(label), 1, 2);
/** Uses: at least 1, each a large title. */
export const uses = (label = 'Uses', max = 20) => list(label, largeTitle(label), 1, max);
/** Imperfections: optional, at most 3 sentences. */
export const imperfections = (label = 'Imperfections') => z.array(sentence(label)).max(3, maxItems(label, 3)).default([]);
/**
 * Imperfections of a kind that asks 'Any flaws?' (issue 26): required, an empty list being No flaws,
 * so a product nobody answered the question for is refused rather than listed as flawless.
 */
export const condition = (label = 'Imperfections') => z.array(sentence(label), { error: required(label) }).max(3, maxItems(label, 3));
/** Qualities: at most 3 large titles. */
export const qualities = (label = 'Qualities', max = 3) => z.array(largeTitle(label)).max(max, maxItems(label, max)).default([]);

/** A photo's id in the browser's photo store; bounded so a product record stays small. */
export const IMAGE_ID_MAX = 64;

/** Photos: 3 to 7 (spec 000 section 5), each named by its id. */
export const images = () =>
  z
    .array(z.string().min(1).max(IMAGE_ID_MAX, `Images must be photo ids of at most ${IMAGE_ID_MAX} characters`), {
      error: MIN_IMAGES_MESSAGE,
    })
    .min(IMAGES_MIN, MIN_IMAGES_MESSAGE)
    .max(IMAGES_MAX, MAX_IMAGES_MESSAGE);
