import { fieldError } from '../../wizard/field-error';
import type { StepProps } from '../../wizard/wizard-types';
import { PhotoPicker } from './photo-picker';
import { usePile } from '../../pile/use-pile';

/**
 * The Camera step's photo picker over a draft's `images` (the fabric, supplies and edit flows
 * alike): a change marks the field touched and keeps the new order in the draft. In a pile, the
 * photo that brings the item to the pile's count moves on to the next page.
 */
export function DraftPhotoPicker<D extends { images?: string[] | undefined }>(props: StepProps<D>) {
  const { draftId, update, choose, touch } = props;
  // In a pile, the page moves on once the item has as many photos as the pile's items have (issue 43).
  const pile = usePile((props.draft as { productType?: unknown }).productType);
  // A pile still waiting for its first item has no count yet: its first item's photos set it.
  const moveOnAt = pile && pile.photos > 0 && !props.editing ? pile.photos : null;
  return (
    <PhotoPicker
      draftId={draftId}
      ids={props.draft.images}
      error={fieldError(props, 'images')}
      onChange={(ids) => {
        touch('images');
        const grew = ids.length > (props.draft.images?.length ?? 0);
        (grew && ids.length === moveOnAt ? choose : update)((d) => ({ ...d, images: ids }));
      }}
    />
  );
}
