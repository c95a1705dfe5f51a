import { ActionIcon, Group, TextInput } from '@mantine/core';
import { stepQuantity } from '../../shared/rules/fabric';

/** A quantity that never goes below 0; a non-numeric start counts as 0. */
export function QuantityStepper({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <ActionIcon size="xl" variant="default" aria-label={`Less ${label}`} onClick={() => onChange(stepQuantity(value, -1))}>
        −
      </ActionIcon>
      <TextInput
        label={label}
        inputMode="numeric"
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        w={110}
        size="md"
      />
      <ActionIcon size="xl" variant="default" aria-label={`More ${label}`} onClick={() => onChange(stepQuantity(value, 1))}>
        +
      </ActionIcon>
    </Group>
  );
}
