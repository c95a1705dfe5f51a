import { DraftPhotoPicker } from '../../../widgets/photos/draft-photo-picker';
import { ListingPreview } from '../../../wizard/listing-preview';
import { isSuggestedPrice } from '../../../wizard/listing-rows';
import { recordedProduct } from '../../../../shared/products';
import { Link } from 'react-router';
import { Anchor, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { PRODUCT_TYPE_DISPLAY, SUPPLY_TYPES, type SupplyType } from '../../../../shared/catalogue/product-types';
import { missingForPrice, noSuggestionReason, suggestPrice } from '../../../../shared/products';
import { chooseSellingUnit, newSupplyDraft, priceLabel, sellingUnitsFor } from '../../../../shared/rules/supplies';
import { buildSupply } from '../../../../shared/schemas/supply-draft';
import { supplySchemaFor } from '../../../../shared/schemas/supplies';
import { SUPPLY_FIELD_LABELS } from '../../../../shared/schemas/supply-labels';
import { HINTS } from '../../../../shared/schemas/messages';
import { ChoiceButtons } from '../../../widgets/choice-buttons';
import { fieldError } from '../../../wizard/field-error';
import { ReviewTable } from '../../../wizard/review-table';
import { UploadPanel } from '../../../wizard/upload-panel';
import { supplyOf, type P } from '../supply-form';
import { KindPicture } from './pictures';
import { AdditionalInfo, Colours, Unboxing } from './fields';
import { KeptPriceNote, PricePicker } from '../../../widgets/price-picker';
import { choosePrice, keepChosenPrice, takeSuggestedPrice, typePrice } from '../../../../shared/rules/suggested-price';
import { useSuggestedPrice } from './kind-page';
import { ReviewPrice } from '../../../wizard/review-price';

/** /supplies/supply_type: one picture card per kind; choosing moves on. A new kind starts a new draft (photos kept). */
export function SupplyTypePage({ draft, choose }: P) {
  const pick = (kind: SupplyType) =>
    choose((d) => (d.productType === kind ? d : newSupplyDraft(kind, d.images ? { images: d.images } : {})));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="radiogroup" aria-label="Supply type">
      {SUPPLY_TYPES.map((kind) => {
        const on = draft.productType === kind;
        return (
          <UnstyledButton
            key={kind}
            role="radio"
            aria-checked={on}
            onClick={() => pick(kind)}
            data-kind={kind}
            style={{
              border: on ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-4)',
              borderRadius: 12,
              padding: 10,
              textAlign: 'center',
              background: on ? 'var(--mantine-color-teal-0)' : 'white',
            }}
          >
            <KindPicture kind={kind} />
            <Text fw={600} mt={4}>
              {PRODUCT_TYPE_DISPLAY[kind]}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** Selling unit: the kind's units (Other Supply's by its type); choosing moves on and drops what the unit does not allow. */
export function SellingUnitPage(p: P) {
  const d = supplyOf(p.draft);
  return (
    <ChoiceButtons
      label="Selling unit"
      options={sellingUnitsFor(d.productType, d.otherSupplyType)}
      value={d.sellingUnit}
      onChange={(v) => {
        p.touch('sellingUnit');
        p.choose((x) => chooseSellingUnit(supplyOf(x), v));
      }}
      error={fieldError(p, 'sellingUnit')}
    />
  );
}

export function CameraPage(p: P) {
  return <DraftPhotoPicker {...p} />;
}

export function ColoursPage(p: P) {
  return <Colours p={p} ends />;
}

export function AdditionalInfoPage(p: P) {
  return <AdditionalInfo p={p} hint="Use complete sentences." ends />;
}

/** Links to the fields a suggestion still needs; the first in red (spec 001 'Price page'). */
function MissingForPrice({ draft, pathOf, stepOfField }: P) {
  const missing = missingForPrice(supplyOf(draft));
  if (missing.length === 0) return null;
  return (
    <Stack gap={4} data-testid="missing-for-price">
      <Text size="sm">To suggest a price, fill in:</Text>
      {missing.map((m, i) => {
        const step = stepOfField(m.field);
        return (
          <Anchor key={m.field} component={Link} to={step ? pathOf(step) : '#'} c={i === 0 ? 'red' : undefined} fw={i === 0 ? 700 : 400}>
            {m.label}
          </Anchor>
        );
      })}
    </Stack>
  );
}

/**
 * Price: the suggestion's choices for the kind and unit, or a typed price. A new suggestion
 * replaces the price (spec 001 section 4, kept current on every page by useSuggestedPrice); Other
 * Supply has no suggestion, only a typed price. The Unboxing answer, last on the page, ends it.
 */
export function PricePage(p: P) {
  const { draft, update, touch } = p;
  const d = supplyOf(draft);
  const { choices } = suggestPrice(d);
  const reason = choices.length === 0 ? noSuggestionReason(d) : null;
  const label = priceLabel(d);
  return (
    <Stack>
      <MissingForPrice {...p} />
      {/* Nothing missing, yet no rule prices it (a typed zipper type, Everything Else): say why rather than show a blank page. */}
      {choices.length === 0 && reason && missingForPrice(d).length === 0 && (
        <Text c="orange.9" fw={600} data-testid="no-suggestion">
          {reason}
        </Text>
      )}
      {draft.priceKept && (
        <KeptPriceNote note={draft.priceKept} onTake={() => update(takeSuggestedPrice)} onKeep={() => update(keepChosenPrice)} />
      )}
      <PricePicker
        choices={choices}
        chosen={draft.priceRadio}
        typed={draft.priceOther}
        label={label}
        description={choices.length > 0 ? HINTS.selectOrEnter : HINTS.enterNumbers}
        error={fieldError(p, 'price')}
        onChoose={(c) => {
          touch('price');
          update((x) => choosePrice(x, c));
        }}
        onType={(v) => update((x) => typePrice(x, v))}
        onBlur={() => touch('price')}
      />
      <Unboxing p={p} ends />
    </Stack>
  );
}

/** The review's price block (issue 26 item 2): the price that will be listed and the suggestion's choices, one tap each. */
export function SupplyReviewPrice(p: P) {
  if (p.sealed) return null;
  const d = supplyOf(p.draft);
  const missing = missingForPrice(d).map((m) => {
    const step = p.stepOfField(m.field);
    return { ...m, to: step ? p.pathOf(step) : null };
  });
  return (
    <ReviewPrice
      draft={p.draft}
      suggestion={suggestPrice(d)}
      missing={missing}
      reason={noSuggestionReason(d)}
      label={priceLabel(d)}
      update={p.update}
    />
  );
}

/**
 * 'Upload Product!': the review table and the shared upload panel. Once uploaded, the table shows
 * the item as the shop holds it and links nowhere: it can no longer be changed.
 */
export function ReviewPage(props: P) {
  const { errors, pathOf, stepOfField } = props;
  // A draft kept from before this page set the price may reach the review without its suggestion applied.
  useSuggestedPrice(props);
  const d = supplyOf(props.draft);
  const built = buildSupply(d);
  const checked = supplySchemaFor(d.productType).safeParse(built);
  const product = checked.success ? checked.data : built;
  return (
    <Stack>
      {/* The listing first, then the panel, as on the fabric page: a phone need not scroll past the table to upload. */}
      <ListingPreview
        draftId={props.draftId}
        product={checked.success ? checked.data : recordedProduct(built)}
        linkFor={
          props.sealed
            ? undefined
            : (field) => {
                const step = stepOfField(field.split('.')[0] ?? field);
                return step ? pathOf(step) : null;
              }
        }
        suggested={() => isSuggestedPrice({ priceBase: d.priceBase, priceOther: d.priceOther, priceRadio: d.priceRadio }, 0)}
        // Only Everything Else has a name; other kinds take the number the server gives.
        onUseName={props.sealed || d.productType !== 'Other Supply' ? undefined : (name) => props.update((x) => ({ ...x, name }))}
      />
      <SupplyReviewPrice {...props} />
      <UploadPanel
        step={props}
        product={checked.success ? checked.data : null}
        // An empty draft has no kind yet: the wizard lands on the Supplies step.
        newSupply={() => ({})}
      >
        {(uploaded) =>
          uploaded ? (
            <ReviewTable product={uploaded} labels={SUPPLY_FIELD_LABELS} variantedFields={[]} readOnly />
          ) : (
            <ReviewTable
              product={product}
              labels={SUPPLY_FIELD_LABELS}
              errors={errors}
              variantedFields={[]}
              linkFor={(field) => {
                const step = stepOfField(field);
                return step ? pathOf(step) : null;
              }}
            />
          )
        }
      </UploadPanel>
    </Stack>
  );
}
