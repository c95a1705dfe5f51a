import { Anchor, Button, Checkbox, Group, Select, Slider, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  ALL_FIBRES,
  COLOUR_TONE_CHOICES,
  COLOUR_TONE_NONE,
  CONTENT_TYPES,
  CONTENT_TYPE_HINTS,
  CONTENT_TYPE_LABELS,
  DRAPES,
  ESTIMATED_GENERAL,
  FABRIC_FLAGS,
  FABRIC_IMPERFECTIONS,
  FABRIC_LIMITS,
  FABRIC_QUALITIES,
  FABRIC_USES,
  OPACITIES,
  PATTERNS,
  SPECIFIC_FIBRES,
  WEIGHTS,
} from '../../../../shared/catalogue/fabric';
import {
  answerImperfectionExists,
  answerQualityExists,
  colourLimit,
  knitWeaveTypeOptions,
  offeredKnitWeaveType,
  qualityFreeTextDisabled,
  qualityLimit,
  setSlightStretch,
  setStretch,
  slightDisabled,
  stretchOptions,
  stretchSliderDisabled,
} from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { HINTS } from '../../../../shared/schemas/messages';
import { ownValue } from '../../../../shared/own-key';
import { ChoiceButtons, MultiChoice } from '../../../widgets/choice-buttons';
import { ColourSwatches } from '../../../widgets/colour-swatches';
import { YesNo } from '../../../widgets/yes-no';
import { DebouncedText } from '../../../widgets/debounced-text';
import { OptionSearch } from '../../../widgets/option-search';
import { TAP_PX } from '../../../widgets/preset-buttons';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;

/** Custom fibre amounts go in steps of 5 up to 100 (spec 000 section 5). */
const CUSTOM_AMOUNTS = Array.from({ length: 100 / FABRIC_LIMITS.customContentStep }, (_, i) =>
  String((i + 1) * FABRIC_LIMITS.customContentStep),
);

/**
 * Fibre content. The content type opens its sub-form; the sub-form's last needed choice ends the
 * page (issue 17 item 1): an estimated general content, or the secondary fibre once a primary is
 * chosen (or the primary once a secondary is). Known content is typed, so it waits for Next.
 */
