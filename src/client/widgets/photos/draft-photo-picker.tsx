import { fieldError } from '../../wizard/field-error';
import type { StepProps } from '../../wizard/wizard-types';
import { PhotoPicker } from './photo-picker';

/**
 * The Camera step's photo picker over a draft's `images` (the fabric, supplies and edit flows
 * alike): a change marks the field touched and keeps the new order in the draft.
 */
export function DraftPhotoPicker<D extends { images?: string[] | undefined }>(props: StepProps<D>) {
  const { draftId, update, touch } = props;
  return (
    <PhotoPicker
      draftId={draftId}
      ids={props.draft.images}
      error={fieldError(props, 'images')}
      onChange={(ids) => {
        touch('images');
        update((d) => ({ ...d, images: ids }));
      }}
    />
  );
}
