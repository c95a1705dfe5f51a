import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES } from '../../shared/catalogue/product-types';
import { draftOfRecorded } from '../../shared/edit/draft-of-product';
import { FIXED_AFTER_UPLOAD, FIXED_STEPS } from '../../shared/edit/fixed-after-upload';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { fabricBundleProduct, fabricRollProduct, fabricVariantsProduct, supplyProduct } from '../../shared/test/product-factory';
import { FABRIC_FLOW } from '../flows/fabric/fabric-steps';
import { SUPPLIES_FLOW } from '../flows/supplies/supplies-steps';
import { supplyOf, type SupplyForm } from '../flows/supplies/supply-form';
import { nextStep, stepStates, UPLOAD_STEP_ID, visibleSteps } from '../wizard/step-graph';
import type { FlowDecl } from '../wizard/wizard-types';
import { EditPhotosPage } from './edit-photos-page';
import { editFlowFor, landingOf, landingPath, SAVE_STEP_ID, type EditFlow } from './edit-flows';
import { EDIT_KEYS, type EditBase } from './edit-store';
import { heldRecord } from './edit-test-records';

const baseOf = (record: ReturnType<typeof heldRecord>): EditBase => ({
  editId: 'edit-1',
  productId: record.productId,
  version: record.version,
  record,
});

const fabricEdit = (flow: EditFlow): FlowDecl<FabricDraft> => {
  if (flow.kind !== 'fabric') throw new Error('not a fabric edit');
  return flow.flow;
};
const supplyEdit = (flow: EditFlow): FlowDecl<SupplyForm> => {
  if (flow.kind !== 'supplies') throw new Error('not a supplies edit');
  return flow.flow;
};

