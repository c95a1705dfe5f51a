import type { ComponentType } from 'react';
import { FIXED_STEPS } from '../../shared/edit/fixed-after-upload';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { buildFabric, fabricFieldLabels, fabricSchema, type FabricDraft } from '../../shared/schemas/fabric';
import { buildSupply } from '../../shared/schemas/supply-draft';
import { isFabricDraft, type ProductDraft } from '../../shared/products';
import { supplySchemaFor } from '../../shared/schemas/supplies';
import { SUPPLY_FIELD_LABELS } from '../../shared/schemas/supply-labels';
import { paths } from '../app/paths';
import { FABRIC_FLOW } from '../flows/fabric/fabric-steps';
import { fabricLinkFor, variantOfPath } from '../flows/fabric/fabric-links';
import { FabricReviewPrice } from '../flows/fabric/pages/price-pages';
import { useVariantSuggestions } from '../flows/fabric/use-variant-suggestions';
import { SupplyReviewPrice } from '../flows/supplies/pages/common-pages';
import { useSuggestedPrice } from '../flows/supplies/pages/kind-page';
import { SUPPLIES_FLOW } from '../flows/supplies/supplies-steps';
import { supplyOf, type SupplyForm } from '../flows/supplies/supply-form';
import { stepStates, UPLOAD_STEP_ID, visibleSteps, type StepDecl } from '../wizard/step-graph';
import type { FlowDecl, StepProps, WizardStep } from '../wizard/wizard-types';
import { ReviewTable } from '../wizard/review-table';
import { EditPhotosPage } from './edit-photos-page';
import { SaveChanges } from './save-changes-page';
import { EDIT_KEYS, heldDraftOf, type EditBase, type EditKind } from './edit-store';

/** The last step of an edit, where the Upload Product step of an entry is. */
export const SAVE_STEP_ID = 'save_changes';

/** What an edit derives a flow from, besides the flow itself. */
export interface EditFlowParts<D extends object> {
  /** Where the edit's pages live (`/edit/fabric`). */
  base: string;
  /** The held answers: the draft the edit starts from. */
  initial: () => D;
  /** The page shown where the flow takes photos. */
  Photos: ComponentType<StepProps<D>>;
  /** The 'Save changes' page. */
  Save: ComponentType<StepProps<D>>;
}

/** Whether a step is where a flow takes its photos (fabric's Camera, each supply kind's Camera). */
const holdsPhotos = <D,>(step: StepDecl<D>) => step.fields?.includes('images') === true;

/**
 * A flow's edit (issue 27 item 1): the same step declarations, under the edit's own base path and
 * storage key, without the steps asking what an edit cannot change (FIXED_STEPS, the rule the server
 * judges a save by), photos shown as the shop holds
 * them, and 'Save changes' last instead of Upload Product (a `final` step, so the engine adds none).
 */
export function editFlowOf<D extends object>(flow: FlowDecl<D>, parts: EditFlowParts<D>): FlowDecl<D> {
  const steps: WizardStep<D>[] = flow.steps
    .filter((s) => s.id !== UPLOAD_STEP_ID && !FIXED_STEPS.includes(s.id))
    .map((s) => (holdsPhotos(s) ? { ...s, Component: parts.Photos } : s));
  const save: WizardStep<D> = {
    id: SAVE_STEP_ID,
    label: EDIT_PAGE_TEXT.saveStep,
    title: EDIT_PAGE_TEXT.saveStep,
    Component: parts.Save,
    final: true,
  };
  return {
    base: parts.base,
    steps: [...steps, save],
    initial: parts.initial,
    accepts: flow.accepts,
    topBar: (d) => EDIT_PAGE_TEXT.topBar(flow.topBar(d)),
    validate: flow.validate,
    storageKey: EDIT_KEYS.draft,
    editing: true,
  };
}

/**
 * Where an edit opens: the first page still asking for something (a record the schema no longer
 * takes whole), else the first page that changes anything, past the read-only photos: for a fabric
 * bundle its Dimensions, where a length measured again is typed.
 */
export function landingOf<D extends object>(flow: FlowDecl<D>, draft: D): string {
  const open = stepStates(flow.steps, draft).find((s) => s.enabled && !s.done);
  if (open) return open.id;
  return visibleSteps(flow.steps, draft).find((s) => !holdsPhotos(s))?.id ?? SAVE_STEP_ID;
}

