import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
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
import { choiceLimit } from '../../../../shared/rules/multi-value';
import { formatFraction, inchesToMm } from '../../../../shared/rules/units';
import { widthInches, type EXISTS_QUESTIONS, type SupplyField } from '../../../../shared/schemas/supply-draft';
import { HINTS } from '../../../../shared/schemas/messages';
import { ChoiceButtons, MultiChoice } from '../../../widgets/choice-buttons';
import { ColourSwatches } from '../../../widgets/colour-swatches';
import { DebouncedText } from '../../../widgets/debounced-text';
import { NumberField } from '../../../widgets/number-field';
import { QuantityStepper } from '../../../widgets/quantity-stepper';
import { WidthField } from '../../../widgets/width-field';
import { YesNo } from '../../../widgets/yes-no';
import { fieldError } from '../../../wizard/field-error';
import { supplyOf, type P, type SupplyForm } from '../supply-form';

/**
 * The field pieces every supply page is made of. Each reads and writes one draft field (and its
 * 'Other' twin), marks it touched, and shows its first error once touched (spec 001 section 5).
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
}

export function OneOf({ p, field, label, options, other, auto, apply, columns = 2, optional }: OneOfProps) {
  const set = (d: SupplyForm, v: string) => (apply ? apply(d, v) : { ...d, [field]: v });
  return (
    <ChoiceButtons
      label={label}
      options={options}
      value={text(p.draft, field)}
      columns={columns}
      onChange={(v) => {
        p.touch(field);
        (auto ? p.choose : p.update)((d) => set(d, v));
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
}

/** Several choices; a typed twin counts against the limit and is disabled once the limit is reached. */
export function SomeOf({ p, field, label, options, max, other, columns = 2 }: SomeOfProps) {
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
        p.update((d) => ({ ...d, [field]: v }));
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
}: {
  p: P;
  question: Question;
  text: string;
  field: SupplyField;
  options: readonly string[];
  max?: number;
  other?: boolean;
}) {
  const answer = p.draft[question];
  return (
    <Stack gap="xs">
      <YesNo
        question={asked}
        value={answer}
        onChange={(v) => {
          p.touch(field);
          p.update((d) => answerExists(supplyOf(d), question, v));
        }}
      />
      {answer === 'Yes' && <SomeOf p={p} field={field} options={options} max={max} other={other} columns={3} />}
    </Stack>
  );
}

/** 'Does the <noun> have any imperfections?' with the choices the kind and unit allow. */
export function Imperfections({ p, noun }: { p: P; noun: string }) {
  return (
    <Guarded
      p={p}
      question="imperfectionExists"
      text={`Does the ${noun} have any imperfections?`}
      field="imperfections"
      options={imperfectionsFor(supplyOf(p.draft))}
    />
  );
}

/** A brand question with known brands and a typed one. */
export function Brand({ p, noun, brands }: { p: P; noun: string; brands: readonly string[] }) {
  const answer = p.draft.brandExists;
  return (
    <Stack gap="xs">
      <YesNo
        question={`Is the ${noun} brand known?`}
        value={answer}
        onChange={(v) => {
          p.touch('brand');
          p.update((d) => answerExists(supplyOf(d), 'brandExists', v));
        }}
      />
      {answer === 'Yes' && <OneOf p={p} field="brand" label="Brand" options={brands} other columns={3} />}
    </Stack>
  );
}

/** A number as the form holds it: as typed, or set by a preset. */
const numberText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function Numeric({
  p,
  field,
  label,
  unit,
  presets,
  whole,
}: {
  p: P;
  field: Field;
  label: string;
  unit?: string;
  presets?: readonly number[];
  whole?: boolean;
}) {
  return (
    <NumberField
      label={label}
      value={numberText(valueOf(p.draft, field))}
      onChange={(v) => p.update((d) => ({ ...d, [field]: v }))}
      onBlur={() => p.touch(field)}
      {...(unit ? { unit } : {})}
      {...(presets ? { presets } : {})}
      decimal={!whole}
      error={fieldError(p, field)}
    />
  );
}

/** Quantity: whole items with a stepper, or for a by-the-metre unit the metres in stock, decimals allowed (2.5 m). */
export function Quantity({ p, label = 'Quantity' }: { p: P; label?: string }) {
  const value = p.draft.quantityOther?.trim() ? p.draft.quantityOther : p.draft.quantityRadio;
  const set = (v: string) => {
    p.touch('quantity');
    p.update((d) => ({ ...d, quantityRadio: v, quantityOther: '' }));
  };
  if (METRE_UNITS.includes(p.draft.sellingUnit ?? '')) {
    return (
      <NumberField
        label={label}
        value={value}
        onChange={(v) => p.update((d) => ({ ...d, quantityRadio: v, quantityOther: '' }))}
        onBlur={() => p.touch('quantity')}
        unit="m"
        presets={LENGTH_PRESETS_M}
        decimal
        error={fieldError(p, 'quantity')}
      />
    );
  }
  return (
    <Stack gap={6}>
      <QuantityStepper label={label} value={value} onChange={set} error={fieldError(p, 'quantity')} />
      <Group gap={6}>
        {QUANTITY_PRESETS.map((q) => (
          <Button key={q} size="compact-md" variant={value === String(q) ? 'filled' : 'light'} onClick={() => set(String(q))}>
            {q}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

export function PackSize({ p, presets }: { p: P; presets: readonly number[] }) {
  return <Numeric p={p} field="packSize" label="Pack size" presets={presets} whole />;
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

export function Colours({ p }: { p: P }) {
  const d = p.draft;
  return (
    <ColourSwatches
      values={strings(d, 'colour')}
      max={choiceLimit(2, text(d, 'colourOther'))}
      onChange={(v) => {
        p.touch('colour');
        p.update((x) => ({ ...x, colour: v }));
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
export function AdditionalInfo({ p, hint }: { p: P; hint: string }) {
  const answer = p.draft.additionalInfoExists;
  return (
    <Stack gap="xs">
      <YesNo
        question="Is there any additional information?"
        value={answer}
        onChange={(v) => {
          p.touch('additionalInfo');
          p.update((d) => answerExists(supplyOf(d), 'additionalInfoExists', v));
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
export function Unboxing({ p }: { p: P }) {
  const answer = p.draft.unboxingDateExists ?? (p.draft.mediaTag === 'Unboxing' ? 'Yes' : undefined);
  return (
    <Stack gap="xs" data-testid="unboxing">
      <YesNo
        question={SUPPLY_TEXTS.unboxingQuestion}
        value={answer}
        onChange={(v) => {
          p.touch('unboxingDate');
          p.update((d) => setSupplyUnboxing(supplyOf(d), v));
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
