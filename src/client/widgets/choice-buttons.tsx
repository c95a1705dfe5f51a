import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { DebouncedText } from './debounced-text';
import { HINTS } from '../../shared/schemas/messages';

/** Long options ('Costume Jewelry', 'Two-Way Separating') wrap onto two lines instead of being cut off on a phone. */
const WRAPPING = { root: { height: 'auto', minHeight: 42, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } } as const;

interface ChoiceButtonsProps<T extends string> {
  label?: string;
  options: readonly T[];
  value: T | undefined;
  /** Called with one of `options`, typed as they are, so pages store a choice without a cast. */
  onChange: (value: T) => void;
  /** Free-text twin: typing disables the buttons and wins (spec 000 section 4). */
  other?: { value: string | undefined; onChange: (value: string) => void; placeholder?: string };
  disabled?: (option: T) => boolean;
  error?: string | undefined;
  columns?: number;
}

/** Single choice as big buttons; pages that auto-advance pass a handler that also moves on. */
export function ChoiceButtons<T extends string>({ label, options, value, onChange, other, disabled, error, columns = 2 }: ChoiceButtonsProps<T>) {
  const typed = Boolean(other?.value?.trim());
  return (
    <Stack gap="xs" role="radiogroup" aria-label={label}>
      {label && <Text fw={600}>{label}</Text>}
      {other && <Text size="sm" c="dimmed">{HINTS.selectOrEnter}</Text>}
      <SimpleGrid cols={{ base: Math.min(columns, 2), sm: columns }} spacing="xs">
        {options.map((option) => (
          <Button
            key={option}
            role="radio"
            aria-checked={value === option && !typed}
            variant={value === option && !typed ? 'filled' : 'default'}
            size="md"
            styles={WRAPPING}
            disabled={typed || disabled?.(option)}
            onClick={() => onChange(option)}
          >
            {option}
          </Button>
        ))}
      </SimpleGrid>
      {other && (
        <DebouncedText aria-label={`${label ?? 'Other'} (other)`} placeholder={other.placeholder ?? HINTS.typeValue} value={other.value} onChange={other.onChange} />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

interface MultiChoiceProps {
  label?: string;
  options: readonly string[];
  values: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  max?: number;
  other?: { value: string | undefined; onChange: (value: string) => void; disabled?: boolean };
  error?: string | undefined;
  columns?: number;
}

/** Several choices ('Choose all that apply'), limited to `max`. */
export function MultiChoice({ label, options, values, onChange, max, other, error, columns = 2 }: MultiChoiceProps) {
  const chosen = values ?? [];
  const full = max !== undefined && chosen.length >= max;
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      {label && <Text fw={600}>{label}</Text>}
      <Text size="sm" c="dimmed">
        {HINTS.chooseAll}
      </Text>
      <SimpleGrid cols={{ base: Math.min(columns, 2), sm: columns }} spacing="xs">
        {options.map((option) => {
          const on = chosen.includes(option);
          return (
            <Button
              key={option}
              aria-pressed={on}
              variant={on ? 'filled' : 'default'}
              size="md"
              styles={WRAPPING}
              disabled={!on && full}
              onClick={() => onChange(on ? chosen.filter((v) => v !== option) : [...chosen, option])}
            >
              {option}
            </Button>
          );
        })}
      </SimpleGrid>
      {other && (
        <DebouncedText aria-label={`${label ?? 'Other'} (other)`} placeholder="Other, separated by commas" value={other.value} disabled={other.disabled} onChange={other.onChange} />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
