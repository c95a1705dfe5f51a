import { Checkbox, Stack, Text } from '@mantine/core';
import {
  DIMENSION_DESCRIPTIONS,
  OTHER_SUPPLY_PACK_SIZES,
  OTHER_SUPPLY_SIZES,
  OTHER_SUPPLY_TYPES_BY_GROUP,
  POUNDS_PER_UNIT,
} from '../../../../shared/catalogue/other-supply';
import { LENGTH_PRESETS_M } from '../../../../shared/catalogue/common';
import { chooseOtherSupplyType, SUPPLY_TEXTS, weightLabel } from '../../../../shared/rules/supplies';
import { ChoiceButtons } from '../../../widgets/choice-buttons';
import { fieldError } from '../../../wizard/field-error';
import { keeps, supplyOf, type P } from '../supply-form';
import { FreeText, Imperfections, Numeric, OneOf, PackSize, Quantity } from './fields';

/** The Everything Else type, grouped Sewing / Craft / Other; choosing moves on and forces the unit where there is one. */
export function OtherSupplyTypePage(p: P) {
  const value = p.draft.otherSupplyType;
  return (
    <Stack gap="lg">
      {Object.entries(OTHER_SUPPLY_TYPES_BY_GROUP).map(([group, options]) => (
        <ChoiceButtons
          key={group}
          label={group}
          options={options}
          value={value}
          columns={3}
          onChange={(v) => {
            p.touch('otherSupplyType');
            p.choose((d) => chooseOtherSupplyType(supplyOf(d), v));
          }}
        />
      ))}
      {fieldError(p, 'otherSupplyType') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(p, 'otherSupplyType')}
        </Text>
      )}
    </Stack>
  );
}

export function OtherSupplyNamePage(p: P) {
  return <FreeText p={p} field="name" label="Name (optional)" placeholder="e.g. Brass Thimble Set" description={SUPPLY_TEXTS.nameHint} />;
}

/**
 * By the metre: width (required) and length in metres. Otherwise optional width, length and
 * height, then what they describe; that last choice moves on (spec 001 'dimension description').
 */
export function OtherSupplyDimensionsPage(p: P) {
  const d = p.draft;
  if (d.sellingUnit === 'By Meter') {
    return (
      <Stack gap="lg">
        <Numeric p={p} field="widthCM" label="Width (cm)" unit="cm" />
        <Numeric p={p} field="lengthM" label="Length (m)" unit="m" presets={LENGTH_PRESETS_M} ends />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Numeric p={p} field="widthCM" label="Width (cm), optional" unit="cm" />
      <Numeric p={p} field="lengthCM" label="Length (cm), optional" unit="cm" />
      <Numeric p={p} field="heightCM" label="Height (cm), optional" unit="cm" />
      <OneOf p={p} field="dimensionDescription" label="These dimensions describe" options={DIMENSION_DESCRIPTIONS} auto />
    </Stack>
  );
}

const Bulky = ({ p }: { p: P }) => (
  <Checkbox
    size="md"
    label="Bulky (ships in its own box)"
    checked={p.draft.bulky === true}
    onChange={(e) => {
      const on = e.currentTarget.checked;
      p.update((x) => ({ ...x, bulky: on }));
    }}
  />
);

/** By weight: pounds per unit; by the metre only whether it is bulky. */
export function OtherSupplyWeightPage(p: P) {
  const d = supplyOf(p.draft);
  return (
    <Stack gap="lg">
      {keeps(d, 'weightLB') && <Numeric p={p} field="weightLB" label={weightLabel(d)} unit="lb" presets={POUNDS_PER_UNIT} />}
      <Bulky p={p} />
    </Stack>
  );
}

export function OtherSupplyWeightSizePage(p: P) {
  return (
    <Stack gap="lg">
      <Numeric p={p} field="weightG" label={`${weightLabel(supplyOf(p.draft))}, optional`} unit="g" />
      <OneOf p={p} field="osSize" label="Size (optional)" options={OTHER_SUPPLY_SIZES} columns={3} optional />
      <Bulky p={p} />
    </Stack>
  );
}

export function OtherSupplyQuantityPage(p: P) {
  return (
    <Stack>
      <Quantity p={p} ends={!keeps(p.draft, 'packSize')} />
      {keeps(p.draft, 'packSize') && <PackSize p={p} presets={OTHER_SUPPLY_PACK_SIZES} ends />}
    </Stack>
  );
}

export const OtherSupplyImperfectionsPage = (p: P) => <Imperfections p={p} ends />;
