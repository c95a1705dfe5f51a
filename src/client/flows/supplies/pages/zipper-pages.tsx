import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import {
  ZIPPER_BRANDS,
  ZIPPER_CLOSURES,
  ZIPPER_HARDWARE_MATERIALS,
  ZIPPER_HARDWARE_TYPES,
  ZIPPER_HARDWARE_UNITS,
  ZIPPER_MATERIALS,
  ZIPPER_PACK_SIZES,
  ZIPPER_QUALITIES,
  ZIPPER_SLIDER_SIZE,
  ZIPPER_TYPES,
  ZIPPER_USES,
  ZIPPER_WIDTHS_MM,
} from '../../../../shared/catalogue/zipper';
import { applyZipperHardwareUnit } from '../../../../shared/rules/supplies';
import { fieldError } from '../../../wizard/field-error';
import { supplyOf, type P } from '../supply-form';
import { Brand, Guarded, Imperfections, Numeric, OneOf, PackSize, Quantity, SomeOf } from './fields';

export const HardwareTypePage = (p: P) => (
  <OneOf p={p} field="zipperHardwareType" label="Hardware type" options={ZIPPER_HARDWARE_TYPES} auto />
);
export const HardwareUnitPage = (p: P) => (
  <OneOf
    p={p}
    field="zipperHardwareSU"
    label="Sold as"
    options={ZIPPER_HARDWARE_UNITS}
    auto
    apply={(d, v) => applyZipperHardwareUnit(supplyOf(d), v as 'Individual' | 'Pack')}
  />
);
export const HardwareMaterialPage = (p: P) => (
  <OneOf p={p} field="zipperHardwareMaterial" label="Hardware material" options={ZIPPER_HARDWARE_MATERIALS} auto columns={3} />
);

/**
 * Tape by the metre: the zipper type and the tape's material (its only material question). Both are
 * required, so either choice, made last, ends the page.
 */
export function ZipperTypePage(p: P) {
  return (
    <Stack>
      <OneOf p={p} field="zipperType" label="Zipper type" options={ZIPPER_TYPES} other ends />
      <OneOf p={p} field="material" label="Zipper material" options={ZIPPER_MATERIALS} ends />
    </Stack>
  );
}

/** Type and closure, both required: the page moves on once both are chosen, whichever comes last. */
export function ZipperTypeClosurePage(p: P) {
  return (
    <Stack>
      <OneOf p={p} field="zipperType" label="Zipper type" options={ZIPPER_TYPES} other ends />
      <OneOf p={p} field="closure" label="Closure" options={ZIPPER_CLOSURES} other columns={3} ends />
    </Stack>
  );
}

/**
 * The lengths zippers are made in, offered as presets (the spec lists none for zipper lengths; any
 * other length is typed). Tapping one answers the page's last required question and moves on.
 */
export const ZIPPER_LENGTH_PRESETS_IN = [7, 9, 12, 14, 16, 18, 20, 22, 24, 30] as const;

export function ZipperDimensionsPage(p: P) {
  const tape = p.draft.sellingUnit === 'Tape By The Meter';
  return (
    <Stack>
      <Numeric p={p} field="widthMM" label="Width (mm), optional" unit="mm" presets={ZIPPER_WIDTHS_MM} whole ends />
      {!tape && <Numeric p={p} field="lengthIn" label="Length (in)" unit="in" presets={ZIPPER_LENGTH_PRESETS_IN} ends />}
    </Stack>
  );
}

/** Slider size 1 to 10 (optional): the number stamped on the slider. */
export function SliderSizePage(p: P) {
  const value = Number(p.draft.sliderSize);
  const set = Number.isInteger(value) && value >= ZIPPER_SLIDER_SIZE.min;
  const marks = Array.from({ length: ZIPPER_SLIDER_SIZE.max }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  return (
    <Stack gap="lg">
      <Text fw={600}>Slider size: {set ? value : 'not set'}</Text>
      <Slider
        thumbLabel="Slider size"
        min={ZIPPER_SLIDER_SIZE.min}
        max={ZIPPER_SLIDER_SIZE.max}
        step={1}
        marks={marks}
        value={set ? value : ZIPPER_SLIDER_SIZE.min}
        onChange={(v) => {
          p.touch('sliderSize');
          p.update((d) => ({ ...d, sliderSize: v }));
        }}
        mb="lg"
      />
      <Group>
        <Button variant="subtle" disabled={!set} onClick={() => p.update((d) => ({ ...d, sliderSize: undefined }))}>
          Clear size
        </Button>
      </Group>
      {fieldError(p, 'sliderSize') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(p, 'sliderSize')}
        </Text>
      )}
    </Stack>
  );
}

// Above 'Any flaws?', which ends both pages that ask it (issue 26): a quality answer moves on only once the flaws are answered.
const ZipperQuality = (p: P) => (
  <Guarded p={p} question="qualityExists" text="Does the zipper have any qualities?" field="quality" options={ZIPPER_QUALITIES} ends />
);

export function BrandImperfectionsQualityPage(p: P) {
  return (
    <Stack gap="xl">
      <Brand p={p} noun="zipper" brands={ZIPPER_BRANDS} />
      <ZipperQuality {...p} />
      <Imperfections p={p} ends />
    </Stack>
  );
}

export function ImperfectionsQualityPage(p: P) {
  return (
    <Stack gap="xl">
      <ZipperQuality {...p} />
      <Imperfections p={p} ends />
    </Stack>
  );
}

export const ZipperUsesPage = (p: P) => (
  <SomeOf p={p} field="uses" label="Common uses" options={ZIPPER_USES} max={3} other columns={3} endsFirst />
);

/** Quantity; pack size for packs and hardware packs (single hardware is forced to 1). */
export function ZipperQuantityPage(p: P) {
  const d = p.draft;
  const hardware = d.sellingUnit === 'Hardware';
  const pack = d.sellingUnit === 'Pack' || (hardware && d.zipperHardwareSU === 'Pack');
  return (
    <Stack>
      <Quantity p={p} ends={!pack} />
      {pack && <PackSize p={p} presets={ZIPPER_PACK_SIZES} ends />}
      {hardware && d.zipperHardwareSU !== 'Pack' && <Text c="dimmed">Pack size 1 (single hardware)</Text>}
    </Stack>
  );
}
