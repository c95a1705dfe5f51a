import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { TAP_PX } from './preset-buttons';

interface PricePickerProps {
  /** The suggestion's '$X.XX' choices; none when nothing suggests a price. */
  choices: readonly string[];
  /** The chosen choice (the draft's priceRadio). */
  chosen: string | undefined;
  /** The typed price (priceOther): it wins over the choices, which are disabled while it has text. */
  typed: string | undefined;
  label: string;
  description: string;
  error: string | undefined;
  onChoose: (choice: string) => void;
  onType: (text: string) => void;
  onBlur: () => void;
}

/**
 * The suggested prices as buttons and a typed price beside them: every product kind's Price page.
 * A page may pass `onChoose` an auto-advancing handler: a tap on a price is its one answer.
 */
export function PricePicker({ choices, chosen, typed, label, description, error, onChoose, onType, onBlur }: PricePickerProps) {
  const hasTyped = Boolean(typed?.trim());
  return (
    <>
      {choices.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="radiogroup" aria-label="Suggested prices">
          {choices.map((c) => (
            <Button
              key={c}
              role="radio"
              aria-checked={chosen === c && !hasTyped}
              size="md"
              mih={TAP_PX}
              disabled={hasTyped}
              variant={chosen === c && !hasTyped ? 'filled' : 'default'}
              onClick={() => onChoose(c)}
            >
              {c}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <TextInput
        label={label}
        description={description}
        inputMode="decimal"
        leftSection="$"
        value={typed ?? ''}
        onBlur={onBlur}
        onChange={(e) => onType(e.currentTarget.value)}
        error={error}
        size="md"
      />
    </>
  );
}
