import type { ComponentType } from 'react';
import type { FieldErrors } from '../../shared/schemas/validate';
import type { StepDecl } from './step-graph';

/** What every step page receives from the engine. Pages never navigate by themselves. */
export interface StepProps<D> {
  draft: D;
  draftId: string;
  /** Changes the draft (saved at once). */
  update: (change: (d: D) => D) => void;
  /** Changes the draft and moves to the next step that exists for the changed draft (auto-advance). */
  choose: (change: (d: D) => D) => void;
  /** Every validation error of the draft, by field path. */
  errors: FieldErrors;
  /** Errors show only once a field is touched (spec 000 section 2). */
  touched: ReadonlySet<string>;
  touch: (field: string) => void;
  /** The path of a step, for links such as the price page's missing fields. */
  pathOf: (stepId: string) => string;
  /** The step that holds a field. */
  stepOfField: (field: string) => string | null;
  /** Starts a new draft of this flow and goes to its first step (Start New Product). */
  reset: (data: D) => void;
}

export interface WizardStep<D> extends StepDecl<D> {
  /** Page heading. */
  readonly title: string;
  readonly Component: ComponentType<StepProps<D>>;
}

/** A flow is data: its steps, its first draft, and which stored drafts it accepts. */
export interface FlowDecl<D extends object> {
  readonly base: string;
  readonly steps: readonly WizardStep<D>[];
  readonly initial: () => D;
  readonly accepts: (productType: string | undefined) => boolean;
  /** Top bar text: the product type (or the other-supply type). */
  readonly topBar: (draft: D) => string;
  readonly validate: (draft: D) => FieldErrors;
  /** Where the draft is kept in localStorage; absent means the product form ('productForm'). */
  readonly storageKey?: string;
}
