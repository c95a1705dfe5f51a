import { Stack, Text } from '@mantine/core';
import { bundlePriceFromRoll } from '../../../../shared/pricing/bundle-price';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { DebouncedText } from '../../../widgets/debounced-text';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';
import { edit, pickedRoll, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

/** 'Length in metres': how much of the roll becomes the bundle, never more than it holds. */
export function LengthPage(props: P) {
  const { draft, update, touch, errors } = props;
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
      <DebouncedText
        label="Length in metres"
        inputMode="decimal"
        autoComplete="off"
        size="md"
        rightSection={<Text size="sm">m</Text>}
        value={draft.length}
        onBlur={() => touch('length')}
        onChange={(v) => {
          touch('length');
          update((d) => edit(d, { length: v }));
        }}
        error={fieldError(props, 'length')}
      />
      {roll && price !== null && (
        <Text size="sm" data-testid="bundle-price">
          Bundle price {formatPrice(price)}: {formatPrice(Number(roll.price))} per metre × {length} m, rounded up to the next $0.50.
        </Text>
      )}
    </Stack>
  );
}