export function FiberContentPage(props: P) {
  const { draft, update, answer, touch } = props;
  const known = draft.knownContent ?? [{ content: '', amount: '' }];
  const custom = draft.customContent ?? [];
  const total = [...known, ...custom].reduce((s, k) => s + (Number(k.amount) || 0), 0);
  const hint = ownValue(CONTENT_TYPE_HINTS, draft.contentType);
  return (
    <Stack>
      <ChoiceButtons
        label="Content type"
        options={CONTENT_TYPES.map((t) => CONTENT_TYPE_LABELS[t])}
        value={ownValue(CONTENT_TYPE_LABELS, draft.contentType)}
        onChange={(label) => update((d) => ({ ...d, contentType: CONTENT_TYPES.find((t) => CONTENT_TYPE_LABELS[t] === label) }))}
        columns={1}
      />
      {hint && (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      )}
      {draft.contentType === 'Known' && (
        <Stack gap="xs">
          {known.map((entry, i) => (
            <Group key={i} grow wrap="nowrap">
              <Select
                aria-label={`Fibre ${i + 1}`}
                placeholder="Fibre"
                data={ALL_FIBRES}
                searchable
                value={entry.content || null}
                onChange={(v) => update((d) => ({ ...d, knownContent: known.map((k, j) => (j === i ? { ...k, content: v ?? '' } : k)) }))}
              />
              <TextInput
                aria-label={`Percent ${i + 1}`}
                placeholder="%"
                inputMode="numeric"
                value={String(entry.amount)}
                onBlur={() => touch('content')}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  update((d) => ({ ...d, knownContent: known.map((k, j) => (j === i ? { ...k, amount: v } : k)) }));
                }}
              />
            </Group>
          ))}
          {custom.map((entry, i) => (
            <Group key={`custom-${i}`} grow wrap="nowrap">
              <TextInput
                aria-label={`Other fibre ${i + 1}`}
                placeholder="Other fibre name"
                value={entry.content}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  update((d) => ({ ...d, customContent: custom.map((k, j) => (j === i ? { ...k, content: v } : k)) }));
                }}
              />
              <Select
                aria-label={`Other percent ${i + 1}`}
                placeholder="%"
                data={CUSTOM_AMOUNTS}
                value={entry.amount === '' ? null : String(entry.amount)}
                onChange={(v) => update((d) => ({ ...d, customContent: custom.map((k, j) => (j === i ? { ...k, amount: v ?? '' } : k)) }))}
              />
            </Group>
          ))}
          <Group justify="space-between">
            <Group gap="xs">
              <Button
                variant="light"
                mih={TAP_PX}
                onClick={() => update((d) => ({ ...d, knownContent: [...known, { content: '', amount: '' }] }))}
              >
                Add fibre
              </Button>
              <Button
                variant="subtle"
                mih={TAP_PX}
                disabled={custom.length >= FABRIC_LIMITS.customContentMax}
                onClick={() => update((d) => ({ ...d, customContent: [...custom, { content: '', amount: '' }] }))}
              >
                Add other fibre
              </Button>
            </Group>
            <Text size="sm" c={total === 100 ? 'teal' : 'orange'}>
              Total {total}%
            </Text>
          </Group>
        </Stack>
      )}
      {draft.contentType === 'EstimatedSpecific' && (
        <Group grow>
          <Select
            label="Primary fibre"
            data={SPECIFIC_FIBRES}
            searchable
            value={draft.estimatedPrimary ?? null}
            onChange={(v) => (v && draft.estimatedSecondary ? answer : update)((d) => ({ ...d, estimatedPrimary: v ?? '' }))}
          />
          <Select
            label="Secondary fibre"
            data={['Blend', ...SPECIFIC_FIBRES]}
            searchable
            clearable
            value={draft.estimatedSecondary ?? null}
            onChange={(v) => (v && draft.estimatedPrimary ? answer : update)((d) => ({ ...d, estimatedSecondary: v ?? '' }))}
          />
        </Group>
      )}
      {draft.contentType === 'EstimatedGeneral' && (
        <ChoiceButtons
          options={ESTIMATED_GENERAL}
          value={draft.estimatedGeneral}
          onChange={(v) => answer((d) => ({ ...d, estimatedGeneral: v }))}
        />
      )}
      {contentErrors(props).map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

/** Every distinct content error once touched, the total first ('Known content should equal 100', then 'Amount must be at most 100'). */
function contentErrors({ errors, touched }: P): string[] {
  if (!touched.has('content')) return [];
  const paths = Object.keys(errors).filter((path) => path === 'content' || path.startsWith('content.'));
  paths.sort((a, b) => a.split('.').length - b.split('.').length);
  return [...new Set(paths.flatMap((path) => errors[path] ?? []))];
}

/** Knit or Weave Type: up to 34 names, searchable; a tap on one is the page's answer and moves on. */
export function KnitOrWeaveTypePage(props: P) {
  const { draft, update, answer, pathOf, stepOfField } = props;
  const { missing, options, empty } = knitWeaveTypeOptions(draft);
  if (missing.length > 0) {
    return (
      <Stack>
        {missing.map((m) => (
          <Anchor key={m} component={Link} to={pathOf(stepOfField(m.includes('content') ? 'content' : 'knitOrWoven') ?? '')} c="red">
            {m}
          </Anchor>
        ))}
      </Stack>
    );
  }
  const label = draft.knitOrWoven === 'Knit' ? 'Knit type' : 'Weave type';
  const other = { value: draft.knitWeaveTypeOther, onChange: (v: string) => update((d) => ({ ...d, knitWeaveTypeOther: v })) };
  // No names for this fibre: the spec's line, and the box to type one in all the same.
  if (empty) {
    return (
      <Stack>
        <Text>{empty}</Text>
        <DebouncedText label={`${label} (other)`} placeholder={HINTS.typeValue} value={other.value} onChange={other.onChange} />
      </Stack>
    );
  }
  // A type chosen before the fibre changed, and not made of it, is shown as not chosen: pick again or type it.
  const chosen = offeredKnitWeaveType(draft);
  return (
    <OptionSearch
      label={label}
      options={options}
      value={chosen}
      onChange={(v) => answer((d) => ({ ...d, knitWeaveType: v }))}
      onClear={() => update((d) => ({ ...d, knitWeaveType: undefined }))}
      other={other}
    />
  );
}

/** Quality: No is the whole answer and moves on; Yes opens the list, which waits for Next. */
export function QualityPage(props: P) {
  const { draft, update, answer } = props;
  return (
    <Stack>
      <YesNo
        question="Does the fabric have any qualities?"
        value={draft.qualityExists}
        onChange={(v) => (v === 'No' ? answer : update)((d) => answerQualityExists(d, v))}
      />
      {draft.qualityExists === 'Yes' && (
        <MultiChoice
          options={Object.keys(FABRIC_QUALITIES)}
          values={draft.quality}
          max={qualityLimit(draft)}
          onChange={(v) => update((d) => ({ ...d, quality: v }))}
          other={{
            value: draft.qualityOther,
            onChange: (v) => update((d) => ({ ...d, qualityOther: v })),
            disabled: qualityFreeTextDisabled(draft),
          }}
          error={fieldError(props, 'quality')}
        />
      )}
    </Stack>
  );
}

/** Stretch: None is the whole answer (it disables slight) and moves on; 2-way and 4-way wait for slight and Next. */
export function StretchPage({ draft, update, answer }: P) {
  return (
    <Stack>
      <ChoiceButtons
        label="Stretch"
        options={stretchOptions(draft.knitOrWoven)}
        value={draft.stretch}
        onChange={(v) => (v === 'None' ? answer : update)((d) => setStretch(d, v))}
        columns={3}
      />
      <Checkbox
        label="Slight stretch"
        size="md"
        disabled={slightDisabled(draft)}
        checked={draft.slightStretch ?? false}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => setSlightStretch(d, on));
        }}
      />
    </Stack>
  );
}

