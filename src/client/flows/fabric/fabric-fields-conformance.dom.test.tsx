import { describe, expect, it } from 'vitest';
import { renderApp, screen, storedDraft, waitFor, within } from '../../test/render-app';
import { fill, isDisabled, press } from '../../test/wizard-walk';
import {
  everyPageAnswered,
  fabricUpToOpacityDraft,
  fabricUpToPatternDraft,
  fabricVariantsDraft,
} from '../../../shared/test/product-factory';

/**
 * Issue 16, items 6, 8, 9, 11, 12 and 18: fabric fields and wizard paths as spec 000 states them
 * (browser journeys until D152).
 */

const openWith = (data: object, path: string) => renderApp(path, { draft: { flow: 'fabric', data } });
const stored = () => storedDraft('fabric');
const radio = (name: string) => screen.getByRole('radio', { name });

describe('fabric fields and wizard paths (issue 16)', () => {
  it('item 18: an unknown step of a wizard shows Page not found and stays at its address', async () => {
    for (const path of ['/supplies/not_a_step', '/product_entry/not_a_step', '/product_entry/knit_or_woven/extra']) {
      await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(window.location.pathname).toBe(path);
      expect(screen.queryAllByRole('button', { name: 'Back' })).toHaveLength(0);
    }
    // A known step that is not reachable yet still goes to the first open step (D22).
    await renderApp('/product_entry/upload_product');
    await renderApp('/product_entry/stretch');
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/bundle_or_roll'));
  });

  it('item 8: Upload Product has a Back button to the step before it', async () => {
    // Every step answered: the step before Upload Product is open (an unanswered one would send
    // Back on to the first open step instead, D22).
    const { user } = await openWith(everyPageAnswered(fabricVariantsDraft()), '/product_entry/upload_product');
    expect(await screen.findByRole('heading', { name: 'Upload Product!' })).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(isDisabled(back)).toBe(false);
    await user.click(back);
    // Back passes by what Next passes by (issue 17): Unboxing at No, Name, Variant Price at its suggestions.
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/common_uses'));
  });

  it('item 6: border and bulky can be set where the fabric is described, and reach the review table', async () => {
    let { user } = await openWith(fabricUpToOpacityDraft(), '/product_entry/opacity_weight_drape');
    await user.click(await screen.findByRole('checkbox', { name: 'Bulky' }));
    await waitFor(() => expect(stored().bulky).toBe(true));
    ({ user } = await openWith(fabricUpToPatternDraft({ bulky: true }), '/product_entry/pattern_imperfections'));
    await user.click(await screen.findByRole('checkbox', { name: 'Border' }));
    await waitFor(() => expect(stored().border).toBe(true));
    await renderApp('/product_entry/upload_product');
    const row = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryAllByRole('cell', { name }).length > 0);
    await waitFor(() => expect(row('Border')?.textContent).toContain('Yes'));
    expect(row('Bulky')?.textContent).toContain('Yes');
  });

  it("item 9: a chosen option disables the 'other' box until it is tapped again; colour tone shows None; 'Choose one' is shown", async () => {
    let { user } = await openWith(fabricUpToPatternDraft(), '/product_entry/pattern_imperfections');
    const box = () => screen.getByRole('textbox', { name: 'Pattern (other)' });
    expect(isDisabled(await waitFor(box))).toBe(false);
    // With 'Any flaws?' answered the pattern is this page's last answer: a tap on it moves on
    // (issues 17 and 26); come back to see the box.
    await press(user, 'No flaws');
    await user.click(radio('Stripes'));
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/common_uses'));
    ({ user } = await renderApp('/product_entry/pattern_imperfections'));
    await waitFor(() => expect(isDisabled(box())).toBe(true));
    expect(screen.getByText('Tap Stripes again to type another.')).toBeTruthy();
    // Tapping the chosen option again clears it, so staff can type another instead.
    await user.click(radio('Stripes'));
    await waitFor(() => expect(isDisabled(box())).toBe(false));
    expect(radio('Stripes').getAttribute('aria-checked')).toBe('false');
    await fill(user, box(), 'Ikat');
    await user.tab();
    await waitFor(() => expect(isDisabled(radio('Stripes'))).toBe(true));
    await waitFor(() => expect([stored().pattern, stored().patternOther]).toEqual([undefined, 'Ikat']));

    ({ user } = await renderApp('/product_entry/colours'));
    const tone = await screen.findByRole('radiogroup', { name: 'Colour tone' });
    const toneRadio = (name: string) => within(tone).getByRole('radio', { name });
    expect(toneRadio('None').getAttribute('aria-checked')).toBe('true');
    expect(within(tone).getByText('Choose one')).toBeTruthy();
    await user.click(toneRadio('Dark'));
    await waitFor(() => expect(stored().colourTone).toBe('Dark'));
    await user.click(toneRadio('None'));
    await waitFor(() => expect(stored().colourTone).toBeUndefined());
  });

  it("item 11: knit or weave types follow the fibre; a fibre without any shows 'No woven types exists for Vinyl'", async () => {
    await openWith(fabricUpToOpacityDraft({ knownContent: [{ content: 'Vinyl', amount: 100 }] }), '/product_entry/knit_or_weave_type');
    expect(await screen.findByText('No woven types exists for Vinyl')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(isDisabled(screen.getByRole('textbox', { name: 'Weave type (other)' }))).toBe(false);

    await openWith(
      fabricUpToOpacityDraft({ knitOrWoven: 'Knit', knownContent: [{ content: 'Wool', amount: 100 }] }),
      '/product_entry/knit_or_weave_type',
    );
    expect(await screen.findByRole('radio', { name: 'Boiled Wool' })).toBeTruthy();
    expect(screen.queryAllByRole('radio', { name: 'Polar Fleece' })).toHaveLength(0);
  });

  it("item 12: a fibre typed as 150% is refused with 'Known content should equal 100'; a sentence with ? ( ) or \" is refused", async () => {
    let { user } = await openWith(
      fabricUpToOpacityDraft({ knownContent: [{ content: 'Cotton', amount: '' }] }),
      '/product_entry/fiber_content',
    );
    const percent = await screen.findByRole('textbox', { name: 'Percent 1' });
    await fill(user, percent, '150');
    await user.tab();
    expect(await screen.findByText('Total 150%', { exact: false })).toBeTruthy();
    expect(await screen.findByText('Known content should equal 100')).toBeTruthy();

    ({ user } = await openWith(fabricUpToPatternDraft(), '/product_entry/feel'));
    const feel = await screen.findByRole('textbox', { name: 'Feel 1' });
    await fill(user, feel, 'Is it silk (or satin)?');
    await user.tab();
    expect(await screen.findByText("Feel should only contain alphabet characters, numbers and - / ' & , . ! “ ”")).toBeTruthy();
  });
});
