import { Stack, Text, UnstyledButton, SimpleGrid } from '@mantine/core';
import { DebouncedText } from './debounced-text';
import { COLOUR_SWATCHES, COLOURS } from '../../shared/catalogue/common';
import { HINTS } from '../../shared/schemas/messages';

interface ColourSwatchesProps {
  values: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  max: number;
  other: string | undefined;
  onOtherChange: (v: string) => void;
  error?: string | undefined;
}

/** The 18 colours as swatches; at most `max` (fewer when a colour is typed). */
export function ColourSwatches({ values, onChange, max, other, onOtherChange, error }: ColourSwatchesProps) {
  const chosen = values ?? [];
  return (
    <Stack gap="xs" role="group" aria-label="Colours">
      <Text size="sm" c="dimmed">
        {HINTS.chooseAll}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {COLOURS.map((colour) => {
          const on = chosen.includes(colour);
          const disabled = !on && chosen.length >= max;
          return (
            <UnstyledButton
              key={colour}
              aria-pressed={on}
              aria-label={colour}
              disabled={disabled}
              onClick={() => onChange(on ? chosen.filter((c) => c !== colour) : [...chosen, colour])}
              style={{
                border: on ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-4)',
                borderRadius: 8,
                padding: 6,
                opacity: disabled ? 0.4 : 1,
                textAlign: 'center',
              }}
            >
              <div style={{ height: 28, borderRadius: 6, background: COLOUR_SWATCHES[colour], border: '1px solid #ccc' }} />
              <Text size="xs" mt={4}>
                {colour}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <DebouncedText aria-label="Other colour" placeholder="Other colour" value={other} onChange={onOtherChange} />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
