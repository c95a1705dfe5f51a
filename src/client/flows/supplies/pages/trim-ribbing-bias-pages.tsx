import { Stack } from '@mantine/core';
import {
  TRIM_CONTENTS,
  TRIM_DESIGNS,
  TRIM_PACK_SIZES,
  TRIM_QUALITIES,
  TRIM_SHAPES,
  TRIM_TYPES,
  TRIM_USES,
  TRIM_WEAVE_TYPES,
} from '../../../../shared/catalogue/trim';
import {
  RIBBING_MATERIALS,
  RIBBING_PACK_SIZES,
  RIBBING_PATTERNS,
  RIBBING_SIZES,
  RIBBING_STRETCHES,
  RIBBING_USES,
} from '../../../../shared/catalogue/ribbing';
import { BIAS_TAPE_MATERIALS, BIAS_TAPE_TYPES } from '../../../../shared/catalogue/bias-tape';
import { biasTapeQualitiesFor, chooseTrimType, showsTrimWeave, SUPPLY_TEXTS } from '../../../../shared/rules/supplies';
import { keeps, supplyOf, type P } from '../supply-form';
import { AdditionalInfo, Brand, Guarded, Imperfections, Numeric, OneOf, PackSize, Quantity, SomeOf } from './fields';
import { DimensionsQuantityPage } from './length-pages';

// ---- Trim ----

export const TrimDimensionsQuantityPage = (p: P) => (
  <DimensionsQuantityPage p={p} lengthType="trimLengthType" packPresets={TRIM_PACK_SIZES} />
);

/** The weave is asked only for ribbon, lace, tape, cording and piping (spec 001 section 4). */
export function TrimTypeWeavePage(p: P) {
  const typed = typeof p.draft.trimTypeOther === 'string' && p.draft.trimTypeOther.trim() !== '';
  return (
    <Stack gap="lg">
      <OneOf
        p={p}
        field="trimType"
        label="Trim type"
        options={TRIM_TYPES}
        other
        columns={3}
        apply={(d, v) => chooseTrimType(supplyOf(d), v)}
        // The optional weave of ribbon, lace, tape, cording and piping shows below: only a type without one ends the page.
        ends={(type) => !showsTrimWeave(type)}
      />
      {!typed && showsTrimWeave(p.draft.trimType) && (
        <SomeOf p={p} field="weaveType" label="Weave type" options={TRIM_WEAVE_TYPES} max={1} other columns={3} ends />
      )}
    </Stack>
  );
}

export function TrimDesignShapePage(p: P) {
  return (
    <Stack gap="lg">
      <OneOf p={p} field="design" label="Design (optional)" options={TRIM_DESIGNS} other optional columns={3} />
      <OneOf p={p} field="shape" label="Shape (optional)" options={TRIM_SHAPES} other optional columns={3} ends />
    </Stack>
  );
}

export const TrimQualitiesPage = (p: P) => (
  <Guarded p={p} question="qualitiesExists" text="Does the trim have any qualities?" field="qualities" options={TRIM_QUALITIES} ends />
);

export const TrimContentPage = (p: P) => (
  <SomeOf p={p} field="trimContent" label="Trim content" options={TRIM_CONTENTS} max={2} other columns={3} />
);

export function TrimUsesImperfectionsPage(p: P) {
  return (
    <Stack gap="xl">
      <SomeOf p={p} field="uses" label="Common uses" options={TRIM_USES} max={3} other columns={3} />
      <Imperfections p={p} ends />
    </Stack>
  );
}

// ---- Ribbing ----

export function RibbingMaterialStretchPage(p: P) {
  return (
    <Stack gap="lg">
      <OneOf p={p} field="material" label="Material" options={RIBBING_MATERIALS} other columns={3} ends />
      <OneOf p={p} field="stretch" label="Stretch" options={RIBBING_STRETCHES} other ends />
    </Stack>
  );
}

export function RibbingPatternImperfectionsPage(p: P) {
  return (
    <Stack gap="xl">
      <OneOf p={p} field="pattern" label="Pattern (optional)" options={RIBBING_PATTERNS} other optional />
      <Imperfections p={p} ends />
    </Stack>
  );
}

export function RibbingDimensionsPage(p: P) {
  const d = p.draft;
  return (
    <Stack gap="lg">
      <Numeric p={p} field="widthCM" label="Width (cm)" unit="cm" />
      {keeps(d, 'lengthCM') && <Numeric p={p} field="lengthCM" label="Length (cm)" unit="cm" />}
      {keeps(d, 'size') && <OneOf p={p} field="size" label="Size" options={RIBBING_SIZES} ends />}
    </Stack>
  );
}

export const RibbingUsesPage = (p: P) => <SomeOf p={p} field="uses" label="Common use" options={RIBBING_USES} max={4} other endsFirst />;

export function RibbingQuantityPage(p: P) {
  return (
    <Stack>
      <Quantity p={p} ends={!keeps(p.draft, 'packSize')} />
      {keeps(p.draft, 'packSize') && <PackSize p={p} presets={RIBBING_PACK_SIZES} ends />}
    </Stack>
  );
}

// ---- Bias tape ----

export const BiasTapeDimensionsQuantityPage = (p: P) => <DimensionsQuantityPage p={p} lengthType="biasTapeLengthType" />;

export function BiasTapeMaterialTypePage(p: P) {
  return (
    <Stack gap="lg">
      <OneOf p={p} field="material" label="Material" options={BIAS_TAPE_MATERIALS} ends />
      <OneOf p={p} field="biasTapeType" label="Bias tape type" options={BIAS_TAPE_TYPES} other columns={3} ends />
    </Stack>
  );
}

/** Packages only: the brand on the package and anything else it says. */
export function BiasTapeBrandInfoPage(p: P) {
  return (
    <Stack gap="xl">
      <Brand p={p} noun="bias tape" brands={[]} />
      <AdditionalInfo p={p} hint="Use complete sentences." ends />
    </Stack>
  );
}

/** 'Extra Wide' only for packages (spec 001 section 4). */
export function BiasTapeQualitiesImperfectionsPage(p: P) {
  return (
    <Stack gap="xl">
      <Guarded
        p={p}
        question="qualitiesExists"
        text={SUPPLY_TEXTS.biasTapeQualities}
        field="qualities"
        options={biasTapeQualitiesFor(p.draft.sellingUnit)}
      />
      <Imperfections p={p} ends />
    </Stack>
  );
}
