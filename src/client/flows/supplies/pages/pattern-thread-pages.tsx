import { Checkbox, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  PATTERN_BRANDS,
  PATTERN_CONDITIONS,
  PATTERN_QUALITIES,
  PATTERN_QUALITY_HINTS,
  PATTERN_TYPES,
} from '../../../../shared/catalogue/sewing-pattern';
import {
  INDUSTRIAL_WEIGHTS,
  SPOOL_SIZES,
  THREAD_BRANDS,
  THREAD_PACK_SIZES,
  THREAD_TYPES,
  THREAD_USES,
} from '../../../../shared/catalogue/thread';
import {
  chooseSpoolSize,
  chooseThreadType,
  showsIndustrialWeight,
  showsSpoolSize,
  showsThreadBrandQuestion,
  threadMaterialsFor,
  threadMaterialsRestricted,
  threadOnSpoolFor,
} from '../../../../shared/rules/supplies';
import { otherWins } from '../../../../shared/rules/multi-value';
import { keeps, supplyOf, type P } from '../supply-form';
import { Brand, ErrorLine, FreeText, Imperfections, OneOf, PackSize, Quantity, SomeOf } from './fields';
import { PatternTypePicture } from './pictures';

// ---- Sewing patterns ----

/**
 * Sewing pattern type as picture cards: spec 001's 'pattern picker with images'. No photographs
 * of envelopes exist in the repository, so each card is an envelope with the silhouette of what
 * the pattern makes (a dress, a shirt, a romper, a hoodie, a tote, a plush star, a T-shirt).
 */
function PatternTypeCards(p: P) {
  const chosen = p.draft.patternType;
  return (
    <Stack gap="xs">
      <Text fw={600}>Sewing pattern type</Text>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" role="radiogroup" aria-label="Sewing pattern type">
        {PATTERN_TYPES.map((type) => {
          const on = chosen === type;
          return (
            <UnstyledButton
              key={type}
              role="radio"
              aria-checked={on}
              onClick={() => {
                p.touch('patternType');
                p.update((d) => ({ ...d, patternType: type }));
              }}
              style={{
                border: on ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-4)',
                borderRadius: 10,
                padding: 6,
                textAlign: 'center',
                background: on ? 'var(--mantine-color-teal-0)' : 'white',
              }}
            >
              <PatternTypePicture type={type} />
              {/* 'Childrenswear' is the longest word: it must fit a third of a 375 px phone. */}
              <Text size="xs" fw={600}>
                {type}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <ErrorLine p={p} field="patternType" />
    </Stack>
  );
}

export function PatternTypePage(p: P) {
  return (
    <Stack gap="lg">
      <PatternTypeCards {...p} />
      <Stack gap={4}>
        <SomeOf p={p} field="qualities" label="Qualities" options={PATTERN_QUALITIES} max={2} />
        {Object.entries(PATTERN_QUALITY_HINTS).map(([q, hint]) => (
          <Text key={q} size="sm" c="dimmed">
            {q}: {hint}
          </Text>
        ))}
      </Stack>
      <OneOf p={p} field="condition" label="Condition" options={PATTERN_CONDITIONS} ends />
    </Stack>
  );
}

export function PatternBrandNumberPage(p: P) {
  return (
    <Stack gap="lg">
      <OneOf p={p} field="brand" label="Brand" options={PATTERN_BRANDS} other columns={3} />
      <FreeText p={p} field="patternNumber" label="Pattern number (optional)" placeholder="e.g. 9142 or M7445" />
    </Stack>
  );
}

export const PatternQuantityPage = (p: P) => <Quantity p={p} ends />;

// ---- Thread ----

/** Choosing a type forces or clears the material (silk, wooly nylon) and the spool (embroidery floss). */
export const ThreadTypePage = (p: P) => (
  <OneOf
    p={p}
    field="threadType"
    label="Thread type"
    options={THREAD_TYPES}
    other
    columns={3}
    apply={(d, v) => chooseThreadType(supplyOf(d), v)}
    ends
  />
);

export function ThreadMaterialPage(p: P) {
  // As the product carries it (a typed type wins); a type limited to a list has no 'other' box (issue 42).
  const type = otherWins(p.draft.threadType, p.draft.threadTypeOther);
  return (
    <OneOf
      p={p}
      field="material"
      label="Thread material"
      options={threadMaterialsFor(type)}
      other={!threadMaterialsRestricted(type)}
      columns={3}
      ends
    />
  );
}

export function ThreadSizePage(p: P) {
  const d = supplyOf(p.draft);
  return (
    <Stack gap="lg">
      {showsSpoolSize(d) ? (
        <OneOf p={p} field="spoolSize" label="Spool size" options={SPOOL_SIZES} other apply={(x, v) => chooseSpoolSize(supplyOf(x), v)} />
      ) : (
        <Text>Spool size: Skein (embroidery floss)</Text>
      )}
      {showsIndustrialWeight(d) && (
        <>
          <OneOf p={p} field="indusWeight" label="Industrial weight" options={INDUSTRIAL_WEIGHTS} columns={3} />
          <Checkbox
            size="md"
            label="Bulky"
            checked={d.bulky === true}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              p.update((x) => ({ ...x, bulky: on }));
            }}
          />
        </>
      )}
      {/* Thread on spool starts at Full: it ends the page only where no brand question follows it. */}
      <OneOf
        p={p}
        field="threadOnSpool"
        label="Thread on spool"
        options={threadOnSpoolFor(d.sellingUnit)}
        columns={3}
        ends={!showsThreadBrandQuestion(d)}
      />
      {showsThreadBrandQuestion(d) && <Brand p={p} noun="thread" brands={THREAD_BRANDS} ends />}
    </Stack>
  );
}

export function ThreadQuantityPage(p: P) {
  return (
    <Stack>
      <Quantity p={p} ends={!keeps(p.draft, 'packSize')} />
      {keeps(p.draft, 'packSize') && <PackSize p={p} presets={THREAD_PACK_SIZES} ends />}
    </Stack>
  );
}

export function ThreadUsesImperfectionsPage(p: P) {
  return (
    <Stack gap="xl">
      <SomeOf p={p} field="uses" label="Common use (one)" options={THREAD_USES} max={1} other columns={3} />
      <Imperfections p={p} ends />
    </Stack>
  );
}