export function StretchPercentagePage(props: P) {
  const { draft, update, touch } = props;
  const marks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: `${value}%` }));
  return (
    <Stack gap="xl">
      {(['width', 'length'] as const).map((which) => {
        const field = which === 'width' ? 'widthStretch' : 'lengthStretch';
        return (
          <Stack key={which} gap={4}>
            <Text fw={600}>
              {which === 'width' ? 'Width stretch' : 'Length stretch'}: {draft[field] ?? 0}%
            </Text>
            <Slider
              thumbLabel={`${which} stretch`}
              min={0}
              max={100}
              step={FABRIC_LIMITS.stretchStep}
              marks={marks}
              disabled={stretchSliderDisabled(draft, which)}
              value={draft[field] ?? 0}
              onChange={(v) => update((d) => ({ ...d, [field]: v }))}
              onChangeEnd={() => touch('widthStretch')}
              mb="lg"
            />
          </Stack>
        );
      })}
      {fieldError(props, 'widthStretch') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(props, 'widthStretch')}
        </Text>
      )}
    </Stack>
  );
}

/** Opacity, weight and drape: the page moves on once all three are chosen, whichever comes last. */
export function OpacityWeightDrapePage({ draft, update, answer }: P) {
  return (
    <Stack>
      <ChoiceButtons
        label="Opacity"
        options={OPACITIES}
        value={draft.opacity}
        onChange={(v) => answer((d) => ({ ...d, opacity: v }))}
        columns={4}
      />
      <ChoiceButtons
        label="Weight"
        options={WEIGHTS}
        value={draft.weight}
        onChange={(v) => answer((d) => ({ ...d, weight: v }))}
        columns={3}
      />
      {/* Bulky sits with the weight: both decide how the fabric ships (spec 000 section 3). */}
      <Checkbox
        size="md"
        label={FABRIC_FLAGS.bulky.label}
        description={FABRIC_FLAGS.bulky.description}
        checked={draft.bulky ?? false}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => ({ ...d, bulky: on }));
        }}
      />
      <ChoiceButtons label="Drape" options={DRAPES} value={draft.drape} onChange={(v) => answer((d) => ({ ...d, drape: v }))} columns={3} />
    </Stack>
  );
}

export function FeelPage(props: P) {
  const { draft, update, touch } = props;
  const feel = [...(draft.feel ?? []), '', '', ''].slice(0, FABRIC_LIMITS.feel.max);
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Describe how it feels in 1 to 3 short sentences.
      </Text>
      {feel.map((line, i) => (
        <DebouncedText
          key={i}
          aria-label={`Feel ${i + 1}`}
          placeholder={i === 0 ? 'Soft and smooth.' : 'Optional'}
          value={line}
          onBlur={() => touch('feel')}
          onChange={(v) =>
            update((d) => {
              const lines = [...(d.feel ?? []), '', '', ''].slice(0, FABRIC_LIMITS.feel.max);
              lines[i] = v;
              return { ...d, feel: lines.filter((f) => f.trim()) };
            })
          }
        />
      ))}
      {fieldError(props, 'feel') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(props, 'feel')}
        </Text>
      )}
    </Stack>
  );
}

