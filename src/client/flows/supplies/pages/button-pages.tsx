import { Checkbox, Stack, Text } from '@mantine/core';
import {
  BUTTON_DESIGNS,
  BUTTON_OPAQUENESS,
  BUTTON_PACK_SIZES,
  BUTTON_TYPES,
  BUTTON_USES,
  BUTTON_WIDTH_PRESETS_MM,
  UNIQUE_SHAPE_PACK_SIZE,
} from '../../../../shared/catalogue/button';
import { applyUniqueShape, buttonMaterialsFor, buttonMaterialsRestricted, chooseButtonType } from '../../../../shared/rules/supplies';
import { otherWins } from '../../../../shared/rules/multi-value';
import { keeps, supplyOf, type P } from '../supply-form';
import { Numeric, OneOf, PackSize, Quantity, SomeOf } from './fields';

export function ButtonSizePage(p: P) {
  return (
    <Stack>
      <Numeric p={p} field="widthMM" label="Button width (mm)" unit="mm" presets={BUTTON_WIDTH_PRESETS_MM} />
      <Checkbox
        size="md"
        label="Mixed widths"
        checked={p.draft.mixedWidth === true}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          p.update((d) => ({ ...d, mixedWidth: on }));
        }}
      />
    </Stack>
  );
}

/** Quantity, pack size, and unique shapes (only in packs of two, spec 001 section 4). */
export function ButtonQuantityPage(p: P) {
  const unique = p.draft.uniqueShape === true;
  return (
    <Stack>
      <Quantity p={p} />
      <Checkbox
        size="md"
        label="Unique shape (sold in packs of 2)"
        checked={unique}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          p.touch('packSize');
          p.update((d) => applyUniqueShape(supplyOf(d), on));
        }}
      />
      {unique ? (
        <Text c="dimmed">Pack size {UNIQUE_SHAPE_PACK_SIZE}</Text>
      ) : (
        keeps(p.draft, 'packSize') && <PackSize p={p} presets={BUTTON_PACK_SIZES} ends />
      )}
    </Stack>
  );
}

export const ButtonTypePage = (p: P) => (
  <OneOf
    p={p}
    field="buttonType"
    label="Button type"
    options={BUTTON_TYPES}
    other
    apply={(d, v) => chooseButtonType(supplyOf(d), v)}
    ends
  />
);

/** Materials (at most 2) limited by the button type; opaqueness optional. */
export function ButtonMaterialPage(p: P) {
  // The type the product carries (a typed one wins), so the page offers what the server accepts; a type
  // limited to a list (snaps, grommets, toggles) has no 'other' box (issue 42).
  const type = otherWins(p.draft.buttonType, p.draft.buttonTypeOther);
  return (
    <Stack gap="xl">
      <SomeOf
        p={p}
        field="materials"
        label="Button material"
        options={buttonMaterialsFor(type)}
        max={2}
        other={!buttonMaterialsRestricted(type)}
        columns={3}
      />
      <OneOf p={p} field="buttonOpaqueness" label="Opaqueness (optional)" options={BUTTON_OPAQUENESS} optional ends />
    </Stack>
  );
}

export const ButtonDesignPage = (p: P) => (
  <OneOf p={p} field="design" label="Design (optional)" options={BUTTON_DESIGNS} other optional columns={3} ends />
);

export const ButtonUsesPage = (p: P) => (
  <SomeOf p={p} field="uses" label="Common use (one)" options={BUTTON_USES} max={1} other columns={3} ends />
);
