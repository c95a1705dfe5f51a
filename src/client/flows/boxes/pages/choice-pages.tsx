import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  BOX_SIZES,
  BOX_SUPPLY_TYPES,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  EVERYTHING_ELSE_SUBCATEGORIES,
  SUBCATEGORY_FIELD,
  type EverythingElseCategory,
} from '../../../../shared/catalogue/boxes';
import { BOX_HINTS, chooseCategory, chooseSupplyType, type BoxDraft } from '../../../../shared/schemas/box-draft';
import { ChoiceButtons } from '../../../widgets/choice-buttons';
import type { StepProps } from '../../../wizard/wizard-types';
import { TAP_TARGET_PX } from '../../../app/theme';
import { CHANGE_SIZE, carriedBoxSize, carriedSizeText, createdBoxLocked, lastBoxSize, lockedByCreation } from '../new-box';
import { useBoxes } from '../box-context';

type P = StepProps<BoxDraft>;

/** The box created from this draft, if any: its choices are then shown, never changed (issue 42 item 6). */
function useCreatedLock(draftId: string): { locked: boolean; hint: string } {
  const created = useBoxes().createdFor(draftId);
  return lockedByCreation(created) ? { locked: true, hint: createdBoxLocked(created.boxID) } : { locked: false, hint: '' };
}

/** The red hint a selector shows while its parent choice is missing (spec 001 'Inventory supplies'). */
function ParentHint({ show, hint }: { show: boolean; hint: string }) {
  return show ? (
    <Text c="red" size="sm" role="note">
      {hint}
    </Text>
  ) : null;
}

/**
 * supply_type_box_size: both choices on one page; the page moves on once both are made. The size
 * starts at the last box's (Start a new box), so a type alone usually ends the page: that size is
 * said above the types, with one tap to open the sizes and change it (issue 26 item 5).
 */
export function SupplyTypeBoxSizePage({ draft, draftId, answer }: P) {
  const [changing, setChanging] = useState(false);
  const lock = useCreatedLock(draftId);
  const carried = changing || lock.locked ? undefined : carriedBoxSize(draft, lastBoxSize());
  const types = (
    <ChoiceButtons
      label="Supply type"
      options={BOX_SUPPLY_TYPES}
      value={draft.supplyType}
      columns={3}
      disabled={() => lock.locked}
      onChange={(v) => answer((d) => chooseSupplyType(d, v))}
    />
  );
  const sizes = (
    <ChoiceButtons
      label="Size of box"
      options={BOX_SIZES}
      value={draft.boxSize}
      columns={3}
      disabled={() => lock.locked}
      onChange={(v) => answer((d) => ({ ...d, boxSize: v }))}
    />
  );
  if (carried) {
    return (
      <Stack gap="xl">
        <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="carried-size">
          <Text fw={600}>{carriedSizeText(carried)}</Text>
          {/* Never squeezed by a long size name: the whole word stays the tap target. */}
          <Button variant="light" mih={TAP_TARGET_PX} style={{ flexShrink: 0 }} onClick={() => setChanging(true)} aria-label={CHANGE_SIZE}>
            Change
          </Button>
        </Group>
        {types}
      </Stack>
    );
  }
  // Opened by Change, the sizes come first, where the carried size was said.
  return (
    <Stack gap="xl">
      <ParentHint show={lock.locked} hint={lock.hint} />
      {changing ? sizes : types}
      {changing ? types : sizes}
    </Stack>
  );
}

export function TrimTypePage({ draft, draftId, choose }: P) {
  const waiting = draft.supplyType !== 'Trim';
  const lock = useCreatedLock(draftId);
  return (
    <Stack gap="xs">
      <ChoiceButtons
        label="Trim type"
        options={BOX_TRIM_TYPES}
        value={draft.trimType}
        columns={3}
        disabled={() => waiting || lock.locked}
        onChange={(v) => choose((d) => ({ ...d, trimType: v }))}
      />
      <ParentHint show={waiting} hint={BOX_HINTS.chooseSupplyTypeFirst} />
      <ParentHint show={lock.locked} hint={lock.hint} />
    </Stack>
  );
}

export function CategoryPage({ draft, draftId, choose }: P) {
  const waiting = draft.supplyType !== 'Everything Else';
  const lock = useCreatedLock(draftId);
  return (
    <Stack gap="xs">
      <ChoiceButtons
        label="Category"
        options={EVERYTHING_ELSE_CATEGORIES}
        value={draft.everythingElseCategory}
        columns={3}
        disabled={() => waiting || lock.locked}
        onChange={(v) => choose((d) => chooseCategory(d, v))}
      />
      <ParentHint show={waiting} hint={BOX_HINTS.chooseSupplyTypeFirst} />
      <ParentHint show={lock.locked} hint={lock.hint} />
    </Stack>
  );
}

/** One page per category (sewing_category, craft_category, other_category), from the catalogue. */
function subcategoryPage(category: EverythingElseCategory) {
  const field = SUBCATEGORY_FIELD[category];
  function SubcategoryPage({ draft, draftId, choose }: P) {
    const waiting = draft.everythingElseCategory !== category;
    const lock = useCreatedLock(draftId);
    return (
      <Stack gap="xs">
        <ChoiceButtons
          label={`${category} category`}
          options={EVERYTHING_ELSE_SUBCATEGORIES[category]}
          value={draft[field]}
          columns={3}
          disabled={() => waiting || lock.locked}
          onChange={(v) => choose((d) => ({ ...d, [field]: v }))}
        />
        <ParentHint show={waiting} hint={BOX_HINTS.chooseCategoryFirst} />
        <ParentHint show={lock.locked} hint={lock.hint} />
      </Stack>
    );
  }
  SubcategoryPage.displayName = `${category}CategoryPage`;
  return SubcategoryPage;
}

export const SewingCategoryPage = subcategoryPage('Sewing');
export const CraftCategoryPage = subcategoryPage('Craft');
export const OtherCategoryPage = subcategoryPage('Other');
