import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { QUANTITY_PRESETS } from '../../../../shared/catalogue/common';
import { FABRIC_IMPERFECTIONS, FABRIC_WIDTH_PRESETS_CM } from '../../../../shared/catalogue/fabric';
import {
  addVariant,
  answerImperfectionExists,
  isSameForAll,
  lengthPresetsFor,
  removeVariant,
  setSameForAll,
  setVariantCell,
  variantCount,
  type SharedColumn,
} from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { NumberField } from '../../../widgets/number-field';
import { QuantityStepper } from '../../../widgets/quantity-stepper';
import { PresetButtons, TAP_PX } from '../../../widgets/preset-buttons';
import { fieldError } from '../../../wizard/field-error';
import { FlawsQuestion } from '../../../widgets/flaws-question';
import type { StepProps } from '../../../wizard/wizard-types';
import { variantAnchor } from '../fabric-links';

type P = StepProps<FabricDraft>;
type ListField = 'lengthM' | 'widthCM' | 'quantity';

const COLUMNS: readonly { field: ListField; label: string }[] = [
  { field: 'lengthM', label: 'Length (m)' },
  { field: 'widthCM', label: 'Width (cm)' },
  { field: 'quantity', label: 'Qty' },
];

/** The first error under a path prefix ('imperfections.1'), once the field is touched. */
const errorUnder = (props: P, field: string, prefix: string) =>
  props.touched.has(field)
    ? Object.entries(props.errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1][0]
    : undefined;

/** A link from the review ('#variant-3') brings that variant's card into view. */
function useScrollToVariant() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);
}

/**
 * Dimensions of a roll, or of a bundle without variants: the first (or only) row. On a roll with
 * variants this is the roll itself; its bundles are on Variant Dimensions.
 */
export function DimensionsPage(props: P) {
  const { draft, update, touch } = props;
  const set = (field: ListField) => (v: string) => update((d) => setVariantCell(d, field, 0, v));
  // A preset is a finished value: its field counts as touched, so a wrong one says so at once.
  const preset = (field: ListField) => (v: string) => {
    touch(field);
    set(field)(v);
  };
  return (
    <Stack>
      {draft.bundleOrRoll === 'Roll' && draft.hasVariants === 'Yes' && (
        <Text size="sm">The roll itself. Its bundles are entered on Variant Dimensions.</Text>
      )}
      <Stack gap={6}>
        <NumberField
          label="Length (m)"
          unit="m"
          value={draft.lengthM?.[0]}
          onChange={set('lengthM')}
          onBlur={() => touch('lengthM')}
          error={errorUnder(props, 'lengthM', 'lengthM.0') ?? fieldError(props, 'lengthM')}
        />
        {/* Only lengths this row can have: a bundle is at most 9.99 m (lengthPresetsFor). */}
        <PresetButtons label="Length (m)" presets={lengthPresetsFor(draft, 0)} value={draft.lengthM?.[0]} onPick={preset('lengthM')} />
      </Stack>
      <Stack gap={6}>
        <NumberField
          label="Width (cm)"
          unit="cm"
          value={draft.widthCM?.[0]}
          onChange={set('widthCM')}
          onBlur={() => touch('widthCM')}
          error={errorUnder(props, 'widthCM', 'widthCM.0') ?? fieldError(props, 'widthCM')}
        />
        <PresetButtons label="Width (cm)" presets={FABRIC_WIDTH_PRESETS_CM} value={draft.widthCM?.[0]} onPick={preset('widthCM')} />
      </Stack>
      <Stack gap={6}>
        <QuantityStepper
          label="Quantity"
          value={draft.quantity?.[0]}
          onChange={(v) => {
            touch('quantity');
            set('quantity')(v);
          }}
          error={errorUnder(props, 'quantity', 'quantity.0') ?? fieldError(props, 'quantity')}
        />
        <PresetButtons label="Quantity" presets={QUANTITY_PRESETS} value={draft.quantity?.[0]} onPick={preset('quantity')} />
      </Stack>
    </Stack>
  );
}

/**
 * One row per variant; a toggle per column (width, quantity, imperfections) makes it apply to all
 * variants (spec 000 section 2). A roll's first row is the roll itself: its length, width and
 * quantity are asked on Dimensions and only shown here, and it cannot be removed.
 */
