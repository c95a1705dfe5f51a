import { describe, expect, it } from 'vitest';
import { CONTENT_CHOICES, FEEL_PHRASES, looksOf } from '../catalogue/fabric-shortcuts';
import { KNIT_OR_WOVEN, KNIT_TYPES, WEAVE_TYPES, WEIGHT_CLASSES, type KnitOrWoven } from '../catalogue/fabric';
import { fieldErrorsOf } from '../products';
import { fabricBundleDraft } from '../test/product-factory';
import { chooseContent, contentChoiceOf, hasFeel, looksAreTypes, toggleFeel, withTypeLooks } from './fabric-shortcuts';
import { isFirstChoice } from './multi-value';

/** A draft at Knit or Weave Type: content given, no looks answered yet. */
const atType = (knitOrWoven: KnitOrWoven = 'Woven') =>
  fabricBundleDraft({ knitOrWoven, knitWeaveType: undefined, opacity: undefined, weight: undefined, drape: undefined });
const looks = (d: { opacity?: string; weight?: string; drape?: string }) => [d.opacity, d.weight, d.drape];

describe('fibre content as one list (issue 26 item 6)', () => {
  it('answers an estimated general content with one choice', () => {
    const d = chooseContent(fabricBundleDraft({ contentType: undefined }), 'Estimated: Synthetic Blend');
    expect([d.contentType, d.estimatedGeneral]).toEqual(['EstimatedGeneral', 'Synthetic Blend']);
    expect(contentChoiceOf(d)?.label).toBe('Estimated: Synthetic Blend');
    expect(fieldErrorsOf(d)['content']).toBeUndefined();
  });

  it('offers every estimated general value, then specific fibres and known content, each read back as chosen', () => {
    expect(CONTENT_CHOICES.map((c) => c.label)).toEqual([
      'Estimated: Natural',
      'Estimated: Natural Blend',
      'Estimated: Synthetic',
      'Estimated: Synthetic Blend',
      'Estimated: Specific fibres',
      'Known',
    ]);
    for (const c of CONTENT_CHOICES) expect(contentChoiceOf(chooseContent(fabricBundleDraft(), c.label))?.label).toBe(c.label);
  });

  it('keeps the known content typed before while another choice is tried, and shows no choice for a general content without its value', () => {
    const known = fabricBundleDraft();
    const back = chooseContent(chooseContent(known, 'Estimated: Natural'), 'Known');
    expect(back.knownContent).toEqual(known.knownContent);
    expect(contentChoiceOf({ ...known, contentType: 'EstimatedGeneral', estimatedGeneral: undefined })).toBeUndefined();
  });
});

describe('feel phrases beside typing (issue 26 item 6)', () => {
  it.each(FEEL_PHRASES)("'%s' is a feel the upload accepts", (phrase) => {
    expect(fieldErrorsOf(fabricBundleDraft({ feel: [phrase] }))['feel.0']).toBeUndefined();
    expect(fieldErrorsOf(fabricBundleDraft({ feel: [phrase] }))['feel']).toBeUndefined();
  });

  it('a tap fills the next line, a second tap takes it out, and a fourth feel is refused', () => {
    const one = toggleFeel(fabricBundleDraft({ feel: [] }), 'Crisp and cool.');
    expect(one.feel).toEqual(['Crisp and cool.']);
    const typed = toggleFeel({ ...one, feel: ['Crisp and cool.', 'Has a slight sheen.'] }, 'Light and airy.');
    expect(typed.feel).toEqual(['Crisp and cool.', 'Has a slight sheen.', 'Light and airy.']);
    expect(toggleFeel(typed, 'Warm and cosy.').feel).toEqual(typed.feel);
    expect(toggleFeel(typed, 'Crisp and cool.').feel).toEqual(['Has a slight sheen.', 'Light and airy.']);
    expect(hasFeel({ ...one, feel: ['crisp and cool.'] }, 'Crisp and cool.')).toBe(true);
  });
});

describe('opacity, weight and drape from the knit or weave type (issue 26 item 6)', () => {
  it.each<[KnitOrWoven, string, string[]]>([
    ['Woven', 'Poplin', ['Opaque', 'Medium', 'Crisp']],
    ['Woven', 'Chiffon', ['Sheer', 'Light', 'Fluid']],
    ['Woven', 'Denim', ['Opaque', 'Heavy', 'Structured']],
    ['Knit', 'Jersey', ['Semi-Opaque', 'Light', 'Fluid']],
    ['Knit', 'Polar Fleece', ['Opaque', 'Heavy', 'Structured']],
  ])('%s %s: %j', (kw, type, expected) => {
    const d = withTypeLooks(atType(kw), { ...atType(kw), knitWeaveType: type });
    expect(looks(d)).toEqual(expected);
    expect(looksAreTypes(d)).toBe(true);
  });

  it('gives every listed name the weight of its class (light, standard, heavy)', () => {
    const weight = { light: 'Light', standard: 'Medium', heavy: 'Heavy' };
    for (const kw of KNIT_OR_WOVEN)
      for (const c of WEIGHT_CLASSES)
        for (const type of (kw === 'Knit' ? KNIT_TYPES : WEAVE_TYPES)[c]) expect(looksOf(kw, type)?.weight).toBe(weight[c]);
  });

  it('never replaces what staff answered, and follows a changed type where they did not', () => {
    const answered = { ...atType(), drape: 'Fluid' as const };
    const poplin = withTypeLooks(answered, { ...answered, knitWeaveType: 'Poplin' });
    expect(looks(poplin)).toEqual(['Opaque', 'Medium', 'Fluid']);
    // Denim over Poplin: Poplin's Medium becomes Heavy (the suggested price then adds 2); the staff's drape stays.
    const denim = withTypeLooks(poplin, { ...poplin, knitWeaveType: 'Denim' });
    expect(looks(denim)).toEqual(['Opaque', 'Heavy', 'Fluid']);
    const changed = withTypeLooks(poplin, { ...poplin, weight: 'Light' });
    expect(withTypeLooks(changed, { ...changed, knitWeaveType: 'Denim' }).weight).toBe('Light');
  });

  it('a typed name the lists lack gives nothing and takes back what the old type gave; a typed listed name gives its own', () => {
    const poplin = withTypeLooks(atType(), { ...atType(), knitWeaveType: 'Poplin' });
    const ikat = withTypeLooks(poplin, { ...poplin, knitWeaveTypeOther: 'Ikat' });
    expect(looks(ikat)).toEqual([undefined, undefined, undefined]);
    expect(looksAreTypes(ikat)).toBe(false);
    const canvas = withTypeLooks(poplin, { ...poplin, knitWeaveTypeOther: 'canvas' });
    expect(looks(canvas)).toEqual(['Opaque', 'Heavy', 'Structured']);
  });
});

describe('a list whose usual answer is one value ends its page on the first tap only', () => {
  it.each<[string[] | undefined, string | undefined, boolean]>([
    [undefined, undefined, true],
    [[], '', true],
    [['Blue'], undefined, false],
    [[], 'Teal', false],
  ])('chosen %j, typed %j: %s', (chosen, typed, first) => {
    expect(isFirstChoice(chosen, typed)).toBe(first);
  });
});
