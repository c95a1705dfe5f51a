import { Link } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { buildFabric, fabricFieldLabels, fabricSchema, type FabricDraft } from '../../../../shared/schemas/fabric';
import { replacedPriceText, variantCount } from '../../../../shared/rules/fabric';
import { ReviewTable } from '../../../wizard/review-table';
import { UploadPanel } from '../../../wizard/upload-panel';
import type { StepProps } from '../../../wizard/wizard-types';
import type { RecordedProduct } from '../../../../shared/products';
import { fabricLinkFor, variantAnchor, variantOfPath } from '../fabric-links';
import { useVariantSuggestions } from '../use-variant-suggestions';

type P = StepProps<FabricDraft>;

const variantsLine = (n: number) => `This fabric has ${n} variant${n === 1 ? '' : 's'}.`;
const varianted = (product: RecordedProduct): readonly string[] =>
  product.productType === 'Fabric' ? (product.variantedFields ?? []) : [];
const variantsOf = (product: RecordedProduct) =>
  product.productType === 'Fabric' && product.price ? Math.max(1, product.price.length) : 1;

/**
 * 'Upload Product!': the summary table and the upload panel. Once uploaded, the table shows the
 * item as the shop holds it and links nowhere: it can no longer be changed.
 */
export function ReviewPage(props: P) {
  const { draft, errors, pathOf, stepOfField } = props;
  useVariantSuggestions(props);
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
      {/* The panel comes first so a phone need not scroll past the whole table to upload. */}
      <UploadPanel step={props} product={checked.success ? checked.data : null}>
        {(uploaded) =>
          uploaded ? (
            <>
              <Text fw={600}>{variantsLine(variantsOf(uploaded))}</Text>
              <ReviewTable product={uploaded} labels={fabricFieldLabels} variantedFields={varianted(uploaded)} readOnly />
            </>
          ) : (
            <>
              <Text fw={600}>{variantsLine(variantCount(draft))}</Text>
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
