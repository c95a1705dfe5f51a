import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, NavLink as RouterNavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { Button, Group, NavLink, Stack, Title } from '@mantine/core';
import { ShellSidebar, ShellTitle } from '../app/shell/shell-slots';
import { canAdvance, firstOpenStep, isStepReachable, nextStep, previousStep, stepForField, stepStates, UPLOAD_STEP_ID } from './step-graph';
import { useDraft } from './use-draft';
import type { FlowDecl, StepProps } from './wizard-types';

/**
 * The one wizard engine (spec 000 section 2 'Wizard behaviour'): sidebar of visible steps, disabled
 * until earlier data exists; Back/Next to the nearest visible steps; Enter advances; pages that
 * auto-advance call `choose`. Flows only declare steps.
 */
export function Wizard<D extends object>({ flow }: { flow: FlowDecl<D> }) {
  const { draft, draftId, update, reset } = useDraft<D>(flow.accepts, flow.initial, flow.storageKey);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const errors = useMemo(() => flow.validate(draft), [flow, draft]);
  const states = stepStates(flow.steps, draft);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);
  // A new draft starts at its first open step; pages never navigate themselves.
  const resetAll = useCallback(
    (data: D) => {
      setTouched(new Set());
      reset(data);
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
      <Routes>
        <Route index element={<Navigate to={firstOpenStep(flow.steps, draft)} replace />} />
        <Route
          path=":step"
          element={<StepPage flow={flow} draft={draft} draftId={draftId} update={update} errors={errors} touched={touched} touch={touch} reset={resetAll} />}
        />
      </Routes>
    </>
  );
}

interface StepPageProps<D extends object> extends Omit<StepProps<D>, 'choose' | 'pathOf' | 'stepOfField'> {
  flow: FlowDecl<D>;
}

function StepPage<D extends object>({ flow, draft, draftId, update, errors, touched, touch, reset }: StepPageProps<D>) {
  const { step: stepId = '' } = useParams();
  const navigate = useNavigate();
  const pathOf = useCallback((id: string) => `${flow.base}/${id}`, [flow.base]);
  const step = flow.steps.find((s) => s.id === stepId);

  const goNext = useCallback(
    (current: D) => {
      const next = nextStep(flow.steps, current, stepId);
      if (next) void navigate(pathOf(next));
    },
    [flow.steps, navigate, pathOf, stepId],
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

  if (!step || !isStepReachable(flow.steps, draft, stepId)) {
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
      if (canAdvance(flow.steps, current, stepId)) goNext(current);
    }, 0);
  };

  const props: StepProps<D> = {
    draft,
    draftId,
    update,
    choose,
    errors,
    touched,
    touch,
    pathOf,
    stepOfField: (field) => stepForField(flow.steps, draft, field),
    reset,
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" onKeyDown={onKeyDown} data-step={stepId}>
      <Title order={1} size="h3">
        {step.title}
      </Title>
      <step.Component {...props} />
      {stepId !== UPLOAD_STEP_ID && (
        <Group justify="space-between" mt="md">
          <Button variant="default" size="md" disabled={!previous} onClick={() => previous && void navigate(pathOf(previous))}>
            Back
          </Button>
          {/* A step with nowhere to go next (a flow's own final step, the update page of a box) shows no Next that could never be enabled. */}
          {nextStep(flow.steps, draft, stepId) !== null && (
            <Button size="md" disabled={!mayAdvance} onClick={() => goNext(draft)}>
              Next
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