export function VariantDimensionsPage(props: P) {
  const { draft, update, touch, pathOf, stepOfField } = props;
  useScrollToVariant();
  const n = variantCount(draft);
  const roll = draft.bundleOrRoll === 'Roll';
  const sameWidth = isSameForAll(draft, 'widthCM');
  const sameQuantity = isSameForAll(draft, 'quantity');
  const sameImperfections = isSameForAll(draft, 'imperfections');
  const toggle = (column: SharedColumn, on: boolean) => update((d) => setSameForAll(d, column, on));
  // The flaws are named per row once 'Any flaws?' is answered Yes (issue 26 item 1).
  const flawed = draft.imperfectionExists === 'Yes';
  const dimensionsStep = stepOfField('lengthM.0');
  return (
    <Stack>
      <Group>
        <Switch label="Same width for all" checked={sameWidth} onChange={(e) => toggle('widthCM', e.currentTarget.checked)} />
        <Switch label="Same quantity for all" checked={sameQuantity} onChange={(e) => toggle('quantity', e.currentTarget.checked)} />
        {flawed && (
          <Switch
            label="Same imperfections for all"
            checked={sameImperfections}
            onChange={(e) => toggle('imperfections', e.currentTarget.checked)}
          />
        )}
      </Group>
      {Array.from({ length: n }, (_, i) => {
        const theRoll = roll && i === 0;
        return (
          <Paper key={i} withBorder p="sm" data-variant={i + 1} id={variantAnchor(i)}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{theRoll ? 'The roll' : `Variant ${i + 1}`}</Text>
              {/* An edit keeps the variants it has: each SKU is on a printed label (issue 27). */}
              {!theRoll && !props.editing && (
                <Button
                  mih={TAP_PX}
                  variant="subtle"
                  color="red"
                  disabled={n <= (roll ? 2 : 1)}
                  onClick={() => update((d) => removeVariant(d, i))}
                  aria-label={`Remove variant ${i + 1}`}
                >
                  Remove
                </Button>
              )}
            </Group>
            {theRoll ? (
              <Text size="sm" mb="xs" data-testid="roll-row">
                {`${draft.lengthM?.[0] || '-'} m x ${draft.widthCM?.[0] || '-'} cm, quantity ${draft.quantity?.[0] || '-'}. `}
                {dimensionsStep && (
                  <Anchor component={Link} to={pathOf(dimensionsStep)}>
                    Change on Dimensions
                  </Anchor>
                )}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mb="xs">
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
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        update((d) => setVariantCell(d, field, i, v));
                      }}
                      onBlur={() => {
                        touch(field);
                        touch('variantedFields');
                      }}
                      error={shared ? undefined : errorUnder(props, field, `${field}.${i}`)}
                    />
                  );
                })}
              </SimpleGrid>
            )}
            {flawed && (
              <TagsInput
                label="Imperfections"
                aria-label={`Imperfections ${i + 1}`}
                data={Object.keys(FABRIC_IMPERFECTIONS)}
                maxTags={3}
                placeholder="None"
                disabled={i > 0 && sameImperfections}
                value={draft.imperfections?.[i] ?? []}
                onChange={(v) => {
                  touch('imperfections');
                  update((d) => setVariantCell(d, 'imperfections', i, v));
                }}
                error={i > 0 && sameImperfections ? undefined : errorUnder(props, 'imperfections', `imperfections.${i}`)}
              />
            )}
          </Paper>
        );
      })}
      {(['lengthM', 'widthCM', 'quantity', 'imperfections', 'variantedFields'] as const).map((f) => {
        const e = props.touched.has(f) ? props.errors[f]?.[0] : undefined;
        return e ? (
          <Text key={f} c="red" size="sm" role="alert">
            {e}
          </Text>
        ) : null;
      })}
      {!props.editing && (
        <Button variant="light" mih={TAP_PX} onClick={() => update(addVariant)}>
          Add variant
        </Button>
      )}
      <FlawsQuestion
        answer={draft.imperfectionExists}
        onNoFlaws={() => {
          touch('imperfections');
          props.answer((d) => answerImperfectionExists(d, 'No'));
        }}
        onSome={() => update((d) => answerImperfectionExists(d, 'Yes'))}
      />
    </Stack>
  );
}
