import { Button, Group, Paper, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { LENGTH_PRESETS_M, QUANTITY_PRESETS } from '../../../../shared/catalogue/common';
import { FABRIC_IMPERFECTIONS, FABRIC_WIDTH_PRESETS_CM } from '../../../../shared/catalogue/fabric';
import { addVariant, isSameForAll, removeVariant, setSameForAll, setVariantCell, variantCount, type SharedColumn } from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { NumberField } from '../../../widgets/number-field';
import { QuantityStepper } from '../../../widgets/quantity-stepper';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;
type ListField = 'lengthM' | 'widthCM' | 'quantity';

const COLUMNS: readonly { field: ListField; label: string }[] = [
  { field: 'lengthM', label: 'Length (m)' },
  { field: 'widthCM', label: 'Width (cm)' },
  { field: 'quantity', label: 'Qty' },
];

/** Dimensions of a roll, or of a bundle without variants: the first (or only) row. */
export function DimensionsPage(props: P) {
  const { draft, update, touch } = props;
  const set = (field: ListField) => (v: string) => update((d) => setVariantCell(d, field, 0, v));
  return (
    <Stack>
      <NumberField label="Length (m)" unit="m" value={draft.lengthM?.[0]} onChange={set('lengthM')} onBlur={() => touch('lengthM')} presets={LENGTH_PRESETS_M} error={fieldError(props, 'lengthM')} />
      <NumberField label="Width (cm)" unit="cm" value={draft.widthCM?.[0]} onChange={set('widthCM')} onBlur={() => touch('widthCM')} presets={FABRIC_WIDTH_PRESETS_CM} error={fieldError(props, 'widthCM')} />
      <QuantityStepper label="Quantity" value={draft.quantity?.[0]} onChange={(v) => { touch('quantity'); set('quantity')(v); }} error={fieldError(props, 'quantity')} />
      <Group gap={6}>
        {QUANTITY_PRESETS.map((q) => (
          <Button key={q} size="compact-md" variant="light" onClick={() => set('quantity')(String(q))}>{q}</Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * One row per variant; a toggle per column (width, quantity) makes it apply to all variants
 * (spec 000 section 2). A roll's first row is the roll itself.
 */
export function VariantDimensionsPage(props: P) {
  const { draft, update, touch } = props;
  const n = variantCount(draft);
  const sameWidth = isSameForAll(draft, 'widthCM');
  const sameQuantity = isSameForAll(draft, 'quantity');
  const sameImperfections = isSameForAll(draft, 'imperfections');
  const toggle = (column: SharedColumn, on: boolean) => update((d) => setSameForAll(d, column, on));
  return (
    <Stack>
      <Group>
        <Switch label="Same width for all" checked={sameWidth} onChange={(e) => toggle('widthCM', e.currentTarget.checked)} />
        <Switch label="Same quantity for all" checked={sameQuantity} onChange={(e) => toggle('quantity', e.currentTarget.checked)} />
        <Switch label="Same imperfections for all" checked={sameImperfections} onChange={(e) => toggle('imperfections', e.currentTarget.checked)} />
      </Group>
      {Array.from({ length: n }, (_, i) => (
        <Paper key={i} withBorder p="sm" data-variant={i + 1}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{draft.bundleOrRoll === 'Roll' && i === 0 ? 'The roll' : `Variant ${i + 1}`}</Text>
            <Button size="compact-sm" variant="subtle" color="red" disabled={n <= 1} onClick={() => update((d) => removeVariant(d, i))} aria-label={`Remove variant ${i + 1}`}>
              Remove
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {COLUMNS.map(({ field, label }) => {
              const shared = i > 0 && ((field === 'widthCM' && sameWidth) || (field === 'quantity' && sameQuantity));
              return (
                <TextInput
                  key={field}
                  label={label}
                  aria-label={`${label} ${i + 1}`}
                  inputMode="decimal"
                  value={draft[field]?.[i] ?? ''}
                  disabled={shared}
                  onChange={(e) => { const v = e.currentTarget.value; update((d) => setVariantCell(d, field, i, v)); }}
                  onBlur={() => { touch(field); touch('variantedFields'); }}
                  error={props.touched.has(field) ? props.errors[`${field}.${i}`]?.[0] : undefined}
                />
              );
            })}
            <TagsInput
              label="Imperfections"
              aria-label={`Imperfections ${i + 1}`}
              data={Object.keys(FABRIC_IMPERFECTIONS)}
              maxTags={3}
              placeholder="None"
              disabled={i > 0 && sameImperfections}
              value={draft.imperfections?.[i] ?? []}
              onChange={(v) => { touch('imperfections'); update((d) => setVariantCell(d, 'imperfections', i, v)); }}
              style={{ gridColumn: '1 / -1' }}
            />
          </SimpleGrid>
        </Paper>
      ))}
      {(['lengthM', 'widthCM', 'quantity', 'imperfections', 'variantedFields'] as const).map((f) => {
        const e = fieldError(props, f);
        return e ? <Text key={f} c="red" size="sm" role="alert">{e}</Text> : null;
      })}
      <Button variant="light" onClick={() => update(addVariant)}>Add variant</Button>
    </Stack>
  );
}
