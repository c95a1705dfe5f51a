import { useState, type KeyboardEvent } from 'react';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { HINTS } from '../../shared/schemas/messages';
import { choiceLocks, unlockHint } from './choice-buttons';
import { DebouncedText } from './debounced-text';
import { TAP_PX } from './preset-buttons';

/** Fewer options than this fit on a phone's screen at once: no search box. */
export const SEARCH_FROM = 13;

/** Long names ('Sweatshirt Fleece', 'Crepe De Chine') wrap onto two lines instead of being cut off. */
const CHIP = {
  root: { height: 'auto', minHeight: TAP_PX, paddingBlock: 4, paddingInline: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.15 },
} as const;

/** The options whose name holds every word typed, in their own order ('cot qui' finds Quilting Cotton). */
export function filterOptions<T extends string>(options: readonly T[], query: string): readonly T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => words.every((w) => o.toLowerCase().includes(w)));
}

interface OptionSearchProps<T extends string> {
  /** The choice's name ('Weave type'): the group's label, and the search box's. */
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Empties the choice: tapping the chosen option again, to type another instead (spec 000 section 4). */
  onClear?: () => void;
  /** Free-text twin ('Select one or enter in another.'): typing disables the options and wins. */
  other?: { value: string | undefined; onChange: (value: string) => void };
}

/**
 * A long single-choice list as compact chips, three to a row on a phone, with a search box above
 * that narrows them as staff type (issue 17 item 4: 34 weave types). Enter picks the only match; a
 * search that matches nothing offers to use what was typed as the 'other' value.
 */
export function OptionSearch<T extends string>({ label, options, value, onChange, onClear, other }: OptionSearchProps<T>) {
  const [query, setQuery] = useState('');
  const locks = choiceLocks({ chosen: value, typed: other?.value, hasOther: Boolean(other), canClear: Boolean(onClear) });
  const shown = filterOptions(options, query);
  const typed = query.trim();
  const pick = (option: T) => (onClear && value === option ? onClear() : onChange(option));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter in the search box never moves the page on by itself: it picks the one match, if one.
    e.preventDefault();
    const only = shown.length === 1 ? shown[0] : undefined;
    if (only !== undefined && !locks.buttons) pick(only);
  };
  return (
    <Stack gap="xs" role="radiogroup" aria-label={label}>
      <Text fw={600}>{label}</Text>
      <Text size="sm" c="dimmed">
        {other ? HINTS.selectOrEnter : HINTS.chooseOne}
      </Text>
      {options.length >= SEARCH_FROM && (
        <TextInput
          type="search"
          aria-label={`Search ${label.toLowerCase()}s`}
          placeholder={`Search ${options.length} ${label.toLowerCase()}s`}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={locks.buttons}
          size="md"
          autoComplete="off"
        />
      )}
      <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
        {shown.map((option) => {
          const on = value === option && !locks.buttons;
          return (
            <Button
              key={option}
              role="radio"
              aria-checked={on}
              variant={on ? 'filled' : 'default'}
              size="sm"
              styles={CHIP}
              disabled={locks.buttons}
              onClick={() => pick(option)}
            >
              {option}
            </Button>
          );
        })}
      </SimpleGrid>
      {shown.length === 0 && (
        <Stack gap={6}>
          <Text size="sm">{`No ${label.toLowerCase()} matches '${typed}'.`}</Text>
          {other && !locks.text && (
            <Button
              variant="light"
              mih={TAP_PX}
              onClick={() => {
                other.onChange(typed);
                setQuery('');
              }}
            >
              {`Use '${typed}'`}
            </Button>
          )}
        </Stack>
      )}
      {other && (
        <DebouncedText
          aria-label={`${label} (other)`}
          placeholder={HINTS.typeValue}
          value={other.value}
          onChange={other.onChange}
          disabled={locks.text}
          description={locks.text && value ? unlockHint(value) : undefined}
          size="md"
        />
      )}
    </Stack>
  );
}
