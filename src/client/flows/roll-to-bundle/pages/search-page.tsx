import { useCallback, useEffect, useState } from 'react';
import { Alert, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { skuSchema, ROLL_TO_BUNDLE_MESSAGES } from '../../../../shared/schemas/roll-to-bundle';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { ApiError } from '../../../api/client';
import { ScanButton } from '../../../scan/camera-scan';
import { useHandheldScanner } from '../../../scan/handheld-scanner';
import { searchRolls, type RollListing } from '../../../api/roll-to-bundle';
import { DebouncedText } from '../../../widgets/debounced-text';
import { fieldError } from '../../../wizard/field-error';
import type { StepProps } from '../../../wizard/wizard-types';
import { edit, pickedRoll, rollToOpen, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

/** The answer for one SKU; a SKU without an answer yet is being searched. */
type Search = { sku: string } & ({ state: 'done'; rolls: RollListing[] } | { state: 'failed'; message: string });

/**
 * 'Search Product': the SKU is handed on 400 ms after typing stops (DebouncedText), and only a SKU
 * without errors is searched; picking a roll moves on to Length. A typed SKU that only one roll has
 * opens that roll without a tap (issue 17); with several, staff pick. A scanned roll label (camera,
 * or a handheld scanner with or without the field focused) counts as typing its SKU and Enter (issue 19).
 */
export function SearchPage(props: P) {
  const { draft, update, choose, touch } = props;
  const sku = draft.sku?.trim() ?? '';
  const valid = skuSchema.safeParse(sku).success;
  const [search, setSearch] = useState<Search | null>(null);
  // Only an answer to typing on this visit opens a roll by itself: a SKU already in the draft (Back, a reload) waits for a tap.
  const [typedSku, setTypedSku] = useState<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    const abort = new AbortController();
    searchRolls(sku, abort.signal).then(
      (rolls) => setSearch({ sku, state: 'done', rolls }),
      (error: unknown) => {
        // A newer search replaced this one; a 401 has already signed out.
        if (abort.signal.aborted || (error instanceof ApiError && error.status === 401)) return;
        setSearch({ sku, state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
  }, [sku, valid]);

  const shown = !valid ? null : search?.sku === sku ? search : { state: 'searching' as const };
  const picked = pickedRoll(draft);
  const open = shown?.state === 'done' && typedSku === sku ? rollToOpen(draft, shown.rolls) : undefined;
  useEffect(() => {
    if (open) choose((d) => edit(d, { roll: open }));
  }, [open, choose]);

  // A scan is the SKU typed and Enter: the search answers and a single roll opens. Scanning the roll
  // already picked (after Back) goes on to Length, as Enter in the field does.
  const scanned = useCallback(
    (code: string) => {
      const scannedSku = code.trim();
      touch('sku');
      if (pickedRoll(draft)?.sku === scannedSku) {
        choose((d) => d);
        return;
      }
      setTypedSku(scannedSku);
      update((d) => edit(d, { sku: scannedSku }));
    },
    [draft, touch, choose, update],
  );
  useHandheldScanner(scanned);

  return (
    <Stack>
      <DebouncedText
        label="SKU"
        inputMode="numeric"
        autoComplete="off"
        size="lg"
        value={draft.sku}
        // A scan into the field replaces the SKU there rather than adding to it.
        onFocus={(e) => e.currentTarget.select()}
        onBlur={() => touch('sku')}
        onChange={(v) => {
          touch('sku');
          setTypedSku(v.trim());
          update((d) => edit(d, { sku: v }));
        }}
        error={fieldError(props, 'sku')}
      />
      {/* A roll label's barcode read by the camera: as if typed, so a single match opens (issue 19). */}
      <ScanButton onCode={scanned} />
      {shown?.state === 'searching' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Searching…</Text>
        </Group>
      )}
      {shown?.state === 'failed' && (
        <Alert color="red" role="alert">
          {shown.message}
        </Alert>
      )}
      {shown?.state === 'done' && shown.rolls.length === 0 && (
        <Alert color="orange" role="status">
          {ROLL_TO_BUNDLE_MESSAGES.noRolls}
        </Alert>
      )}
      {shown?.state === 'done' && shown.rolls.length > 0 && (
        <ScrollArea.Autosize mah="30vh" type="auto" offsetScrollbars="present" aria-label="Roll products">
          <Stack gap="xs" role="list">
            {shown.rolls.map((roll) => (
              <RollChoice
                key={`${roll.productId}-${roll.sku}`}
                roll={roll}
                picked={picked?.productId === roll.productId}
                onPick={() => choose((d) => edit(d, { roll }))}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function RollChoice({ roll, picked, onPick }: { roll: RollListing; picked: boolean; onPick: () => void }) {
  return (
    <div role="listitem">
      <UnstyledButton
        w="100%"
        aria-pressed={picked}
        onClick={onPick}
        p="sm"
        style={{
          border: `1px solid var(--mantine-color-${picked ? 'teal-6' : 'gray-4'})`,
          background: picked ? 'var(--mantine-color-teal-0)' : undefined,
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Text fw={600}>{roll.title}</Text>
        <Text size="sm">
          SKU {roll.sku} · {roll.lengthM} m × {roll.widthCM} cm · {formatPrice(Number(roll.price))}/m
        </Text>
        {/* Grey 6 reads at 4.49:1 on the picked card's teal 0 (axe wants 4.5): one shade darker there. */}
        <Text size="sm" c={picked ? 'gray.7' : 'dimmed'}>
          {roll.content}
        </Text>
      </UnstyledButton>
    </div>
  );
}
