import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { isProductType, PRODUCT_TYPE_DISPLAY } from '../../shared/catalogue/product-types';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import { productRecord } from '../api/product-record';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { NotFoundPage } from '../app/not-found-page';
import { paths } from '../app/paths';
import { isTransient, describeFailure } from '../submission/submission-machine';
import { clearPhotos } from '../wizard/photo-store';
import { Wizard } from '../wizard/wizard';
import { EditSessionContext, type EditSession } from './edit-session';
import { EditFinished } from './edit-finished';
import { EDIT_BASES, editFlowFor, landingPath } from './edit-flows';
import { versionedRecordOf } from './edit-changes';
import { useShopPhotos } from './use-shop-photos';
import {
  draftOfEdit,
  editToResume,
  finishEdit,
  heldDraftOf,
  kindOfEdit,
  loadEdit,
  startEdit,
  type EditBase,
  type EditKind,
} from './edit-store';

/**
 * /edit (issue 27 item 1): `?productId=` opens an uploaded item's answers as the shop holds them in
 * the wizard pages of its kind, under /edit/fabric/... or /edit/supplies/... .
 */
export function EditPage() {
  return (
    <Routes>
      <Route index element={<EditOpen />} />
      <Route path="fabric/*" element={<EditWizard kind="fabric" />} />
      <Route path="supplies/*" element={<EditWizard kind="supplies" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The top bar of an edit, before its pages (which name the kind from the draft) are drawn. */
const topBarOf = (record: Pick<VersionedRecord, 'details'>) => {
  const type = record.details.productType;
  return isProductType(type) ? EDIT_PAGE_TEXT.topBar(PRODUCT_TYPE_DISPLAY[type]) : EDIT_PAGE_TEXT.title;
};

type Opening = { productId: string; failure: { message: string; canRetry: boolean } };

/**
 * Reads the item and opens its edit: an edit of it staff already changed something in carries on;
 * otherwise a new one starts from the record as the shop holds it now (never a cached copy).
 */
function EditOpen() {
  const [params] = useSearchParams();
  const productId = params.get('productId')?.trim() ?? '';
  const navigate = useNavigate();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!productId) return;
    const resumed = editToResume(productId);
    const kept = resumed && draftOfEdit(resumed);
    if (resumed && kept) {
      void navigate(landingPath(resumed, kept), { replace: true });
      return;
    }
    const abort = new AbortController();
    productRecord(productId, abort.signal).then(
      (answer) => {
        const record = versionedRecordOf(answer);
        // The edit kept before this one is replaced: its photos go with it.
        const replaced = record && loadEdit();
        if (replaced) void clearPhotos(replaced.editId);
        const base = record && startEdit(record);
        const held = base && heldDraftOf(base.record);
        if (base && held) void navigate(landingPath(base, held), { replace: true });
        else setOpening({ productId, failure: { message: PRODUCT_EDIT_MESSAGES.notSelvage(productId), canRetry: false } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setOpening({ productId, failure: { message: describeFailure(error), canRetry: isTransient(error) } });
      },
    );
    return () => abort.abort();
  }, [productId, tries, navigate]);

  const failure = opening?.productId === productId ? opening.failure : null;
  return (
    <EditNotOpen>
      {!productId ? (
        <NoEdit text={EDIT_PAGE_TEXT.noProductId} />
      ) : failure ? (
        <>
          <Alert color={failure.canRetry ? 'red' : 'orange'} role="alert">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{failure.message}</Text>
              {failure.canRetry && (
                <Button
                  variant="light"
                  mih={TAP_TARGET_PX}
                  onClick={() => {
                    setOpening(null);
                    setTries((n) => n + 1);
                  }}
                >
                  {EDIT_PAGE_TEXT.retry}
                </Button>
              )}
            </Group>
          </Alert>
          <NoEdit />
        </>
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{EDIT_PAGE_TEXT.opening}</Text>
        </Group>
      )}
    </EditNotOpen>
  );
}

/** A page of /edit with no wizard (yet): its own heading, so the page says what it is. */
function EditNotOpen({ children }: { children: ReactNode }) {
  return (
    <Stack maw={640} mx="auto" mt="md" gap="md">
      <ShellTitle>{EDIT_PAGE_TEXT.title}</ShellTitle>
      <Title order={1} size="h3">
        {EDIT_PAGE_TEXT.title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where an item is found to be edited, with why no edit is open here (when there is more to say than the alert above it). */
function NoEdit({ text }: { text?: string }) {
  return (
    <Stack gap="xs" align="flex-start" data-testid="no-edit">
      {text && <Text>{text}</Text>}
      <Anchor component={Link} to={paths.item} style={{ display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX }}>
        {EDIT_PAGE_TEXT.findItem}
      </Anchor>
    </Stack>
  );
}

type Session = { base: EditBase | null; finished: ProductChangeAnswer | null; conflict: VersionedRecord | null };

/** The edit in progress in its kind's wizard pages, until it is saved. */
function EditWizard({ kind }: { kind: EditKind }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [session, setSession] = useState<Session>(() => ({ base: loadEdit(), finished: null, conflict: null }));
  const { base, finished, conflict } = session;
  const { photos, again: readPhotosAgain } = useShopPhotos(base);

  const restart = useCallback(
    (current: VersionedRecord) => {
      if (base) void clearPhotos(base.editId);
      const next = startEdit(current);
      const held = next && heldDraftOf(next.record);
      setSession({ base: next, finished: null, conflict: null });
      if (next && held) void navigate(landingPath(next, held));
    },
    [base, navigate],
  );
  const finish = useCallback(
    (answer: ProductChangeAnswer) => {
      if (base) void clearPhotos(base.editId);
      finishEdit();
      setSession({ base: null, finished: answer, conflict: null });
      // The item page and Recent uploads show the record as it is now.
      void queries.invalidateQueries();
    },
    [base, queries],
  );
  const refused = useCallback((current: VersionedRecord) => setSession((was) => ({ ...was, conflict: current })), []);
  const context = useMemo<EditSession | null>(
    () => (base ? { base, conflict, refused, restart, finish, photos, readPhotosAgain } : null),
    [base, conflict, refused, restart, finish, photos, readPhotosAgain],
  );
  const edit = useMemo(() => (base ? editFlowFor(base) : null), [base]);

  if (finished) return <EditFinished answer={finished} topBar={topBarOf(finished.product)} />;
  if (!base || !context || !edit) {
    return (
      <EditNotOpen>
        <NoEdit text={EDIT_PAGE_TEXT.noEdit} />
      </EditNotOpen>
    );
  }
  // The item being edited is of the other kind (an address typed or kept from before).
  if (kindOfEdit(base) !== kind) return <Navigate to={EDIT_BASES[kindOfEdit(base)]} replace />;
  return (
    <EditSessionContext.Provider value={context}>
      {/* A new edit (started again from the shop's record) is a new draft: the engine reads it afresh. */}
      {edit.kind === 'fabric' ? <Wizard key={base.editId} flow={edit.flow} /> : <Wizard key={base.editId} flow={edit.flow} />}
    </EditSessionContext.Provider>
  );
}
