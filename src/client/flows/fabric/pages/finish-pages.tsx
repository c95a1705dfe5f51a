import { Stack, Text, TextInput } from '@mantine/core';
import { MEDIA_TAGS } from '../../../../shared/catalogue/common';
import { FABRIC_TEXTS, setMediaTag, setUnboxing } from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { ChoiceButtons } from '../../../widgets/choice-buttons';
import { YesNo } from '../../../widgets/yes-no';
import { DebouncedText } from '../../../widgets/debounced-text';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;

export function NamePage(props: P) {
  const { draft, update, touch } = props;
  return (
    <Stack>
      <Text fw={600}>{FABRIC_TEXTS.nameTitle}</Text>
      <DebouncedText
        aria-label="Name"
        placeholder={FABRIC_TEXTS.namePlaceholder}
        value={draft.name}
        onBlur={() => touch('name')}
        onChange={(v) => update((d) => ({ ...d, name: v }))}
        error={fieldError(props, 'name')}
        size="md"
      />
    </Stack>
  );
}

/**
 * Unboxing: No is the whole answer and moves on (issue 17 item 1); so does a tap on one of the other
 * media tags, shown whenever the answer is not Yes, since each of them means No too (setMediaTag).
 * Yes waits for its date.
 */
export function UnboxingPage(props: P) {
  const { draft, update, answer, touch } = props;
  const otherTags = MEDIA_TAGS.filter((t) => t !== 'Unboxing');
  return (
    <Stack>
      <YesNo
        question={FABRIC_TEXTS.unboxingQuestion}
        value={draft.unboxingDateExists}
        onChange={(v) => (v === 'No' ? answer : update)((d) => setUnboxing(d, v))}
      />
      {draft.unboxingDateExists === 'Yes' && (
        <TextInput
          type="date"
          label={FABRIC_TEXTS.selectDate}
          value={draft.unboxingDate ?? ''}
          onBlur={() => touch('unboxingDate')}
          onChange={(e) => {
            const v = e.currentTarget.value;
            touch('unboxingDate');
            update((d) => ({ ...d, unboxingDate: v }));
          }}
          error={fieldError(props, 'unboxingDate')}
          size="md"
        />
      )}
      {draft.unboxingDateExists !== 'Yes' && (
        <ChoiceButtons
          label="Media tag"
          options={otherTags}
          value={draft.unboxingDateExists === 'No' ? (draft.mediaTag ?? 'None') : undefined}
          onChange={(v) => answer((d) => setMediaTag(d, v))}
          columns={3}
        />
      )}
    </Stack>
  );
}
