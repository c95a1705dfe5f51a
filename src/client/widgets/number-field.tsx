import { Button, Group, Stack, TextInput } from '@mantine/core';
import { HINTS } from '../../shared/schemas/messages';
import { TAP_TARGET_PX } from '../app/theme';

interface NumberFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  presets?: readonly number[];
  unit?: string;
  error?: string | undefined;
  decimal?: boolean;
}

/** A numeric input with preset buttons; the value stays text so nothing typed is lost. */
export function NumberField({ label, value, onChange, onBlur, presets, unit, error, decimal = true }: NumberFieldProps) {
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={HINTS.enterNumbers}
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        rightSection={unit}
        size="md"
      />
      {presets && (
        <Group gap={6}>
          {presets.map((p) => (
            <Button
              key={p}
              size="md"
              mih={TAP_TARGET_PX}
              variant={value === String(p) ? 'filled' : 'light'}
              onClick={() => {
                onChange(String(p));
                onBlur?.();
              }}
            >
              {p}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
