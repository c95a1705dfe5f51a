import { Button, Group, Stack, Text } from '@mantine/core';
import type { YesNo as Answer } from '../../shared/catalogue/common';

/** A known-or-not question answered Yes or No. */
export function YesNo({ question, value, onChange }: { question: string; value: Answer | undefined; onChange: (v: Answer) => void }) {
  return (
    <Stack gap="xs" role="radiogroup" aria-label={question}>
      <Text fw={600}>{question}</Text>
      <Group grow>
        {(['Yes', 'No'] as const).map((answer) => (
          <Button
            key={answer}
            role="radio"
            aria-checked={value === answer}
            size="lg"
            variant={value === answer ? 'filled' : 'default'}
            onClick={() => onChange(answer)}
          >
            {answer}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
