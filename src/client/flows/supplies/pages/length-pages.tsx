import { Stack } from '@mantine/core';
import { LENGTH_PRESETS_M } from '../../../../shared/catalogue/common';
import { LENGTH_TYPES } from '../../../../shared/catalogue/trim';
import { keeps, type P } from '../supply-form';
import { Numeric, OneOf, PackSize, Quantity, Width } from './fields';

/**
 * Trim, elastic and bias tape are sold by length: by the metre the width and the metres are
 * separate pages; rolls, bundles and packs enter width, length and quantity on one page.
 */
export const WidthPage = (p: P) => <Width p={p} />;

export const MetreQuantityPage = (p: P) => <Quantity p={p} label="Metres" ends />;

export function DimensionsQuantityPage({
  p,
  lengthType,
  packPresets,
}: {
  p: P;
  lengthType: 'trimLengthType' | 'biasTapeLengthType' | 'elasticLengthType';
  packPresets?: readonly number[];
}) {
  const d = p.draft;
  return (
    <Stack gap="lg">
      <Width p={p} />
      {keeps(d, 'lengthM') && <Numeric p={p} field="lengthM" label="Length (m)" unit="m" presets={LENGTH_PRESETS_M} />}
      {keeps(d, lengthType) && <OneOf p={p} field={lengthType} label="Length is" options={LENGTH_TYPES} />}
      {packPresets && keeps(d, 'packSize') && <PackSize p={p} presets={packPresets} />}
      <Quantity p={p} ends />
    </Stack>
  );
}
