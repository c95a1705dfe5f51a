import type { ComponentType } from 'react';
import type { FieldErrors } from '../../shared/schemas/validate';
import type { StepDecl } from './step-graph';

/** How a new draft starts: `prefilled` when it copies the last item (Same as last). */
export interface ResetHow {
  prefilled?: boolean;
}

/** What every step page receives from the engine. Pages never navigate by themselves. */
export interface StepProps<D> {
  draft: D;
  draftId: string;
  /** Changes the draft (saved at once). */
  update: (change: (d: D) => D) => void;
  /** Changes the draft and moves to the next step that exists for the changed draft (auto-advance). */
  choose: (change: (d: D) => D) => void;
  /**
   * Changes the draft and moves on only if this page is then complete (its data exists and none of
   * its fields has an error): for a choice that is the page's last required input. Never for typing.
   */
  answer: (change: (d: D) => D) => void;
  /** Every validation error of the draft, by field path. */
  errors: FieldErrors;
  /** Errors show only once a field is touched (spec 000 section 2). */
  touched: ReadonlySet<string>;
  touch: (field: string) => void;
  /** The path of a step, for links such as the price page's missing fields. */
  pathOf: (stepId: string) => string;
  /** The step that holds a field. */
  stepOfField: (field: string) => string | null;
  /** Starts a new draft of this flow and goes to its first open step (Start New Product, Same as last). */
  reset: (data: D, how?: ResetHow) => void;
  /** The draft Start New Product starts from this one: what the flow keeps (FlowDecl.newProduct). */
  newProduct: () => D;
  /** The draft is uploaded with its photos: it only shows what the shop holds, nothing changes it. */
  sealed: boolean;
  /** The server's words when the draft came back refused from the outbox (Fix, D145), for Upload Product. */
  refused?: string | undefined;
  /**
   * The draft is an edit of an uploaded product (FlowDecl.editing): a page leaves out what an edit
   * cannot change (adding or removing variants: their SKUs are printed on labels).
   */
  editing: boolean;
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
  /**
   * Where the draft is kept in localStorage: a key of the flow's own, so no flow ever discards
   * another's draft (product flows under PRODUCT_FORM_KEYS in draft-store.ts).
   */
  readonly storageKey: string;
  /**
   * A new draft after this one (Start New Product, and re-entering a flow whose draft was uploaded):
   * 'resets the form but keeps the product type and the unboxing date' (spec 000 section 4).
   * Absent: the flow's initial draft.
   */
  readonly newProduct?: (draft: D) => D;
  /**
   * An edit of an uploaded product (issue 27, src/client/edit/): its draft holds the shop's answers,
   * so nothing offers to start it from the last item (Same as last), and pages see `editing`.
   */
  readonly editing?: boolean;
}
