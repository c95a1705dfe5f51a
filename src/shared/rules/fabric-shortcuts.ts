/**
 * What the fabric pages' one-tap answers do to a draft (issue 26 item 6; the lists are in
 * catalogue/fabric-shortcuts.ts). Pages call these and decide nothing themselves.
 */
import { CONTENT_CHOICES, looksOf, type ContentChoice, type Looks } from '../catalogue/fabric-shortcuts';
import { FABRIC_LIMITS } from '../catalogue/fabric';
import type { FabricDraft } from '../schemas/fabric';

/** The content list's choice the draft holds: an estimated general content only once its value is given. */
export function contentChoiceOf(d: FabricDraft): ContentChoice | undefined {
  return CONTENT_CHOICES.find(
    (c) => c.contentType === d.contentType && (c.contentType !== 'EstimatedGeneral' || c.estimatedGeneral === d.estimatedGeneral),
  );
}

/** Chooses from the content list: the content type and, for an estimated general content, its value. */
export function chooseContent(d: FabricDraft, label: string): FabricDraft {
  const choice = CONTENT_CHOICES.find((c) => c.label === label);
  if (!choice) return d;
  return { ...d, contentType: choice.contentType, ...(choice.estimatedGeneral ? { estimatedGeneral: choice.estimatedGeneral } : {}) };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a feel phrase is among the draft's feel lines (as tapped, or typed the same). */
export const hasFeel = (d: FabricDraft, phrase: string): boolean => (d.feel ?? []).some((f) => sameText(f, phrase));

/** A tapped feel phrase fills the next empty line (up to 3); tapped again, it is taken out. */
export function toggleFeel(d: FabricDraft, phrase: string): FabricDraft {
  const lines = (d.feel ?? []).filter((f) => f.trim());
  if (hasFeel(d, phrase)) return { ...d, feel: lines.filter((f) => !sameText(f, phrase)) };
  if (lines.length >= FABRIC_LIMITS.feel.max) return d;
  return { ...d, feel: [...lines, phrase] };
}

const LOOK_FIELDS = ['opacity', 'weight', 'drape'] as const;
const typeOf = (d: FabricDraft) => d.knitWeaveTypeOther?.trim() || d.knitWeaveType;

/** The looks the draft's knit or weave type gives, when it is a listed name. */
export const looksFromType = (d: FabricDraft) => looksOf(d.knitOrWoven, typeOf(d));

/**
 * After the knit or weave type changed (`before` -> `after`): opacity, weight and drape take the
 * new type's usual values wherever staff have not answered them, that is where they are empty or
 * still the old type's values. A typed name the lists lack gives none: a value the old type gave is
 * then emptied, so the page asks it rather than keep a guess made for another fabric.
 */
export function withTypeLooks(before: FabricDraft, after: FabricDraft): FabricDraft {
  const was = looksOf(before.knitOrWoven, typeOf(before));
  const now = looksOf(after.knitOrWoven, typeOf(after));
  if (was?.type === now?.type && was?.class === now?.class) return after;
  const kept = (field: keyof Looks) => after[field] !== undefined && (was === null || after[field] !== was[field]);
  return {
    ...after,
    opacity: kept('opacity') ? after.opacity : now?.opacity,
    weight: kept('weight') ? after.weight : now?.weight,
    drape: kept('drape') ? after.drape : now?.drape,
  };
}

/** Whether opacity, weight and drape are all the type's usual values (the page says where they came from). */
export function looksAreTypes(d: FabricDraft): boolean {
  const looks = looksFromType(d);
  return looks !== null && LOOK_FIELDS.every((f) => d[f] === looks[f]);
}
