import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { keptPriceText, type KeptPrice } from '../../shared/rules/suggested-price';
import { TAP_PX } from './preset-buttons';

interface PriceChoicesProps {
  /** The suggestion's '$X.XX' choices; none when nothing suggests a price. */
  choices: readonly string[];
  /** The choice that is the price, if one is. */
  chosen: string | undefined;
  /** Choices are disabled while a typed price wins over them (the Price page). */
  disabled?: boolean | undefined;
  /** One row of five on a phone, in a smaller type (the review, where the page is already long). */
  compact?: boolean | undefined;
  onChoose: (choice: string) => void;
}

/** The suggestion's choices as buttons, one tap each: the Price pages and the review. */
export function PriceChoices({ choices, chosen, disabled = false, compact = false, onChoose }: PriceChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <SimpleGrid cols={compact ? 5 : { base: 3, sm: 5 }} spacing={compact ? 4 : 'xs'} role="radiogroup" aria-label="Suggested prices">
      {choices.map((c) => (
        <Button
          key={c}
          role="radio"
          aria-checked={chosen === c}
          size={compact ? 'sm' : 'md'}
          // 13 px: '$188.00' fits a fifth of the review's card on a 375 px phone.
          fz={compact ? 13 : undefined}
          mih={TAP_PX}
          px={compact ? 2 : 4}
          disabled={disabled}
          variant={chosen === c ? 'filled' : 'default'}
          onClick={() => onChoose(c)}
        >
          {c}
        </Button>
      ))}
    </SimpleGrid>
  );
}

/**
 * A price staff chose that a moved suggestion left in place (applySuggestedPrice): said plainly,
 * with one tap to take the new suggestion and one to keep theirs. Never replaced without a word.
 */
export function KeptPriceNote({ note, onTake, onKeep }: { note: KeptPrice; onTake: () => void; onKeep: () => void }) {
  return (
    <Alert color="orange" variant="light" p="xs" role="status" data-testid="price-kept" title="The suggested price changed">
      <Text size="sm">{keptPriceText(note)}</Text>
      <Group gap="xs" mt={6}>
        <Button mih={TAP_PX} variant="filled" onClick={onTake}>
          {`Take $${note.suggested}`}
        </Button>
        <Button mih={TAP_PX} variant="default" onClick={onKeep}>
          {`Keep $${note.kept}`}
        </Button>
      </Group>
    </Alert>
  );
}

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
      <PriceChoices choices={choices} chosen={hasTyped ? undefined : chosen} disabled={hasTyped} onChoose={onChoose} />
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
