import { Stack, Text, TextInput } from '@mantine/core';
import { bundlePriceFromRoll } from '../../../../shared/pricing/bundle-price';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';
import { ConvertPanel } from '../convert-panel';
import { edit, pickedRoll, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

/**
 * 'Length in metres': how much of the roll becomes the bundle, never more than it holds; the
 * conversion sits right under it, so a phone converts without going on to the summary (issue 17).
 */
export function LengthPage(props: P) {
  const { draft, update, touch, touched, errors } = props;
  const roll = pickedRoll(draft);
  const length = Number(draft.length);
  const price = roll && !errors.length && Number(roll.price) > 0 ? bundlePriceFromRoll(Number(roll.price), length) : null;
  return (
    <Stack>
      {roll && (
        <Text>
          {roll.title} (SKU {roll.sku}) holds {roll.lengthM} m.
        </Text>
      )}
      {/* A numeric input (spec 000's widgets), handed on as typed: Upload sits right below, and a tap
          made before a debounce ended would land on a button still disabled and be lost. */}
      <TextInput
        label="Length in metres"
        inputMode="decimal"
        autoComplete="off"
        size="lg"
        rightSection={<Text size="sm">m</Text>}
        value={draft.length ?? ''}
        // A converted roll keeps the length it was converted with: another length is another conversion (Start new).
        readOnly={draft.result !== undefined}
        onBlur={() => touch('length')}
        onChange={(e) => {
          const length = e.currentTarget.value;
          touch('length');
          update((d) => edit(d, { length }));
        }}
        error={fieldError(props, 'length')}
      />
      {roll && price !== null && (
        <Text size="sm" data-testid="bundle-price">
          Bundle price {formatPrice(price)}: {formatPrice(Number(roll.price))} per metre × {length} m, rounded up to the next $0.50.
        </Text>
      )}
      <ConvertPanel step={props} showInvalid={touched.has('length')} />
    </Stack>
  );
}
