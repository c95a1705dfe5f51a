import { useEffect } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { missingForPrice, suggestPrice } from '../../../../shared/products';
import { fabricVariantPrices } from '../../../../shared/rules/fabric';
import { applySuggestedPrice } from '../../../../shared/rules/suggested-price';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { HINTS } from '../../../../shared/schemas/messages';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;

/** Links to the fields the suggestion still needs; the first in red (spec 000 section 5). */
function MissingForPrice({ draft, pathOf, stepOfField }: P) {
  const missing = missingForPrice(draft);
  if (missing.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">To suggest a price, fill in:</Text>
      {missing.map((m, i) => (
        <Anchor key={m.field} component={Link} to={pathOf(stepOfField(m.field) ?? '')} c={i === 0 ? 'red' : undefined} fw={i === 0 ? 700 : 400}>
          {m.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function PricePage(props: P) {
  const { draft, update, touch } = props;
  const { base, choices } = suggestPrice(draft);
  useEffect(() => {
    update((d) => applySuggestedPrice(d, base));
  }, [base, update]);
  const typed = Boolean(draft.priceOther?.trim());
  return (
    <Stack>
      <MissingForPrice {...props} />
      {choices.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="radiogroup" aria-label="Suggested prices">
          {choices.map((c) => (
            <Button key={c} role="radio" aria-checked={draft.priceRadio === c && !typed} size="md" disabled={typed} variant={draft.priceRadio === c && !typed ? 'filled' : 'default'} onClick={() => { touch('price'); update((d) => ({ ...d, priceRadio: c })); }}>
              {c}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <TextInput label={draft.bundleOrRoll === 'Roll' ? 'Price per metre' : 'Price'} description={HINTS.selectOrEnter} inputMode="decimal" leftSection="$" value={draft.priceOther ?? ''} onBlur={() => touch('price')} onChange={(e) => { const v = e.currentTarget.value; update((d) => ({ ...d, priceOther: v })); }} error={fieldError(props, 'price')} />
    </Stack>
  );
}

/** Variant prices: calculated per variant, each editable; a roll's first price is the roll itself. */
export function VariantPricePage(props: P) {
  const { draft, update, touch } = props;
  const result = fabricVariantPrices(draft);
  useEffect(() => {
    if (!result.ok) return;
    update((d) => {
      const prices = [...(d.price ?? [])];
      let changed = false;
      for (const p of result.prices) {
        if (!prices[p.index]?.trim() && p.suggested !== null) {
          prices[p.index] = p.suggested.toFixed(2);
          changed = true;
        }
      }
      return changed ? { ...d, price: prices } : d;
    });
  }, [result.ok, update]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!result.ok) return <Text c="red">{result.message}</Text>;
  return (
    <Stack>
      <MissingForPrice {...props} />
      {draft.bundleOrRoll === 'Roll' && (
        <TextInput label="Roll price per metre" inputMode="decimal" leftSection="$" value={draft.price?.[0] ?? ''} onBlur={() => touch('price')} onChange={(e) => { const v = e.currentTarget.value; update((d) => ({ ...d, price: [v, ...(d.price ?? []).slice(1)] })); }} />
      )}
      {result.prices.map((p) => (
        <TextInput
          key={p.index}
          label={p.label}
          description={p.suggested === null ? undefined : `Suggested $${p.suggested.toFixed(2)}`}
          inputMode="decimal"
          leftSection="$"
          value={draft.price?.[p.index] ?? ''}
          onBlur={() => touch('price')}
          onChange={(e) => {
            const v = e.currentTarget.value;
            update((d) => {
              const prices = [...(d.price ?? [])];
              prices[p.index] = v;
              return { ...d, price: prices };
            });
          }}
          error={props.touched.has('price') ? props.errors[`price.${p.index}`]?.[0] : undefined}
        />
      ))}
      {fieldError(props, 'price') && <Text c="red" size="sm" role="alert">{fieldError(props, 'price')}</Text>}
    </Stack>
  );
}
