import { Button, Stack, Text } from '@mantine/core';
import type { YesNo } from '../../shared/catalogue/common';
import { FLAWS_TEXT } from '../../shared/rules/flaws';
import { choiceLimit } from '../../shared/rules/multi-value';
import { MultiChoice } from './choice-buttons';
import { ASKS_ATTRIBUTE } from './asked-in-view';

interface FlawsQuestionProps {
  answer: YesNo | undefined;
  /** The flaw choices; none where the flaws are named elsewhere (a fabric's variant rows), which shows 'Some have flaws'. */
  options?: readonly string[];
  chosen?: readonly string[] | undefined;
  typed?: string | undefined;
  max?: number;
  onNoFlaws: () => void;
  onFlaws?: (chosen: string[]) => void;
  onTyped?: (text: string) => void;
  onSome?: () => void;
  error?: string | undefined;
}

/**
 * 'Any flaws?' (issue 26 item 1): No flaws is one tap, and the flaws (chosen, or typed in the
 * 'other' box) are right there, so naming one is the answer Yes. Nothing is chosen until staff
 * answer: the condition is the customer's to read, never a default.
 */
export function FlawsQuestion({ answer, options, chosen, typed, max = 3, onNoFlaws, onFlaws, onTyped, onSome, error }: FlawsQuestionProps) {
  return (
    <Stack gap="xs" role="group" aria-label={FLAWS_TEXT.question} {...(answer === undefined ? { [ASKS_ATTRIBUTE]: 'question' } : {})}>
      <Text fw={600}>{FLAWS_TEXT.question}</Text>
      <Button size="lg" aria-pressed={answer === 'No'} variant={answer === 'No' ? 'filled' : 'default'} onClick={onNoFlaws}>
        {FLAWS_TEXT.none}
      </Button>
      {options && onFlaws ? (
        <MultiChoice
          label={FLAWS_TEXT.choices}
          options={options}
          values={chosen ?? []}
          max={choiceLimit(max, typed)}
          columns={3}
          onChange={onFlaws}
          {...(onTyped ? { other: { value: typed, disabled: (chosen ?? []).length >= max, onChange: onTyped } } : {})}
          error={error}
        />
      ) : (
        <>
          <Button size="lg" aria-pressed={answer === 'Yes'} variant={answer === 'Yes' ? 'filled' : 'default'} onClick={onSome}>
            {FLAWS_TEXT.some}
          </Button>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
