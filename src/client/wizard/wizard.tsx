import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, NavLink as RouterNavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { Box, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { ShellSidebar, ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { NotFoundPage } from '../app/not-found-page';
import { closeToasts } from '../app/toasts';
import {
  canAdvance,
  errorsStoppingNext,
  firstOpenStep,
  firstToFill,
  isStepComplete,
  isStepReachable,
  nextStep,
  previousStep,
  stepForField,
  stepIndicator,
  stepPosition,
  stepStates,
  UPLOAD_STEP_ID,
  nextToFill,
} from './step-graph';
import { useDraft } from './use-draft';
import { clearPhotos } from './photo-store';
import type { FlowDecl, ResetHow, StepProps } from './wizard-types';
import { PileBar } from '../pile/pile-bar';
import { SameAsLastOffer } from './same-as-last-offer';
import { ASKS_ATTRIBUTE, BAR_HEIGHT_PX, bringIntoView } from '../widgets/asked-in-view';

const NONE_TOUCHED: ReadonlySet<string> = new Set();

/**
 * The one wizard engine (spec 000 section 2 'Wizard behaviour'): sidebar of visible steps, disabled
 * until earlier data exists; Back/Next to the nearest visible steps; Enter advances; pages that
 * auto-advance call `choose`. Flows only declare steps.
 */
export function Wizard<D extends object>({ flow }: { flow: FlowDecl<D> }) {
  const {
    draft,
    draftId,
    prefilled,
    refused,
    refusedErrors,
    sealed,
    update,
    reset: resetDraft,
  } = useDraft<D>(flow.accepts, flow.initial, flow.storageKey);
  // Every new item (Next item, Same as last, Start New Product, coming back after an upload) starts
  // with no toast of the last one lying over its pages (issue 43).
  const reset = useCallback(
    (data: D, how?: ResetHow) => {
      closeToasts();
      resetDraft(data, how);
    },
    [resetDraft],
  );
  // Touched fields belong to one draft: a new draft (Start New Product, the next item) starts untouched.
  const [touchedBy, setTouchedBy] = useState<{ draftId: string; fields: ReadonlySet<string> }>(() => ({ draftId, fields: NONE_TOUCHED }));
  const touchedHere = touchedBy.draftId === draftId ? touchedBy.fields : NONE_TOUCHED;
  // What the server refused of a draft back from the outbox stands where this page's own rules
  // say nothing (an older page than the server's rules), shown at once on the page it names.
  const errors = useMemo(() => ({ ...refusedErrors, ...flow.validate(draft) }), [flow, draft, refusedErrors]);
  const touched = useMemo(() => {
    if (!refusedErrors) return touchedHere;
    const fields = new Set(touchedHere);
    for (const path of Object.keys(refusedErrors)) fields.add(path).add(path.split('.')[0] ?? path);
    return fields;
  }, [touchedHere, refusedErrors]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const uploadPath = `${flow.base}/${UPLOAD_STEP_ID}`;
  // A sealed draft only shows what was uploaded, on Upload Product; no other step opens for it.
  const states = stepStates(flow.steps, draft).map((s) => (sealed ? { ...s, enabled: s.id === UPLOAD_STEP_ID } : s));
  const newProduct = useCallback(() => (flow.newProduct ? flow.newProduct(draft) : flow.initial()), [flow, draft]);

  // Coming back to a flow whose draft was uploaded (Home's button, a step's address, Back from the
  // success view) starts the next item, keeping what Start New Product keeps; the uploaded one is
  // in the shop and in Recent uploads (D75).
  // An address the flow does not have (/supplies/not_a_step) is not "another address of the flow":
  // it shows Page not found and leaves the sealed draft as it is.
  const reentered = sealed && pathname !== uploadPath && isFlowAddress(flow, pathname);
  useEffect(() => {
    if (!reentered) return;
    void clearPhotos(draftId);
    reset(newProduct());
  }, [reentered, draftId, reset, newProduct]);

  const touch = useCallback(
    (field: string) =>
      setTouchedBy((t) => {
        const fields = t.draftId === draftId ? t.fields : NONE_TOUCHED;
        return fields.has(field) ? t : { draftId, fields: new Set(fields).add(field) };
      }),
    [draftId],
  );
  // A new draft starts at its first open step; pages never navigate themselves.
  const resetAll = useCallback(
    (data: D, how?: ResetHow) => {
      reset(data, how);
      void navigate(flow.base);
    },
    [reset, navigate, flow.base],
  );

  return (
    <>
      <ShellTitle>{flow.topBar(draft)}</ShellTitle>
      <ShellSidebar>
        <nav aria-label="Steps">
          {states.map((s) => (
            <NavLink
              key={s.id}
              component={RouterNavLink}
              to={`${flow.base}/${s.id}`}
              label={s.label}
              active={pathname === `${flow.base}/${s.id}`}
              disabled={!s.enabled}
              aria-disabled={!s.enabled}
              onClick={(e) => {
                if (!s.enabled) e.preventDefault();
              }}
            />
          ))}
        </nav>
      </ShellSidebar>
      {/* Nothing of the uploaded item shows on a step page while the next one starts. */}
      {!reentered && (
        <Routes>
          {/* A copy of the last item opens where the copy first leaves something to ask (its photos, whatever the kind). */}
          <Route
            index
            element={
              <Navigate to={prefilled ? firstToFill(flow.steps, draft, Object.keys(errors)) : firstOpenStep(flow.steps, draft)} replace />
            }
          />
          <Route
            path=":step"
            element={
              <StepPage
                flow={flow}
                draft={draft}
                draftId={draftId}
                update={update}
                errors={errors}
                touched={touched}
                touch={touch}
                reset={resetAll}
                newProduct={newProduct}
                sealed={sealed}
                refused={refused}
                prefilled={prefilled}
              />
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </>
  );
}

/** The flow's base or one of its declared steps; anything else under the base is not a page of the flow. */
function isFlowAddress<D extends object>(flow: FlowDecl<D>, pathname: string): boolean {
  const rest = pathname.slice(flow.base.length).replace(/^\/+|\/+$/g, '');
  return rest === '' || flow.steps.some((s) => s.id === rest);
}

interface StepPageProps<D extends object> extends Omit<StepProps<D>, 'choose' | 'answer' | 'pathOf' | 'stepOfField' | 'editing'> {
  flow: FlowDecl<D>;
  /** The draft copies the last item: Next goes to the next page still asking for something. */
  prefilled: boolean;
}

function StepPage<D extends object>({
  flow,
  draft,
  draftId,
  update,
  errors,
  touched,
  touch,
  reset,
  newProduct,
  sealed,
  refused,
  prefilled,
}: StepPageProps<D>) {
  const { step: stepId = '' } = useParams();
  const navigate = useNavigate();
  const pathOf = useCallback((id: string) => `${flow.base}/${id}`, [flow.base]);
  const step = flow.steps.find((s) => s.id === stepId);

  const goNext = useCallback(
    (current: D) => {
      const next = prefilled
        ? nextToFill(flow.steps, current, stepId, Object.keys(flow.validate(current)))
        : nextStep(flow.steps, current, stepId);
      if (next) void navigate(pathOf(next));
    },
    [flow, navigate, pathOf, stepId, prefilled],
  );

  // Next on a page that stops for its errors (StepDecl.stopsOn) stays while one stands, and says it:
  // the fields count as touched and the first error comes into view (issue 26 item 4).
  const advance = useCallback(
    (current: D) => {
      const stopping = errorsStoppingNext(flow.steps, current, stepId, Object.keys(flow.validate(current)));
      if (stopping.length === 0) {
        goNext(current);
        return;
      }
      for (const path of stopping) {
        touch(path);
        touch(path.split('.')[0] ?? path);
      }
      window.requestAnimationFrame(() =>
        document
          .querySelector(`[data-step="${stepId}"] [role="alert"], [data-step="${stepId}"] [aria-invalid="true"]`)
          ?.scrollIntoView({ block: 'center' }),
      );
    },
    [flow, stepId, goNext, touch],
  );

  // Enter in a text input first hands its last keystrokes to the draft; the advance then reads the
  // draft after that update (a render later), not the one this handler was made with.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);

  const choose = useCallback(
    (change: (d: D) => D) => {
      const next = change(draft);
      update(() => next);
      goNext(next);
    },
    [draft, update, goNext],
  );

  // A single answer ends a page (issue 17): the choice moves on only when it leaves nothing else
  // this page asks for, so a page with a second question or a typed field waits for it.
  const answer = useCallback(
    (change: (d: D) => D) => {
      const next = change(draft);
      update(() => next);
      if (isStepComplete(flow.steps, next, stepId, Object.keys(flow.validate(next)))) goNext(next);
    },
    [draft, update, goNext, flow, stepId],
  );

  // Each step change puts focus on the page heading, so a screen reader reads the new page and a
  // keyboard user starts from its top (issue 17 item 8).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // A copy (Same as last, a pile) opens where the page still asks: the answers above it are copied.
    if (prefilled)
      window.requestAnimationFrame(() =>
        bringIntoView(document.querySelector(`[data-step] [${ASKS_ATTRIBUTE}="question"]`), BAR_HEIGHT_PX),
      );
  }, [stepId, prefilled]);

  // While the bar is on screen, toasts and the offline notice on a phone sit above it (toasts.css
  // and pwa-notices.tsx read the height). Set before the page is painted, and counted: one item's
  // wizard giving way to the next (a pile) must not take the height away from the one now shown.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    barsShown += 1;
    root.setProperty(BAR_HEIGHT_VAR, `${BAR_HEIGHT_PX}px`);
    return () => {
      barsShown -= 1;
      if (barsShown === 0) root.removeProperty(BAR_HEIGHT_VAR);
    };
  }, []);

  // Spec 000 section 2: any other path shows 'Page not found'; only a known step not reachable yet
  // sends staff to the first open step (D22).
  if (!step) return <NotFoundPage />;
  if (!isStepReachable(flow.steps, draft, stepId)) {
    return <Navigate to={pathOf(firstOpenStep(flow.steps, draft))} replace />;
  }

  const previous = previousStep(flow.steps, draft, stepId);
  const mayAdvance = canAdvance(flow.steps, draft, stepId);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.shiftKey || e.defaultPrevented) return;
    // Enter belongs to buttons, links, text areas and pickers (choosing an option, adding a tag).
    if (['TEXTAREA', 'BUTTON', 'A'].includes(target.tagName) || target.closest('[aria-haspopup], [role="combobox"]')) return;
    e.preventDefault();
    window.setTimeout(() => {
      const current = latestDraft.current;
      if (canAdvance(flow.steps, current, stepId)) advance(current);
    }, 0);
  };

  const props: StepProps<D> = {
    draft,
    draftId,
    update,
    choose,
    answer,
    errors,
    touched,
    touch,
    pathOf,
    stepOfField: (field) => stepForField(flow.steps, draft, field),
    reset,
    newProduct,
    sealed,
    refused,
    editing: flow.editing === true,
  };

  const indicator = stepIndicator(stepPosition(flow.steps, draft, stepId));
  const hasNext = nextStep(flow.steps, draft, stepId) !== null;
  return (
    // Room below the page for the fixed bar, so the last field is never hidden under it.
    <Stack gap="lg" maw={720} mx="auto" pb={BAR_HEIGHT_PX + 16} onKeyDown={onKeyDown} data-step={stepId}>
      <Title order={1} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {step.title}
      </Title>
      {/* A new item nobody has answered anything for may start from the last one uploaded (issue 17). */}
      {!sealed && !flow.editing && JSON.stringify(draft) === JSON.stringify(newProduct()) && (
        <SameAsLastOffer draft={draft} onUse={(next) => reset(next, { prefilled: true })} />
      )}
      {!flow.editing && !sealed && <PileBar kind={(draft as { productType?: unknown }).productType} />}
      <step.Component {...props} />
      {/* Back and Next are on every step (spec 000 section 2), Upload Product included, in a bar fixed
          at the bottom of the screen where a thumb reaches them (issue 17); an uploaded (sealed) item
          has no earlier step to go back to, so Back is shown disabled there (D75). */}
      <Box
        component="nav"
        aria-label="Step navigation"
        pos="fixed"
        bottom={0}
        right={0}
        px="md"
        py="xs"
        bg="var(--mantine-color-body)"
        style={{
          left: 'var(--app-shell-navbar-offset, 0rem)',
          // Under the app shell (100): the phone's open menu covers the page, bar included, so its
          // links and Sign Out are never under Back/Next (issue 30 item 3).
          zIndex: 99,
          borderTop: '1px solid var(--mantine-color-default-border)',
          paddingBottom: 'max(var(--mantine-spacing-xs), env(safe-area-inset-bottom))',
        }}
      >
        <Group justify="space-between" wrap="nowrap" maw={720} mx="auto" h={BAR_HEIGHT_PX - 16}>
          <Button
            variant="default"
            size="md"
            miw={96}
            mih={TAP_TARGET_PX}
            disabled={!previous || sealed}
            onClick={() => previous && !sealed && void navigate(pathOf(previous))}
          >
            Back
          </Button>
          {/* 'Step 3', 'Last step': no total that later answers would change (step-graph.ts stepIndicator). */}
          {indicator && (
            <Text size="sm" c="dimmed" data-testid="step-indicator">
              {indicator}
            </Text>
          )}
          {/* A step with nowhere to go next (a flow's own final step, the update page of a box) shows no Next that could never be enabled. */}
          {hasNext ? (
            <Button size="md" miw={96} mih={TAP_TARGET_PX} disabled={!mayAdvance} onClick={() => advance(draft)}>
              Next
            </Button>
          ) : (
            <Box miw={96} />
          )}
        </Group>
      </Box>
    </Stack>
  );
}

/** The fixed Back/Next bar's height: 44 px buttons (issue 17's tap size) with padding. */
const BAR_HEIGHT_VAR = '--selvage-bar-height';
/** Wizards mounted now, each with its bar: the height is published while there is one. */
let barsShown = 0;
