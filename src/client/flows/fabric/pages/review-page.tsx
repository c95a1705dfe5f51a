import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { buildFabric, fabricFieldLabels, fabricSchema, type FabricDraft } from '../../../../shared/schemas/fabric';
import { replacedPriceText, variantCount } from '../../../../shared/rules/fabric';
import { applySuggestedPrice } from '../../../../shared/rules/suggested-price';
import { recordedProduct, suggestPrice, type RecordedProduct } from '../../../../shared/products';
import { ListingPreview } from '../../../wizard/listing-preview';
import { isSuggestedPrice } from '../../../wizard/listing-rows';
import { ReviewTable } from '../../../wizard/review-table';
import { UploadPanel } from '../../../wizard/upload-panel';
import type { StepProps } from '../../../wizard/wizard-types';
import { fabricLinkFor, variantAnchor, variantOfPath } from '../fabric-links';
import { useVariantSuggestions } from '../use-variant-suggestions';
import { FabricReviewPrice } from './price-pages';

type P = StepProps<FabricDraft>;

const variantsLine = (n: number) => `This fabric has ${n} variant${n === 1 ? '' : 's'}.`;
const varianted = (product: RecordedProduct): readonly string[] =>
  product.productType === 'Fabric' ? (product.variantedFields ?? []) : [];

/**
 * The Price page's rule, 'Suggested price overwrites the price when it changes from the previous
 * suggestion', kept here too: the Price page is passed by once its suggestion is chosen, so a
 * change made since (a length fixed from this page) must still reach the price shown here.
 */
function useSuggestedPrice({ draft, update, sealed }: P) {
  const { base } = suggestPrice(draft);
  const single = draft.hasVariants !== 'Yes';
  useEffect(() => {
    if (single && !sealed) update((d) => applySuggestedPrice(d, base));
  }, [base, single, sealed, update]);
}

/**
 * 'Upload Product!': the listing as the shop will show it, the upload panel, then what blocks the
 * upload and every field. Once uploaded, the fields show the item as the shop holds it and link
 * nowhere: it can no longer be changed.
 */
export function ReviewPage(props: P) {
  const { draft, draftId, errors, pathOf, stepOfField, sealed } = props;
  useVariantSuggestions(props);
  useSuggestedPrice(props);
  // Show what will be uploaded: normalised when valid, as entered otherwise.
  const built = buildFabric(draft);
  const checked = fabricSchema.safeParse(built);
  const product = checked.success ? checked.data : built;
  const linkFor = (path: string) => {
    const to = fabricLinkFor(draft, path, stepOfField);
    return to ? `${pathOf(to.step)}${to.hash}` : null;
  };

  return (
    <Stack>
      <ListingPreview
        draftId={draftId}
        // The preview's title reads each field as the shop will: an invalid one is left out rather than shown raw.
        product={checked.success ? checked.data : recordedProduct(built)}
        linkFor={sealed ? undefined : linkFor}
        suggested={(i) => isSuggestedPrice(draft, i)}
        onUseName={sealed ? undefined : (name) => props.update((d) => ({ ...d, name }))}
      >
        <Text size="sm" fw={600}>
          {variantsLine(variantCount(draft))}
        </Text>
      </ListingPreview>
      <FabricReviewPrice {...props} />
      <UploadPanel step={props} product={checked.success ? checked.data : null}>
        {(uploaded) =>
          uploaded ? (
            <ReviewTable product={uploaded} labels={fabricFieldLabels} variantedFields={varianted(uploaded)} readOnly />
          ) : (
            <>
              {(draft.priceReplaced ?? []).map((note) => (
                <Alert
                  key={note.index}
                  color="orange"
                  variant="light"
                  p="xs"
                  role="status"
                  data-testid={`review-price-replaced-${note.index + 1}`}
                >
                  <Text size="sm">
                    {replacedPriceText(variantOfPath(draft, `price.${note.index}`) ?? `Variant ${note.index + 1}`, note)}{' '}
                  </Text>
                  <Anchor component={Link} size="sm" to={`${pathOf('variant_price')}#${variantAnchor(note.index)}`}>
                    Check the price on Variant Price
                  </Anchor>
                </Alert>
              ))}
              <ReviewTable
                product={product}
                labels={fabricFieldLabels}
                errors={errors}
                variantedFields={product.variantedFields}
                linkFor={linkFor}
                partOf={(path) => variantOfPath(draft, path)}
              />
            </>
          )
        }
      </UploadPanel>
    </Stack>
  );
}
