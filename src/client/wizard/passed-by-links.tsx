import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { stepStates, visibleSteps, type StepDecl } from './step-graph';
import type { StepProps, WizardStep } from './wizard-types';
import { TAP_PX } from '../widgets/preset-buttons';

/** The shop's words for the pages Next skips (it read 'Next passes by these', the engine's words). */
export const PASSED_BY_TITLE = 'Optional pages';
export const PASSED_BY_HINT = 'Optional, or already filled in. Tap one to change it:';

/** What a passed-by page holds, in a few words for its link ('No', '$9.00 suggested'); null for its label alone. */
export type PassedBySummary<D> = (draft: D) => string | null;

/**
 * The pages Next passes by from `stepId`: the visible steps right after it, up to the next one Next
 * stops at, that are open in the sidebar (a page waiting for earlier data has no link yet).
 */
export function passedByAfter<D>(steps: readonly StepDecl<D>[], draft: D, stepId: string): readonly StepDecl<D>[] {
  const visible = visibleSteps(steps, draft);
  const enabled = new Set(
    stepStates(steps, draft)
      .filter((s) => s.enabled)
      .map((s) => s.id),
  );
  const after = visible.slice(visible.findIndex((s) => s.id === stepId) + 1);
  const stop = after.findIndex((s) => !(s.passBy?.(draft) ?? false));
  const passed = stop < 0 ? after : after.slice(0, stop);
  return passed.filter((s) => enabled.has(s.id));
}

/**
 * A link to each page Next passes by from here (issue 17 item 2: optional pages are reached from
 * the page before, not a stop on the way), with what it holds, so a default is seen and one tap
 * away: 'Price: $9.00 suggested', 'Name'.
 */
export function PassedByLinks<D>({
  steps,
  stepId,
  draft,
  pathOf,
  summaries,
}: {
  steps: readonly WizardStep<D>[];
  stepId: string;
  draft: D;
  pathOf: (id: string) => string;
  summaries: Readonly<Record<string, PassedBySummary<D>>>;
}) {
  const passed = passedByAfter(steps, draft, stepId);
  if (passed.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={PASSED_BY_TITLE} data-testid="passed-by">
      <Text size="sm" c="dimmed">
        {PASSED_BY_HINT}
      </Text>
      <Group gap={6}>
        {passed.map((s) => {
          const summary = summaries[s.id]?.(draft);
          return (
            <Button key={s.id} component={Link} to={pathOf(s.id)} variant="light" mih={TAP_PX} px="sm">
              {summary ? `${s.label}: ${summary}` : s.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/** A step's page followed by its links to the pages Next passes by from it. */
export function withPassedByLinks<D>(
  stepId: string,
  Page: ComponentType<StepProps<D>>,
  steps: () => readonly WizardStep<D>[],
  summaries: Readonly<Record<string, PassedBySummary<D>>>,
): ComponentType<StepProps<D>> {
  function PageWithPassedBy(props: StepProps<D>) {
    return (
      <>
        <Page {...props} />
        <PassedByLinks steps={steps()} stepId={stepId} draft={props.draft} pathOf={props.pathOf} summaries={summaries} />
      </>
    );
  }
  PageWithPassedBy.displayName = `${Page.displayName ?? Page.name}WithPassedBy`;
  return PageWithPassedBy;
}
