// Placeholder until the media library lands: the picker's contract (the staff forms and the studio
// open it for an image, a video or a picture set).
import type { MediaAsset } from '../../../schemas/api/media-library';

export interface MediaPickerProps {
  /** Only files of this kind are offered. */
  kind?: MediaAsset['kind'];
  /** Several files (a picture set) or one. */
  multiple?: boolean;
  /** The ids already chosen (shown as selected). */
  selected?: number[];
  onPick(assets: MediaAsset[]): void;
  onClose(): void;
}

export function MediaPicker(_props: MediaPickerProps) {
  return null;
}
