import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LENGTH_PRESETS_M, QUANTITY_PRESETS } from '../../../../shared/catalogue/common';
import { METRE_UNITS } from '../../../../shared/schemas/supplies';
import { STANDARD_WIDTHS_IN } from '../../../../shared/catalogue/supplies';
import {
  answerExists,
  imperialDecimalNote,
  imperfectionsFor,
  setSupplyUnboxing,
  SUPPLY_TEXTS,
  switchWidthUnit,
  tubularWidthText,
} from '../../../../shared/rules/supplies';
import { choiceLimit, isFirstChoice } from '../../../../shared/rules/multi-value';
import { formatFraction, inchesToMm } from '../../../../shared/rules/units';
import { widthInches, type EXISTS_QUESTIONS, type SupplyField } from '../../../../shared/schemas/supply-draft';
import { HINTS } from '../../../../shared/schemas/messages';
import { ChoiceButtons, MultiChoice } from '../../../widgets/choice-buttons';
import { ColourSwatches } from '../../../widgets/colour-swatches';
import { DebouncedText } from '../../../widgets/debounced-text';
import { NumberField } from '../../../widgets/number-field';
import { PresetButtons } from '../../../widgets/preset-buttons';
import { QuantityStepper } from '../../../widgets/quantity-stepper';
import { WidthField } from '../../../widgets/width-field';
import { YesNo } from '../../../widgets/yes-no';
import { FlawsQuestion } from '../../../widgets/flaws-question';
import { withSupplyFlaws } from '../../../../shared/rules/flaws';
import { fieldError } from '../../../wizard/field-error';
import { supplyOf, type P, type SupplyForm } from '../supply-form';

/**
 * The field pieces every supply page is made of. Each reads and writes one draft field (and its
 * 'Other' twin), marks it touched, and shows its first error once touched (spec 001 section 5).
 *
 * `ends`: the piece is the last input of its page, so a choice made in it that leaves the page
 * complete moves on (StepProps.answer; issue 17 'a single answer ends a page'). Only the last: a
 * choice above an input that has a default or is optional would skip it. Typing never moves on.
 */

/** A field of the supplies form by name: a misspelt one does not compile. */
type Field = keyof SupplyForm;
type Question = keyof typeof EXISTS_QUESTIONS;

