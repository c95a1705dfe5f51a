import { newBoxSchema, emptyBoxDraft, visibleBoxSteps, type BoxDraft, type BoxStep } from '../../../shared/schemas/box-draft';
import { validate } from '../../../shared/schemas/validate';
import type { FlowDecl, WizardStep } from '../../wizard/wizard-types';
import { paths } from '../../app/paths';
import { StartPage } from './pages/start-page';
import { UpdateStatusPage } from './pages/update-status-page';
import {
  CategoryPage,
  CraftCategoryPage,
  OtherCategoryPage,
  SewingCategoryPage,
  SupplyTypeBoxSizePage,
  TrimTypePage,
} from './pages/choice-pages';
import { SummaryPage } from './pages/summary-page';

/** Which steps exist is the domain's answer (visibleBoxSteps), so the sidebar follows the spec per state. */
const shows = (id: BoxStep) => (d: BoxDraft) => visibleBoxSteps(d).includes(id);

/** The inventory box steps (spec 001 'Inventory supplies'), in sidebar order. */
export const BOX_STEPS: readonly WizardStep<BoxDraft>[] = [
  {
    id: 'start_or_update',
    label: 'Start or Update',
    title: 'New Box or Existing Box',
    Component: StartPage,
    done: (d) => d.isNewBox === 'yes' || Boolean(d.boxID?.trim()),
    fields: ['isNewBox', 'boxID'],
  },
  {
    id: 'update_box_status',
    label: 'Update Box Status',
    title: 'Update Box Status',
    Component: UpdateStatusPage,
    visible: shows('update_box_status'),
  },
  {
    id: 'supply_type_box_size',
    label: 'Type and Size',
    title: 'Supply Type and Box Size',
    Component: SupplyTypeBoxSizePage,
    visible: shows('supply_type_box_size'),
    done: (d) => Boolean(d.supplyType && d.boxSize),
    fields: ['supplyType', 'boxSize'],
  },
  {
    id: 'trim_type',
    label: 'Trim Type',
    title: 'Trim Type',
    Component: TrimTypePage,
    visible: shows('trim_type'),
    done: (d) => Boolean(d.trimType),
    fields: ['trimType'],
  },
  {
    id: 'everything_else_category',
    label: 'Category',
    title: 'Everything Else Category',
    Component: CategoryPage,
    visible: shows('everything_else_category'),
    done: (d) => Boolean(d.everythingElseCategory),
    fields: ['everythingElseCategory'],
  },
  {
    id: 'sewing_category',
    label: 'Sewing Category',
    title: 'Sewing Category',
    Component: SewingCategoryPage,
    visible: shows('sewing_category'),
    done: (d) => Boolean(d.sewingCategory),
    fields: ['sewingCategory'],
  },
  {
    id: 'craft_category',
    label: 'Craft Category',
    title: 'Craft Category',
    Component: CraftCategoryPage,
    visible: shows('craft_category'),
    done: (d) => Boolean(d.craftCategory),
    fields: ['craftCategory'],
  },
  {
    id: 'other_category',
    label: 'Other Category',
    title: 'Other Category',
    Component: OtherCategoryPage,
    visible: shows('other_category'),
    done: (d) => Boolean(d.otherCategory),
    fields: ['otherCategory'],
  },
  { id: 'summary_page', label: 'Summary', title: 'New Box Summary', Component: SummaryPage, visible: shows('summary_page'), final: true },
];

/** Box drafts are kept apart from the product form, so checking a box never discards a product in progress. */
export const BOX_FORM_KEY = 'inventoryForm';

export const BOXES_FLOW: FlowDecl<BoxDraft> = {
  base: paths.boxes.root,
  steps: BOX_STEPS,
  initial: emptyBoxDraft,
  // A box draft has no product type; anything else under this key is not ours.
  accepts: (type) => type === undefined,
  topBar: (d) => (d.isNewBox === 'yes' && d.supplyType ? `Inventory Supplies · ${d.supplyType}` : 'Inventory Supplies'),
  validate: (d) => {
    if (d.isNewBox !== 'yes') return {};
    const result = validate(newBoxSchema, d);
    return result.success ? {} : result.errors;
  },
  storageKey: BOX_FORM_KEY,
};
