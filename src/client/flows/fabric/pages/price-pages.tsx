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
import { PricePicker } from '../../../widgets/price-picker';
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

/**
 * Price: the suggestion is chosen for staff (and the page passed by while it stays chosen); a tap
 * on another choice is the page's one answer and moves on (issue 17 item 1), typing never does.
 */
export function PricePage(props: P) {
  const { draft, update, answer, touch } = props;
  const { choices } = suggestPrice(draft);
  useVariantSuggestions(props);
  return (
    <Stack>
      <MissingForPrice {...props} />
      <PricePicker
        choices={choices}
        chosen={draft.priceRadio}
        typed={draft.priceOther}
        label={draft.bundleOrRoll === 'Roll' ? 'Price per metre' : 'Price'}
        description={HINTS.selectOrEnter}
        error={fieldError(props, 'price')}
        onChoose={(c) => {
          touch('price');
          answer((d) => ({ ...d, priceRadio: c }));
        }}
        onType={(v) => update((d) => ({ ...d, priceOther: v }))}
        onBlur={() => touch('price')}
      />
    </Stack>
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