describe('an edit runs its kind’s own steps (issue 27 item 1)', () => {
  it.each([
    ['a fabric bundle', fabricBundleProduct()],
    ['a fabric roll', fabricRollProduct()],
    ['a fabric with variants', fabricVariantsProduct()],
  ])('%s: the fabric steps under /edit/fabric, ending in Save changes, with no Upload Product', (_, product) => {
    const base = baseOf(heldRecord(product));
    const flow = fabricEdit(editFlowFor(base));
    const draft = flow.initial();
    const ids = visibleSteps(flow.steps, draft).map((s) => s.id);
    expect(flow.base).toBe('/edit/fabric');
    expect(ids).not.toContain(UPLOAD_STEP_ID);
    // Bundle or roll and how many variants are the shop's: their SKUs are printed on labels.
    expect(ids).not.toContain('bundle_or_roll');
    expect(ids).not.toContain('has_variants');
    expect(ids.at(-1)).toBe(SAVE_STEP_ID);
    expect(flow.steps.at(-1)).toMatchObject({ id: SAVE_STEP_ID, label: 'Save changes', final: true });
    // Every other fabric step is the fabric flow's own declaration, in its order.
    const own = FABRIC_FLOW.steps.filter((s) => !['bundle_or_roll', 'has_variants', UPLOAD_STEP_ID].includes(s.id)).map((s) => s.id);
    expect(flow.steps.slice(0, -1).map((s) => s.id)).toEqual(own);
    expect(flow.steps.find((s) => s.id === 'pattern_imperfections' || s.id === 'pattern')?.Component).toBe(
      FABRIC_FLOW.steps.find((s) => s.id === 'pattern_imperfections' || s.id === 'pattern')?.Component,
    );
  });

  it('leaves out exactly the steps the server’s rule names, each asking only what an edit may not change (issue 42 item 3)', () => {
    const fixedFields = new Set(FIXED_AFTER_UPLOAD.map((f) => f.field));
    const flows = [FABRIC_FLOW.steps, SUPPLIES_FLOW.steps].map((steps) => steps.map((s) => ({ id: s.id, fields: s.fields ?? [] })));
    const left = flows.flat().filter((s) => FIXED_STEPS.includes(s.id));
    expect(left.map((s) => s.id).sort()).toEqual([...FIXED_STEPS].sort());
    for (const step of left)
      expect(
        step.fields.every((f) => fixedFields.has(f)),
        step.id,
      ).toBe(true);
    const fabric = fabricEdit(editFlowFor(baseOf(heldRecord(fabricBundleProduct())))).steps.map((s) => s.id);
    const supplies = supplyEdit(editFlowFor(baseOf(heldRecord(supplyProduct('Zippers'))))).steps.map((s) => s.id);
    expect([...fabric, ...supplies].filter((id) => FIXED_STEPS.includes(id))).toEqual([]);
  });

  it('starts from the answers the shop holds, every page open, kept under a key no new item uses', () => {
    const record = heldRecord(fabricBundleProduct({ price: [21] }));
    const flow = fabricEdit(editFlowFor(baseOf(record)));
    expect(flow.initial()).toEqual(draftOfRecorded(record.details));
    expect(flow.initial()).toMatchObject({ lengthM: ['2'], priceOther: '21.00', bundleOrRoll: 'Bundle' });
    expect(stepStates(flow.steps, flow.initial()).every((s) => s.enabled && s.done)).toBe(true);
    expect(flow.storageKey).toBe(EDIT_KEYS.draft);
    expect(flow.storageKey.startsWith('productForm')).toBe(false);
    expect(flow.editing).toBe(true);
    expect(flow.newProduct).toBeUndefined();
  });

  it('shows the shop’s photos where the flow takes them, and Next walks the pages to Save changes', () => {
    const walk = (product: Parameters<typeof heldRecord>[0]) => {
      const flow = fabricEdit(editFlowFor(baseOf(heldRecord(product))));
      const draft = flow.initial();
      expect(flow.steps.find((s) => s.id === 'camera')?.Component).toBe(EditPhotosPage);
      const walked = ['dimensions'];
      for (let next = nextStep(flow.steps, draft, 'dimensions'); next; next = nextStep(flow.steps, draft, next)) walked.push(next);
      expect(walked).not.toContain(UPLOAD_STEP_ID);
      expect(walked.at(-1)).toBe(SAVE_STEP_ID);
      return walked;
    };
    // A price staff typed stops on Price; one that is its suggestion is passed by, as on a new entry (issue 42 item 3).
    expect(walk(fabricBundleProduct({ price: [21] }))).toContain('price');
    expect(walk(fabricBundleProduct())).not.toContain('price');
  });

  it.each([
    ['a bundle opens on Dimensions, past the photos', fabricBundleProduct(), '/edit/fabric/dimensions'],
    ['a fabric with variants opens on its variant table', fabricVariantsProduct(), '/edit/fabric/variant_dimensions'],
  ])('%s', (_, product, path) => {
    const base = baseOf(heldRecord(product));
    const flow = fabricEdit(editFlowFor(base));
    expect(landingPath(base, flow.initial())).toBe(path);
  });

  it('a draft missing an answer opens on the page that asks it', () => {
    const flow = fabricEdit(editFlowFor(baseOf(heldRecord(fabricBundleProduct()))));
    expect(landingOf(flow, { ...flow.initial(), knitOrWoven: undefined })).toBe('knit_or_woven');
  });

  it.each(SUPPLY_TYPES)('%s: the kind’s steps under /edit/supplies, no kind picker, Save changes last', (kind) => {
    const base = baseOf(heldRecord(supplyProduct(kind)));
    const flow = supplyEdit(editFlowFor(base));
    const draft = flow.initial();
    const visible = visibleSteps(flow.steps, draft);
    expect(flow.base).toBe('/edit/supplies');
    expect(draft).toEqual(draftOfRecorded(base.record.details));
    expect(visible.map((s) => s.id)).not.toContain('supply_type');
    expect(visible.map((s) => s.id)).not.toContain(UPLOAD_STEP_ID);
    expect(visible.at(-1)?.id).toBe(SAVE_STEP_ID);
    const shown = new Set(visible.map((s) => s.id));
    expect(flow.steps.filter((s) => shown.has(s.id) && s.fields?.includes('images')).map((s) => s.Component)).toEqual([EditPhotosPage]);
    expect(visible.every((s) => s.id === SAVE_STEP_ID || SUPPLIES_FLOW.steps.some((own) => own.id === s.id))).toBe(true);
    expect(stepStates(flow.steps, draft).every((s) => s.enabled)).toBe(true);
    expect(flow.validate(draft)).toEqual({});
    expect(landingPath(base, supplyOf(draft)).startsWith('/edit/supplies/')).toBe(true);
    expect(landingPath(base, supplyOf(draft))).not.toMatch(/camera|save_changes$/);
  });
});
