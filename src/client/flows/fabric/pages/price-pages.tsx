import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { missingForPrice, suggestPrice } from '../../../../shared/products';
import { replacedPriceText, setVariantPrice, settleReplacedPrice, type ReplacedPrice } from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { HINTS } from '../../../../shared/schemas/messages';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';
import { variantAnchor } from '../fabric-links';
import { useVariantSuggestions } from '../use-variant-suggestions';
import { KeptPriceNote, PricePicker } from '../../../widgets/price-picker';
import { ReviewPrice } from '../../../wizard/review-price';
import { choosePrice, keepChosenPrice, takeSuggestedPrice, typePrice } from '../../../../shared/rules/suggested-price';
import { TAP_PX } from '../../../widgets/preset-buttons';

type P = StepProps<FabricDraft>;

/** Links to the fields the suggestion still needs; the first in red (spec 000 section 5). */
function MissingForPrice({ draft, pathOf, stepOfField }: P) {
  const missing = missingForPrice(draft);
  if (missing.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">To suggest a price, fill in:</Text>
      {missing.map((m, i) => (
        <Anchor
          key={m.field}
          component={Link}
          to={pathOf(stepOfField(m.field) ?? '')}
          c={i === 0 ? 'red' : undefined}
          fw={i === 0 ? 700 : 400}
        >
          {m.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The Price page's label: a roll is priced per metre. */
export const fabricPriceLabel = (d: FabricDraft) => (d.bundleOrRoll === 'Roll' ? 'Price per metre' : 'Price');

/**
 * Price: the suggestion is chosen for staff (and the page passed by while it stays chosen); a tap
 * on another choice is the page's one answer and moves on (issue 17 item 1), typing never does.
 * A price of theirs that a moved suggestion left in place is said, with a tap to settle it.
 */
export function PricePage(props: P) {
  const { draft, update, answer, touch } = props;
  const { choices } = suggestPrice(draft);
  useVariantSuggestions(props);
  return (
    <Stack>
      <MissingForPrice {...props} />
      {draft.priceKept && (
        <KeptPriceNote note={draft.priceKept} onTake={() => answer(takeSuggestedPrice)} onKeep={() => answer(keepChosenPrice)} />
      )}
      <PricePicker
        choices={choices}
        chosen={draft.priceRadio}
        typed={draft.priceOther}
        label={fabricPriceLabel(draft)}
        description={HINTS.selectOrEnter}
        error={fieldError(props, 'price')}
        onChoose={(c) => {
          touch('price');
          answer((d) => choosePrice(d, c));
        }}
        onType={(v) => update((d) => typePrice(d, v))}
        onBlur={() => touch('price')}
      />
    </Stack>
  );
}

/**
 * The review's price block for a fabric without variants (issue 26 item 2): the price that will be
 * listed and the suggestion's choices, one tap each. Variant prices keep their own page and notes.
 */
export function FabricReviewPrice({ draft, update, pathOf, stepOfField, sealed }: P) {
  if (sealed || draft.hasVariants === 'Yes') return null;
  const missing = missingForPrice(draft).map((m) => {
    const step = stepOfField(m.field);
    return { ...m, to: step ? pathOf(step) : null };
  });
  return (
    <ReviewPrice
      draft={draft}
      suggestion={suggestPrice(draft)}
      missing={missing}
      reason={null}
      label={fabricPriceLabel(draft)}
      update={update}
    />
  );
}

/** Says that a new suggestion replaced a price staff typed, and offers it back (never silently). */
function ReplacedNote({ note, name, update }: { note: ReplacedPrice; name: string; update: P['update'] }) {
  return (
    <Alert color="orange" variant="light" p="xs" role="status" data-testid={`price-replaced-${note.index + 1}`} title="Price replaced">
      <Text size="sm">{replacedPriceText(name, note)}</Text>
      <Group gap="xs" mt={6}>
        <Button mih={TAP_PX} variant="default" onClick={() => update((d) => settleReplacedPrice(d, note.index, true))}>
          {`Put back $${note.typed}`}
        </Button>
        <Button mih={TAP_PX} variant="light" onClick={() => update((d) => settleReplacedPrice(d, note.index, false))}>
          {`Keep $${note.suggested}`}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Variant prices: calculated per variant, each editable; a roll's first price is the roll itself,
 * per metre, with its own suggestion. 'Suggested price overwrites the price when it changes from
 * the previous suggestion' holds per variant (applyVariantSuggestions), and a typed price it
 * replaces is named on the page.
 */
export function VariantPricePage(props: P) {
  const { draft, update, touch, errors } = props;
  const { hash } = useLocation();
  const result = useVariantSuggestions(props);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);
  if (!result.ok)
    return (
      <Text c="red" role="alert">
        {result.message}
      </Text>
    );
  const rows = result.roll ? [result.roll, ...result.prices] : result.prices;
  return (
    <Stack>
      <MissingForPrice {...props} />
      {rows.map((p) => {
        const note = draft.priceReplaced?.find((r) => r.index === p.index);
        return (
          <Stack key={p.index} gap={6} id={variantAnchor(p.index)}>
            <TextInput
              label={p.label}
              description={p.suggested === null ? undefined : `Suggested $${p.suggested.toFixed(2)}`}
              inputMode="decimal"
              leftSection="$"
              value={draft.price?.[p.index] ?? ''}
              onBlur={() => touch('price')}
              onChange={(e) => {
                const v = e.currentTarget.value;
                update((d) => setVariantPrice(d, p.index, v));
              }}
              error={props.touched.has('price') ? errors[`price.${p.index}`]?.[0] : undefined}
            />
            {note && (
              <ReplacedNote note={note} name={p.index === 0 && result.roll ? 'The roll' : `Variant ${p.index + 1}`} update={update} />
            )}
          </Stack>
        );
      })}
      {props.touched.has('price') && errors.price?.[0] && (
        <Text c="red" size="sm" role="alert">
          {errors.price[0]}
        </Text>
      )}
    </Stack>
  );
}
