import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import type { ProductChangeAnswer } from '../../shared/schemas/product-edit';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { itemHref } from '../item/item-lookup';
import { printAndMark } from '../labels/print-and-mark';
import { describeFailure } from '../submission/submission-machine';
import { StatusBanner } from '../wizard/status-banner';
import { ChangesList } from './changes-list';
import { conflictOf } from './edit-changes';

/**
 * A saved edit (issue 27 items 2 and 3): what changed, as the shop answered it; when the printed
 * label no longer tells the truth, one tap prints a new one from the record the save answered; a
 * link back to the item. The edit itself is over: opening the item's edit again starts from the
 * shop's record.
 */
export function EditFinished({ answer, topBar }: { answer: ProductChangeAnswer; topBar: string }) {
  const { product, changes } = answer;
  // After a print: what the label now says of the item, or why the mark could not be cleared.
  const [printed, setPrinted] = useState<{ done: boolean; text: string } | null>(null);
  const [printing, setPrinting] = useState(false);
  const firstSku = product.variants[0]?.sku;

  async function print() {
    if (printing) return;
    setPrinting(true);
    // The record this label is made from: Recent uploads and the item page stop marking it out of date.
    const reprint = await printAndMark(product, true);
    setPrinting(false);
    if (!reprint.made) return;
    if (reprint.marked) setPrinted({ done: true, text: EDIT_PAGE_TEXT.labelPrinted });
    // A colleague's edit since: this label is out of date too (409); else the mark stays until the next print.
    else setPrinted({ done: false, text: conflictOf(reprint.error) ? PRODUCT_EDIT_MESSAGES.printedStale : describeFailure(reprint.error) });
  }

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="edit-saved">
      <ShellTitle>{topBar}</ShellTitle>
      <Title order={1} size="h3">
        {product.title}
      </Title>
      <StatusBanner tone="success" title={PRODUCT_EDIT_MESSAGES.saved}>
        {changes.length === 0 ? PRODUCT_EDIT_MESSAGES.nothingChanged : null}
      </StatusBanner>
      {changes.length > 0 && <ChangesList changes={changes} label={EDIT_PAGE_TEXT.saved} testId="edit-saved-changes" />}
      {answer.labelOutOfDate && (
        <Alert color={printed?.done ? 'teal' : 'orange'} role="status" data-testid="edit-label">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{printed?.text ?? PRODUCT_EDIT_MESSAGES.labelOutOfDate}</Text>
            <Button size="md" mih={TAP_TARGET_PX} loading={printing} onClick={() => void print()}>
              {EDIT_PAGE_TEXT.printLabel}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group>
        <Anchor component={Link} to={itemHref(firstSku)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX }}>
          {EDIT_PAGE_TEXT.backToItem}
        </Anchor>
      </Group>
    </Stack>
  );
}