// A stored draft is whatever the phone kept, so the pieces read a field's value by what it is.
const valueOf = (d: SupplyForm, field: Field): unknown => d[field];
const text = (d: SupplyForm, field: Field) => {
  const v = valueOf(d, field);
  return typeof v === 'string' ? v : undefined;
};
const strings = (d: SupplyForm, field: Field): string[] => {
  const v = valueOf(d, field);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

interface OneOfProps {
  p: P;
  /** A product field, with its `<field>Other` twin. */
  field: SupplyField;
  label: string;
  options: readonly string[];
  /** A free-text twin (`<field>Other`) that wins over the buttons. */
  other?: boolean;
  /** Choosing moves on (the pages the spec makes auto-advance). */
  auto?: boolean;
  /** A change to the draft beyond setting the field (forced values). */
  apply?: (d: SupplyForm, value: string) => SupplyForm;
  columns?: number;
  /** Clicking the chosen option again clears an optional choice. */
  optional?: boolean;
  /** A choice that completes the page moves on (see above); or only the choices that show nothing more below. */
  ends?: boolean | ((value: string) => boolean);
}

/** How a choice reaches the draft: moving on always (the spec's auto pages), when it completes the page, or staying. */
const chooser = (p: P, auto?: boolean, ends?: boolean) => (auto ? p.choose : ends ? p.answer : p.update);

export function OneOf({ p, field, label, options, other, auto, apply, columns = 2, optional, ends }: OneOfProps) {
  const set = (d: SupplyForm, v: string) => (apply ? apply(d, v) : { ...d, [field]: v });
  return (
    <ChoiceButtons
      label={label}
      options={options}
      value={text(p.draft, field)}
      columns={columns}
      onChange={(v) => {
        p.touch(field);
        chooser(p, auto, typeof ends === 'function' ? ends(v) : ends)((d) => set(d, v));
      }}
      {...(other
        ? {
            other: {
              value: text(p.draft, `${field}Other`),
              onChange: (v: string) => {
                p.touch(field);
                p.update((d) => ({ ...d, [`${field}Other`]: v }));
              },
            },
          }
        : {})}
      // The reverse of the 'other' rule: a chosen option locks the box; tapping it again frees it.
      {...(other || optional
        ? {
            onClear: () => {
              p.touch(field);
              p.update((d) => ({ ...d, [field]: undefined }));
            },
          }
        : {})}
      error={fieldError(p, field)}
    />
  );
}

interface SomeOfProps {
  p: P;
  field: SupplyField;
  label?: string;
  options: readonly string[];
  max?: number;
  other?: boolean;
  columns?: number;
  /** A list of one ('Common use (one)') is a single choice: choosing it may end the page. */
  ends?: boolean;
  /** A list whose usual answer is one value (uses): its first choice, with none given, may end the page; more wait for Next. */
  endsFirst?: boolean;
}

/** Several choices; a typed twin counts against the limit and is disabled once the limit is reached. */
export function SomeOf({ p, field, label, options, max, other, columns = 2, ends, endsFirst }: SomeOfProps) {
  const chosen = strings(p.draft, field);
  const typed = text(p.draft, `${field}Other`);
  return (
    <MultiChoice
      {...(label ? { label } : {})}
      options={options}
      values={chosen}
      {...(max !== undefined ? { max: choiceLimit(max, typed) } : {})}
      columns={columns}
      onChange={(v) => {
        p.touch(field);
        chooser(p, false, (ends && max === 1) || (endsFirst && isFirstChoice(chosen, typed)))((d) => ({ ...d, [field]: v }));
      }}
      {...(other
        ? {
            other: {
              value: typed,
              disabled: max !== undefined && chosen.length >= max,
              onChange: (v: string) => {
                p.touch(field);
                p.update((d) => ({ ...d, [field]: strings(d, field), [`${field}Other`]: v }));
              },
            },
          }
        : {})}
      error={fieldError(p, field)}
    />
  );
}

/** A yes/no question guarding a list; No empties the list (spec 001 'Qualities + Imperfections'). */
export function Guarded({
  p,
  question,
  text: asked,
  field,
  options,
  max = 3,
  other = true,
  ends,
}: {
  p: P;
  question: Question;
  text: string;
  field: SupplyField;
  options: readonly string[];
  max?: number;
  other?: boolean;
  /** No (or Yes with the list then filled) ends the page; Yes alone does not, its list being required. */
  ends?: boolean;
}) {
  const answer = p.draft[question];
  return (
    <Stack gap="xs">
      <YesNo
        question={asked}
        value={answer}
        onChange={(v) => {
          p.touch(field);
          chooser(p, false, ends)((d) => answerExists(supplyOf(d), question, v));
        }}
      />
      {answer === 'Yes' && <SomeOf p={p} field={field} options={options} max={max} other={other} columns={3} />}
    </Stack>
  );
}

/**
 * 'Any flaws?' with the choices the kind and unit allow (issue 26 item 1): No flaws is one tap and,
 * with `ends`, moves on; a flaw chosen or typed is the answer Yes, and taking them all away leaves
 * the question open.
 */
export function Imperfections({ p, ends }: { p: P; ends?: boolean }) {
  const { draft } = p;
  const typed = text(draft, 'imperfectionsOther');
  return (
    <FlawsQuestion
      answer={draft.imperfectionExists}
      options={imperfectionsFor(supplyOf(draft))}
      chosen={strings(draft, 'imperfections')}
      typed={typed}
      onNoFlaws={() => {
        p.touch('imperfections');
        chooser(p, false, ends)((d) => answerExists(supplyOf(d), 'imperfectionExists', 'No'));
      }}
      onFlaws={(chosen) => {
        p.touch('imperfections');
        p.update((d) => withSupplyFlaws(supplyOf(d), chosen, text(d, 'imperfectionsOther')));
      }}
      onTyped={(value) => {
        p.touch('imperfections');
        p.update((d) => withSupplyFlaws(supplyOf(d), strings(d, 'imperfections'), value));
      }}
      error={fieldError(p, 'imperfections')}
    />
  );
}

/** A brand question with known brands and a typed one. */
export function Brand({ p, noun, brands, ends }: { p: P; noun: string; brands: readonly string[]; ends?: boolean }) {
  const answer = p.draft.brandExists;
  return (
    <Stack gap="xs">
      <YesNo
        question={`Is the ${noun} brand known?`}
        value={answer}
        onChange={(v) => {
          p.touch('brand');
          chooser(p, false, ends)((d) => answerExists(supplyOf(d), 'brandExists', v));
        }}
      />
      {answer === 'Yes' && <OneOf p={p} field="brand" label="Brand" options={brands} other columns={3} ends={ends} />}
    </Stack>
  );
}

/** A number as the form holds it: as typed, or set by a preset. */
const numberText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** A number typed, or set by a preset tap (which, with `ends`, moves on when it completes the page). */
export function Numeric({
  p,
  field,
  label,
  unit,
  presets,
  whole,
  ends,
}: {
  p: P;
  field: Field;
  label: string;
  unit?: string;
  presets?: readonly number[];
  whole?: boolean;
  ends?: boolean;
}) {
  const value = numberText(valueOf(p.draft, field));
  return (
    <Stack gap={6}>
      <NumberField
        label={label}
        value={value}
        onChange={(v) => p.update((d) => ({ ...d, [field]: v }))}
        onBlur={() => p.touch(field)}
        {...(unit ? { unit } : {})}
        decimal={!whole}
        error={fieldError(p, field)}
      />
      {presets && (
        <PresetButtons
          label={label}
          presets={presets}
          value={value}
          onPick={(v) => {
            p.touch(field);
            chooser(p, false, ends)((d) => ({ ...d, [field]: v }));
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Quantity: whole items with a stepper, or for a by-the-metre unit the metres in stock, decimals
 * allowed (2.5 m). A new draft starts at 1 (QUANTITY_START). A preset tap is an answer (with `ends`,
 * it may end the page); typing and the stepper's steps only change the number.
 */
export function Quantity({ p, label = 'Quantity', ends }: { p: P; label?: string; ends?: boolean }) {
  const value = p.draft.quantityOther?.trim() ? p.draft.quantityOther : p.draft.quantityRadio;
  const typed = (v: string) => p.update((d) => ({ ...d, quantityRadio: v, quantityOther: '' }));
  const preset = (v: string) => {
    p.touch('quantity');
    chooser(p, false, ends)((d) => ({ ...d, quantityRadio: v, quantityOther: '' }));
  };
  if (METRE_UNITS.includes(p.draft.sellingUnit ?? '')) {
    return (
      <Stack gap={6}>
        <NumberField
          label={label}
          value={value}
          onChange={typed}
          onBlur={() => p.touch('quantity')}
          unit="m"
          decimal
          error={fieldError(p, 'quantity')}
        />
        <PresetButtons label={label} presets={LENGTH_PRESETS_M} value={value} onPick={preset} />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <QuantityStepper
        label={label}
        value={value}
        onChange={(v) => {
          p.touch('quantity');
          typed(v);
        }}
        error={fieldError(p, 'quantity')}
      />
      <PresetButtons label={label} presets={QUANTITY_PRESETS} value={value} onPick={preset} />
    </Stack>
  );
}

export function PackSize({ p, presets, ends }: { p: P; presets: readonly number[]; ends?: boolean }) {
  return <Numeric p={p} field="packSize" label="Pack size" presets={presets} whole ends={ends} />;
}

const WIDTH_PRESETS = STANDARD_WIDTHS_IN.map((inches) => ({
  inches,
  imperial: formatFraction(inches),
  metric: String(inchesToMm(inches)),
}));

/** Width of trim, elastic and bias tape: Imperial fractions (default) or millimetres; a tubular width also shown doubled. */
export function Width({ p, tubular = true }: { p: P; tubular?: boolean }) {
  const d = supplyOf(p.draft);
  const inches = widthInches(d);
  const isTubular = d.tubular === true;
  const decimal = (d.widthMixedUnit ?? 'Imperial') === 'Imperial' ? imperialDecimalNote(d.widthTyped, inches) : null;
  const notes = [decimal, inches !== null && isTubular ? `Tubular: ${tubularWidthText(inches)}` : null].filter(
    (n): n is string => n !== null,
  );
  return (
    <WidthField
      label="Width"
      unit={d.widthMixedUnit ?? 'Imperial'}
      value={d.widthTyped}
      onChange={(v) => {
        p.touch('widthIn');
        p.update((x) => ({ ...x, widthTyped: v }));
      }}
      onUnitChange={(u) => p.update((x) => switchWidthUnit(supplyOf(x), u))}
      onBlur={() => p.touch('widthIn')}
      presets={WIDTH_PRESETS}
      note={notes.length > 0 ? notes.join(' · ') : undefined}
      {...(tubular ? { tubular: { checked: isTubular, onChange: (on: boolean) => p.update((x) => ({ ...x, tubular: on })) } } : {})}
      error={fieldError(p, 'widthIn')}
    />
  );
}

/** Colours (1 to 2). With `ends` (a page of colours only) the first colour, with none given, ends the page: one is the usual answer. */
export function Colours({ p, ends }: { p: P; ends?: boolean }) {
  const d = p.draft;
  return (
    <ColourSwatches
      values={strings(d, 'colour')}
      max={choiceLimit(2, text(d, 'colourOther'))}
      onChange={(v) => {
        p.touch('colour');
        chooser(p, false, ends && isFirstChoice(strings(d, 'colour'), text(d, 'colourOther')))((x) => ({ ...x, colour: v }));
      }}
      other={text(d, 'colourOther')}
      onOtherChange={(v) => {
        p.touch('colour');
        p.update((x) => ({ ...x, colour: strings(x, 'colour'), colourOther: v }));
      }}
      error={fieldError(p, 'colour')}
    />
  );
}

/** 'Additional Information': yes/no, then a text area ('Use complete sentences.'). */
export function AdditionalInfo({ p, hint, ends }: { p: P; hint: string; ends?: boolean }) {
  const answer = p.draft.additionalInfoExists;
  return (
    <Stack gap="xs">
      <YesNo
        question={SUPPLY_TEXTS.additionalInfoQuestion}
        value={answer}
        onChange={(v) => {
          p.touch('additionalInfo');
          chooser(p, false, ends)((d) => answerExists(supplyOf(d), 'additionalInfoExists', v));
        }}
      />
      {answer === 'Yes' && (
        <Textarea
          label="Additional information"
          description={hint}
          autosize
          minRows={2}
          value={text(p.draft, 'additionalInfo') ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            p.update((d) => ({ ...d, additionalInfo: v }));
          }}
          onBlur={() => p.touch('additionalInfo')}
          error={fieldError(p, 'additionalInfo')}
          size="md"
        />
      )}
    </Stack>
  );
}

export function FreeText({
  p,
  field,
  label,
  placeholder,
  description,
}: {
  p: P;
  field: Field;
  label: string;
  placeholder?: string;
  description?: string;
}) {
  return (
    <DebouncedText
      label={label}
      {...(description ? { description } : {})}
      placeholder={placeholder ?? HINTS.typeValue}
      value={text(p.draft, field)}
      onChange={(v) => p.update((d) => ({ ...d, [field]: v }))}
      onBlur={() => p.touch(field)}
      error={fieldError(p, field)}
      size="md"
    />
  );
}

/**
 * 'Is this supply for the Unboxing Collection?', then the date ('Select a date.'); the same control
 * as fabric's Unboxing page, on every supply's Price page (issue 16, item 19).
 */
export function Unboxing({ p, ends }: { p: P; ends?: boolean }) {
  const answer = p.draft.unboxingDateExists ?? (p.draft.mediaTag === 'Unboxing' ? 'Yes' : undefined);
  return (
    <Stack gap="xs" data-testid="unboxing">
      <YesNo
        question={SUPPLY_TEXTS.unboxingQuestion}
        value={answer}
        onChange={(v) => {
          p.touch('unboxingDate');
          // Yes asks the date ('No unboxing date was selected' until picked), so only No can end the page.
          chooser(p, false, ends && v === 'No')((d) => setSupplyUnboxing(supplyOf(d), v));
        }}
      />
      {answer === 'Yes' && (
        <TextInput
          type="date"
          label={SUPPLY_TEXTS.selectDate}
          value={text(p.draft, 'unboxingDate') ?? ''}
          onBlur={() => p.touch('unboxingDate')}
          onChange={(e) => {
            const v = e.currentTarget.value;
            p.touch('unboxingDate');
            p.update((d) => ({ ...d, unboxingDate: v || undefined }));
          }}
          error={fieldError(p, 'unboxingDate')}
          size="md"
        />
      )}
    </Stack>
  );
}

/** A field-level error that belongs to no single input (e.g. a refinement on the whole product). */
export function ErrorLine({ p, field }: { p: P; field: string }) {
  const e = fieldError(p, field);
  return e ? (
    <Text c="red" size="sm" role="alert">
      {e}
    </Text>
  ) : null;
}
