import { Button, Group, Text } from '@mantine/core';
import { sameAsLast } from '../../shared/rules/same-as-last';
import { loadLastUploaded } from './draft-store';

/**
 * 'Same as last' on an item nobody has answered anything for yet (after Next item, a reload, the
 * next day): it starts from the last item of the kind uploaded on this device, kept in
 * localStorage, so a second colourway is only what differs. Once anything is answered it is gone:
 * it would replace that answer.
 */
export function SameAsLastOffer<D extends object>({ draft, onUse }: { draft: D; onUse: (next: D) => void }) {
  const { productType } = draft as { productType?: unknown };
  const last = typeof productType === 'string' ? loadLastUploaded(productType) : null;
  const next = last ? sameAsLast(last) : null;
  if (!next) return null;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="same-as-last-offer">
      {/* The flow's own draft type: the last item was kept from this flow's draft of this kind. */}
      <Button size="md" variant="light" onClick={() => onUse(next as D)}>
        Same as last
      </Button>
      <Text size="sm">Starts from the last {productType as string} uploaded, without its photos, lengths, quantity or name.</Text>
    </Group>
  );
}
