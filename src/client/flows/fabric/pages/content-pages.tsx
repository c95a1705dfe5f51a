import { Anchor, Button, Checkbox, Group, Select, Slider, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  ALL_FIBRES,
  COLOUR_TONE_CHOICES,
  COLOUR_TONE_NONE,
  CONTENT_TYPE_HINTS,
  DRAPES,
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
import { CONTENT_CHOICES, FEEL_PHRASES } from '../../../../shared/catalogue/fabric-shortcuts';
import {
  chooseContent,
  contentChoiceOf,
  hasFeel,
  looksAreTypes,
  looksFromType,
  toggleFeel,
  withTypeLooks,
} from '../../../../shared/rules/fabric-shortcuts';
import { isFirstChoice } from '../../../../shared/rules/multi-value';
import { ChoiceButtons, MultiChoice } from '../../../widgets/choice-buttons';
import { ColourSwatches } from '../../../widgets/colour-swatches';
import { YesNo } from '../../../widgets/yes-no';
import { FlawsQuestion } from '../../../widgets/flaws-question';
import { withFabricFlaws } from '../../../../shared/rules/flaws';
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
 * Fibre content as one list (issue 26 item 6): an estimated general content is one tap and ends the
 * page; specific fibres and known content open their sub-form, whose last needed choice ends it
 * (the secondary fibre once a primary is chosen, or the primary once a secondary is). Known content
 * is typed, so it waits for Next.
 */
export function FiberContentPage(props: P) {
  const { draft, update, answer, touch } = props;
  const known = draft.knownContent ?? [{ content: '', amount: '' }];
  const custom = draft.customContent ?? [];
  const total = [...known, ...custom].reduce((s, k) => s + (Number(k.amount) || 0), 0);
  const chosen = contentChoiceOf(draft);
  // The general estimate's hint ('Add synthetic or natural') only while its value is still to choose.
  const hint = chosen?.estimatedGeneral ? undefined : ownValue(CONTENT_TYPE_HINTS, draft.contentType);
  return (
    <Stack>
      <ChoiceButtons
        label="Content type"
        options={CONTENT_CHOICES.map((c) => c.label)}
        value={chosen?.label}
        onChange={(label) => answer((d) => chooseContent(d, label))}
        columns={2}
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
  // A listed type fills in the opacity, weight and drape it usually has, where staff have not answered them.
  const other = {
    value: draft.knitWeaveTypeOther,
    onChange: (v: string) => update((d) => withTypeLooks(d, { ...d, knitWeaveTypeOther: v })),
  };
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
      onChange={(v) => answer((d) => withTypeLooks(d, { ...d, knitWeaveType: v }))}
      onClear={() => update((d) => withTypeLooks(d, { ...d, knitWeaveType: undefined }))}
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
              // Room for the '0%' and '100%' marks, centred on the ends: at 320 px they ran off the screen.
              mx="md"
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

/**
 * Opacity, weight and drape. The knit or weave type fills them in (issue 26 item 6), so the page is
 * usually one confirming Next; a change stays on the page so more can be changed. Asked from
 * nothing (a typed type), the page moves on once all three are chosen, whichever comes last.
 */
export function OpacityWeightDrapePage({ draft, update, answer }: P) {
  const set = draft.opacity && draft.weight && draft.drape ? update : answer;
  const looks = looksFromType(draft);
  return (
    <Stack>
      {looks && looksAreTypes(draft) && (
        <Text c="dimmed" size="sm">
          Filled in for {looks.type}, a {looks.class} {draft.knitOrWoven === 'Knit' ? 'knit' : 'weave'}: change any that differ.
        </Text>
      )}
      <ChoiceButtons
        label="Opacity"
        options={OPACITIES}
        value={draft.opacity}
        onChange={(v) => set((d) => ({ ...d, opacity: v }))}
        columns={4}
      />
      <ChoiceButtons
        label="Weight"
        options={WEIGHTS}
        value={draft.weight}
        onChange={(v) => set((d) => ({ ...d, weight: v }))}
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
      <ChoiceButtons label="Drape" options={DRAPES} value={draft.drape} onChange={(v) => set((d) => ({ ...d, drape: v }))} columns={3} />
    </Stack>
  );
}

/**
 * Feel: 1 to 3 sentences, typed or tapped from common feels (issue 26 item 6). A tapped feel fills
 * the next box; the first one, with nothing else given, ends the page, as one feel is the usual answer.
 */
export function FeelPage(props: P) {
  const { draft, update, answer, touch } = props;
  const feel = [...(draft.feel ?? []), '', '', ''].slice(0, FABRIC_LIMITS.feel.max);
  const phrases = FEEL_PHRASES.filter((phrase) => hasFeel(draft, phrase));
  const free = FABRIC_LIMITS.feel.max - (draft.feel ?? []).filter((f) => f.trim()).length;
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Describe how it feels in 1 to 3 short sentences.
      </Text>
      <MultiChoice
        label="Common feels"
        options={FEEL_PHRASES}
        values={phrases}
        max={phrases.length + free}
        onChange={(values) => {
          const tapped = FEEL_PHRASES.find((phrase) => values.includes(phrase) !== phrases.includes(phrase));
          if (!tapped) return;
          touch('feel');
          (isFirstChoice(draft.feel) ? answer : update)((d) => toggleFeel(d, tapped));
        }}
      />
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
  const { draft, update, answer, touch } = props;
  return (
    <Stack>
      <ColourSwatches
        values={draft.colour}
        max={colourLimit(draft)}
        onChange={(v) => {
          touch('colour');
          // One colour is the usual answer: the first ends the page; Back and a tap add a second.
          (isFirstChoice(draft.colour, draft.colourOther) ? answer : update)((d) => ({ ...d, colour: v }));
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

/** The pattern, asked of every fabric (None is one tap): a tap on one moves on once nothing else on the page is unfinished. */
function PatternChoice(props: P) {
  const { draft, update, answer, touch } = props;
  return (
    <Stack>
      <ChoiceButtons
        label="Pattern"
        options={PATTERNS}
        value={draft.pattern}
        onChange={(v) => {
          touch('pattern');
          answer((d) => ({ ...d, pattern: v }));
        }}
        onClear={() => update((d) => ({ ...d, pattern: undefined }))}
        other={{
          value: draft.patternOther,
          onChange: (v) => {
            touch('pattern');
            update((d) => ({ ...d, patternOther: v }));
          },
        }}
        columns={3}
        error={fieldError(props, 'pattern')}
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
 * Pattern + Imperfections (issue 26 item 1): the pattern (None is one tap), then 'Any flaws?', whose
 * No flaws ends the page once a pattern is chosen; neither has a default. A flaw chosen or typed is
 * the answer Yes.
 */
export function PatternImperfectionsPage(props: P) {
  const { draft, update, answer, touch } = props;
  return (
    <Stack gap="xl">
      <PatternChoice {...props} />
      <FlawsQuestion
        answer={draft.imperfectionExists}
        options={Object.keys(FABRIC_IMPERFECTIONS)}
        chosen={draft.imperfections?.[0]}
        typed={draft.imperfectionOther?.[0]}
        onNoFlaws={() => {
          touch('imperfections');
          answer((d) => answerImperfectionExists(d, 'No'));
        }}
        onFlaws={(v) => {
          touch('imperfections');
          update((d) => withFabricFlaws(d, v, d.imperfectionOther?.[0]));
        }}
        onTyped={(v) => {
          touch('imperfections');
          update((d) => withFabricFlaws(d, d.imperfections?.[0], v));
        }}
        error={fieldError(props, 'imperfections')}
      />
    </Stack>
  );
}

export function CommonUsesPage(props: P) {
  const { draft, update, answer, touch } = props;
  // The first use, with none given before, ends the page (issue 26 item 6); more wait for Next.
  const set = isFirstChoice(draft.uses, draft.usesOther) ? answer : update;
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
            set((d) => ({ ...d, uses: [...(d.uses ?? []).filter((u) => !(options as readonly string[]).includes(u)), ...v] }));
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
