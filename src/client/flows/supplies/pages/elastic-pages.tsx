import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { ELASTIC_PACK_SIZES, ELASTIC_QUALITIES, PRE_SEWN_TYPES } from '../../../../shared/catalogue/elastic';
import { elasticTypesFor, showsPreSewnType, SUPPLY_TEXTS } from '../../../../shared/rules/supplies';
import { HINTS } from '../../../../shared/schemas/messages';
import { DebouncedText } from '../../../widgets/debounced-text';
import { fieldError } from '../../../wizard/field-error';
import { supplyOf, type P } from '../supply-form';
import { Guarded, Imperfections, SomeOf } from './fields';
import { DimensionsQuantityPage } from './length-pages';
import { ElasticPicture } from './pictures';

export const ElasticDimensionsQuantityPage = (p: P) => (
  <DimensionsQuantityPage p={p} lengthType="elasticLengthType" packPresets={ELASTIC_PACK_SIZES} />
);

/**
 * Elastic type from pictures, or typed; picking a picture disables the typed twin (spec 001
 * 'Elastic Type'), and typed text disables the pictures (spec 001 section 3: 'the choice list is
 * disabled when the twin has content'), so a tap never erases what was typed.
 * Pre-Sewn packs and bundles also ask 'Type of Pre-Sewn Elastic'.
 */
export function ElasticTypePage(p: P) {
  const d = supplyOf(p.draft);
  const chosen = typeof d.elasticType === 'string' ? d.elasticType : undefined;
  const typed = Boolean(d.elasticTypeOther?.trim());
  const pick = (type: string) => {
    p.touch('elasticType');
    // A picture is the page's answer, unless it is Pre-Sewn for a pack or bundle: its types are asked below.
    const more = showsPreSewnType({ ...d, elasticType: type }) && chosen !== type;
    (more ? p.update : p.answer)((x) =>
      x.elasticType === type
        ? { ...x, elasticType: undefined, preSewnType: [] }
        : { ...x, elasticType: type, preSewnType: type === 'Pre-Sewn' ? x.preSewnType : [] },
    );
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {HINTS.selectOrEnter}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" role="radiogroup" aria-label="Elastic type">
        {elasticTypesFor(d.sellingUnit).map((type) => {
          const on = chosen === type && !typed;
          return (
            <UnstyledButton
              key={type}
              role="radio"
              aria-checked={on}
              disabled={typed}
              aria-disabled={typed}
              onClick={() => pick(type)}
              style={{
                border: on ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-4)',
                borderRadius: 10,
                padding: 6,
                textAlign: 'center',
                background: on ? 'var(--mantine-color-teal-0)' : 'white',
                opacity: typed ? 0.4 : 1,
                cursor: typed ? 'not-allowed' : 'pointer',
              }}
            >
              <ElasticPicture type={type} />
              <Text size="sm" fw={600}>
                {type}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <DebouncedText
        aria-label="Elastic type (other)"
        placeholder="Another type"
        disabled={Boolean(chosen) && !typed}
        value={d.elasticTypeOther}
        onChange={(v) => {
          p.touch('elasticType');
          p.update((x) => ({ ...x, elasticTypeOther: v }));
        }}
        size="md"
      />
      {fieldError(p, 'elasticType') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(p, 'elasticType')}
        </Text>
      )}
      {showsPreSewnType(d) && (
        <SomeOf p={p} field="preSewnType" label={SUPPLY_TEXTS.preSewnTitle} options={PRE_SEWN_TYPES} max={3} columns={3} />
      )}
    </Stack>
  );
}

export function ElasticQualitiesImperfectionsPage(p: P) {
  return (
    <Stack gap="xl">
      <Guarded p={p} question="qualitiesExists" text={SUPPLY_TEXTS.elasticQualities} field="qualities" options={ELASTIC_QUALITIES} />
      <Imperfections p={p} ends />
    </Stack>
  );
}
