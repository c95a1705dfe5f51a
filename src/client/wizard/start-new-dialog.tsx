import { Button, Group, Modal, Text } from '@mantine/core';
import { UPLOAD_MESSAGES } from '../../shared/messages/upload';

/** 'Start new Product' confirmation (spec 000 section 2), with New Supply only where it applies. */
export function StartNewDialog({
  opened,
  onClose,
  onNewProduct,
  onNewSupply,
}: {
  opened: boolean;
  onClose: () => void;
  onNewProduct: () => void;
  onNewSupply?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={UPLOAD_MESSAGES.startNewTitle} centered>
      <Text mb="md">{UPLOAD_MESSAGES.startNewBody}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onNewProduct}>New Product</Button>
        {onNewSupply && (
          <Button variant="light" onClick={onNewSupply}>
            New Supply
          </Button>
        )}
      </Group>
    </Modal>
  );
}