/**
 * The fabric's Save changes: as its entry review does, the prices follow a suggestion that moved
 * with the answers (never over a price staff set: that is kept, and offered beside it).
 */
function FabricSave(props: StepProps<FabricDraft>) {
  const { draft, pathOf, stepOfField } = props;
  useVariantSuggestions(props);
  return (
    <SaveChanges
      step={props}
      draftOf={(d) => d}
      price={<FabricReviewPrice {...props} />}
      table={(errors) => {
        // As the entry's review shows it: normalised when valid, as entered otherwise.
        const built = buildFabric(draft);
        const checked = fabricSchema.safeParse(built);
        const product = checked.success ? checked.data : built;
        return (
          <ReviewTable
            product={product}
            labels={fabricFieldLabels}
            errors={errors}
            variantedFields={product.variantedFields}
            linkFor={(path) => {
              const to = fabricLinkFor(draft, path, stepOfField);
              return to ? `${pathOf(to.step)}${to.hash}` : null;
            }}
            partOf={(path) => variantOfPath(draft, path)}
          />
        );
      }}
    />
  );
}

/** A supply's Save changes, its price following the suggestion as on every supply page. */
function SupplySave(props: StepProps<SupplyForm>) {
  const { pathOf, stepOfField } = props;
  useSuggestedPrice(props);
  return (
    <SaveChanges
      step={props}
      draftOf={supplyOf}
      price={<SupplyReviewPrice {...props} />}
      table={(errors) => {
        const d = supplyOf(props.draft);
        const built = buildSupply(d);
        const checked = supplySchemaFor(d.productType).safeParse(built);
        return (
          <ReviewTable
            product={checked.success ? checked.data : built}
            labels={SUPPLY_FIELD_LABELS}
            errors={errors}
            variantedFields={[]}
            linkFor={(field) => {
              const step = stepOfField(field);
              return step ? pathOf(step) : null;
            }}
          />
        );
      }}
    />
  );
}

/** The edit of a kind's flow, with the flow it runs: the engine is generic, so each kind keeps its own draft type. */
export type EditFlow = { kind: 'fabric'; flow: FlowDecl<FabricDraft> } | { kind: 'supplies'; flow: FlowDecl<SupplyForm> };

/** Where each kind's edit pages live. */
export const EDIT_BASES: Readonly<Record<EditKind, string>> = { fabric: paths.edit.fabric, supplies: paths.edit.supplies };

/**
 * The flow an edit runs: its kind's pages, started from the answers the shop holds. The product type
 * and the supply kind, bundle or roll and whether there are variants are not asked (FIXED_STEPS): the
 * shop keeps the item's kind and its SKUs, one per variant, are printed on its labels.
 */
export function editFlowFor(base: EditBase): EditFlow {
  const held = heldDraftOf(base.record);
  // loadEdit and startEdit keep no edit of a product without answers to open.
  if (held === null) throw new Error(`Product ${base.productId} has no answers to edit.`);
  if (isFabricDraft(held)) {
    const initial = (): FabricDraft => ({ ...held });
    return {
      kind: 'fabric',
      flow: editFlowOf(FABRIC_FLOW, {
        base: EDIT_BASES.fabric,
        initial,
        Photos: EditPhotosPage,
        Save: FabricSave,
      }),
    };
  }
  const initial = (): SupplyForm => ({ ...held });
  return {
    kind: 'supplies',
    flow: editFlowOf(SUPPLIES_FLOW, {
      base: EDIT_BASES.supplies,
      initial,
      Photos: EditPhotosPage,
      Save: SupplySave,
    }),
  };
}

/** The address an edit opens at, for the draft it holds. */
export function landingPath(base: EditBase, draft: ProductDraft): string {
  const edit = editFlowFor(base);
  const at =
    edit.kind === 'fabric'
      ? isFabricDraft(draft)
        ? landingOf(edit.flow, draft)
        : SAVE_STEP_ID
      : isFabricDraft(draft)
        ? SAVE_STEP_ID
        : landingOf(edit.flow, draft);
  return `${edit.flow.base}/${at}`;
}
