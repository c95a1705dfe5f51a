import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { DebouncedText } from './debounced-text';
import { HINTS } from '../../shared/schemas/messages';
import { TAP_TARGET_PX } from '../app/theme';

/**
 * Long options ('Costume Jewelry', 'Two-Way Separating') wrap onto two lines instead of being cut off
 * on a phone, and a single long word ('Childrenswear') breaks rather than being clipped.
 */
const WRAPPING = {
  root: { height: 'auto', minHeight: TAP_TARGET_PX, paddingBlock: 6, paddingInline: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2, overflowWrap: 'anywhere' },
} as const;

interface ChoiceButtonsProps<T extends string> {
  label?: string;
  options: readonly T[];
  value: T | undefined;
  /** Called with one of `options`, typed as they are, so pages store a choice without a cast. */
  onChange: (value: T) => void;
  /**
   * Free-text twin ('Select one or enter in another.'): typing disables the buttons and wins
   * (spec 000 section 4). With `onClear` the reverse holds too: a chosen option disables the box.
   */
  other?: { value: string | undefined; onChange: (value: string) => void; placeholder?: string };
  /**
   * Empties the choice. Tapping the chosen option again calls it, which is how staff switch from a
   * chosen option to typing another; with `other` it also turns on the reverse rule (above).
   */
  onClear?: () => void;
  /** The hint under the label; by default 'Choose one', or 'Select one or enter in another.' with `other`. */
  hint?: string | false;
  disabled?: (option: T) => boolean;
  error?: string | undefined;
  columns?: number;
}

/** What a picker with a free-text twin locks (spec 000 section 4 'A choice list is disabled when ...'). */
export function choiceLocks(p: { chosen: string | undefined; typed: string | undefined; hasOther: boolean; canClear: boolean }): {
  buttons: boolean;
  text: boolean;
} {
  const typed = p.hasOther && Boolean(p.typed?.trim());
  return { buttons: typed, text: p.hasOther && p.canClear && !typed && Boolean(p.chosen) };
}

/** Said beside a locked free-text box, so staff know how to type another instead. */
export const unlockHint = (chosen: string) => `Tap ${chosen} again to type another.`;

/** Single choice as big buttons; pages that auto-advance pass a handler that also moves on. */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  other,
  onClear,
  hint,
  disabled,
  error,
  columns = 2,
}: ChoiceButtonsProps<T>) {
  const locks = choiceLocks({ chosen: value, typed: other?.value, hasOther: Boolean(other), canClear: Boolean(onClear) });
  const typed = locks.buttons;
  const shownHint = hint === false ? null : (hint ?? (other ? HINTS.selectOrEnter : HINTS.chooseOne));
  return (
    <Stack gap="xs" role="radiogroup" aria-label={label}>
      {label && <Text fw={600}>{label}</Text>}
      {shownHint && (
        <Text size="sm" c="dimmed">
          {shownHint}
        </Text>
      )}
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
            onClick={() => (onClear && value === option ? onClear() : onChange(option))}
          >
            {option}
          </Button>
        ))}
      </SimpleGrid>
      {other && (
        <DebouncedText
          aria-label={`${label ?? 'Other'} (other)`}
          placeholder={other.placeholder ?? HINTS.typeValue}
          value={other.value}
          onChange={other.onChange}
          disabled={locks.text}
          description={locks.text && value ? unlockHint(value) : undefined}
        />
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
        <DebouncedText
          aria-label={`${label ?? 'Other'} (other)`}
          placeholder="Other, separated by commas"
          value={other.value}
          disabled={other.disabled}
          onChange={other.onChange}
        />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