export function ColoursPage(props: P) {
  const { draft, update, touch } = props;
  return (
    <Stack>
      <ColourSwatches
        values={draft.colour}
        max={colourLimit(draft)}
        onChange={(v) => {
          touch('colour');
          update((d) => ({ ...d, colour: v }));
        }}
        other={draft.colourOther}
        onOtherChange={(v) => update((d) => ({ ...d, colourOther: v }))}
        error={fieldError(props, 'colour')}
      />
      <ChoiceButtons
        label="Colour tone"
        options={COLOUR_TONE_CHOICES}
        value={draft.colourTone ?? COLOUR_TONE_NONE}
        onChange={(v) => update((d) => ({ ...d, colourTone: v === COLOUR_TONE_NONE ? undefined : v }))}
        columns={3}
      />
    </Stack>
  );
}

/** The pattern, the page's last answer: a tap on one moves on once nothing else on the page is unfinished. */
function PatternChoice({ draft, update, answer }: P) {
  return (
    <Stack>
      <ChoiceButtons
        label="Pattern"
        options={PATTERNS}
        value={draft.pattern}
        onChange={(v) => answer((d) => ({ ...d, pattern: v }))}
        onClear={() => update((d) => ({ ...d, pattern: undefined }))}
        other={{ value: draft.patternOther, onChange: (v) => update((d) => ({ ...d, patternOther: v })) }}
        columns={3}
      />
      <Checkbox
        size="md"
        label={FABRIC_FLAGS.border.label}
        description={FABRIC_FLAGS.border.description}
        checked={draft.border ?? false}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => ({ ...d, border: on }));
        }}
      />
    </Stack>
  );
}

export function PatternPage(props: P) {
  return <PatternChoice {...props} />;
}

/**
 * Pattern + Imperfections. The imperfections question comes first, so the page reads top to bottom:
 * No (or Yes and the imperfections named), then the pattern, whose tap ends the page. No moves on
 * by itself once a pattern is chosen.
 */
export function PatternImperfectionsPage(props: P) {
  const { draft, update, answer } = props;
  const patternChosen = Boolean(draft.pattern || draft.patternOther?.trim());
  return (
    <Stack>
      <YesNo
        question="Does the fabric have any imperfections?"
        value={draft.imperfectionExists}
        onChange={(v) => (v === 'No' && patternChosen ? answer : update)((d) => answerImperfectionExists(d, v))}
      />
      {draft.imperfectionExists === 'Yes' && (
        <MultiChoice
          options={Object.keys(FABRIC_IMPERFECTIONS)}
          values={draft.imperfections?.[0]}
          max={3}
          onChange={(v) => update((d) => ({ ...d, imperfections: [v] }))}
          other={{ value: draft.imperfectionOther?.[0], onChange: (v) => update((d) => ({ ...d, imperfectionOther: [v] })) }}
          error={fieldError(props, 'imperfections')}
        />
      )}
      <PatternChoice {...props} />
    </Stack>
  );
}

export function CommonUsesPage(props: P) {
  const { draft, update, touch } = props;
  return (
    <Stack>
      {Object.entries(FABRIC_USES).map(([group, options]) => (
        <MultiChoice
          key={group}
          label={group}
          options={options}
          values={(draft.uses ?? []).filter((u) => (options as readonly string[]).includes(u))}
          onChange={(v) => {
            touch('uses');
            update((d) => ({ ...d, uses: [...(d.uses ?? []).filter((u) => !(options as readonly string[]).includes(u)), ...v] }));
          }}
          columns={3}
        />
      ))}
      <DebouncedText
        label="Other uses"
        placeholder="Separated by commas"
        value={draft.usesOther}
        onChange={(v) => update((d) => ({ ...d, usesOther: v }))}
      />
      {fieldError(props, 'uses') && (
        <Text c="red" size="sm" role="alert">
          {fieldError(props, 'uses')}
        </Text>
      )}
    </Stack>
  );
}
