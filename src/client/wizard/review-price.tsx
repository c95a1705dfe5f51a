import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatPrice } from '../../shared/pricing/price-choices';
import { choosePrice, chosenPrice, keepChosenPrice, takeSuggestedPrice, type PriceFields } from '../../shared/rules/suggested-price';
import { KeptPriceNote, PriceChoices } from '../widgets/price-picker';
import { TAP_PX } from '../widgets/preset-buttons';

export interface ReviewPriceProps<D extends PriceFields> {
  draft: D;
  /** The suggestion and its '$X.XX' choices, as the Price page shows them. */
  suggestion: { base: number | null; choices: readonly string[] };
  /** What the suggestion still needs, in order (the first shown red), each with the page that asks it. */
  missing: readonly { field: string; label: string; to: string | null }[];
  /** Why there is no suggestion although nothing is missing (a typed zipper type, Everything Else). */
  reason: string | null;
  /** The Price page's own label: 'Price', 'Price per metre', 'Price per pack'. */
  label: string;
  update: (change: (d: D) => D) => void;
}

/** A price as '$X.XX' when it reads as a number, else as typed. */
const shown = (price: string) => (Number.isFinite(Number(price)) ? formatPrice(Number(price)) : price);

/**
 * The price before upload (issue 26 item 2): the price that will be listed, whether it is the
 * suggestion, and the suggestion's choices, so picking another is one tap here, stored as the Price
 * page stores it (a price is typed there; the listing's price links to it). What the suggestion
 * still needs, or why there is none, is said instead; a price of staff's that a moved suggestion
 * left in place is named with its two taps.
 */
export function ReviewPrice<D extends PriceFields>({ draft, suggestion, missing, reason, label, update }: ReviewPriceProps<D>) {
  const price = chosenPrice(draft.priceRadio, draft.priceOther);
  const isSuggestion =
    price !== undefined && suggestion.base !== null && !draft.priceOther?.trim() && draft.priceRadio === formatPrice(suggestion.base);
  const chosen = price === undefined ? undefined : suggestion.choices.find((c) => Number(c.slice(1)) === Number(price));
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Price before upload" data-testid="review-price">
      <Stack gap="xs">
        {/* Wraps rather than cutting the badge short on a 320 px phone ('SUGGES...'). */}
        <Group justify="space-between" gap="xs">
          <Text fw={700} data-testid="review-price-listed">
            {`${label}: ${price === undefined ? 'none yet' : shown(price)}`}
          </Text>
          {price !== undefined && (
            <Badge variant="light" color={isSuggestion ? 'teal' : 'gray'} data-testid="review-price-kind" style={{ flexShrink: 0 }}>
              {isSuggestion ? 'Suggested' : 'Your price'}
            </Badge>
          )}
        </Group>
        {draft.priceKept && (
          <KeptPriceNote
            note={draft.priceKept}
            onTake={() => update((d) => takeSuggestedPrice(d))}
            onKeep={() => update((d) => keepChosenPrice(d))}
          />
        )}
        {missing.length > 0 ? (
          <Stack gap={0} data-testid="review-price-missing">
            <Text size="sm">To suggest a price, fill in:</Text>
            {missing.map((m, i) => (
              <Anchor
                key={m.field}
                component={Link}
                to={m.to ?? '#'}
                c={i === 0 ? 'red.8' : undefined}
                fw={i === 0 ? 700 : 400}
                style={{ display: 'inline-flex', alignItems: 'center', minHeight: TAP_PX }}
              >
                {m.label}
              </Anchor>
            ))}
          </Stack>
        ) : (
          reason && (
            <Text size="sm" c="orange.9" fw={600}>
              {reason}
            </Text>
          )
        )}
        {suggestion.choices.length > 0 && (
          <>
            <Text size="sm" c="gray.8">
              {isSuggestion ? 'Or pick another:' : `Suggested ${formatPrice(suggestion.base ?? 0)}; pick one:`}
            </Text>
            <PriceChoices choices={suggestion.choices} chosen={chosen} compact onChoose={(c) => update((d) => choosePrice(d, c))} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
