// What the studio and its preview frame say to each other through postMessage (same origin only).
// Kept tiny and free of imports: the site bundle carries it for the frame side. Every message is
// checked field by field on arrival: a frame runs arbitrary site code, so nothing is trusted by type.

/** Query parameter that makes the site listen to the studio: `/<path>?studioframe=1`. */
export const STUDIO_FRAME_PARAM = 'studioframe';

/** `?studioframe=no-banners`: the visitor has already passed the age gate and closed the banners. */
export const STUDIO_FRAME_NO_BANNERS = 'no-banners';

/** The frame's configuration is shown like a token preview (banner, error panels) under this name. */
export const STUDIO_PREVIEW_TOKEN = 'studio';

/** Studio -> frame: render this (unsaved) configuration. */
export interface StudioConfigMessage {
  type: 'studio:config';
  config: unknown;
}

/** Frame -> studio: the frame is listening (sent on start, so the studio sends its document). */
export interface StudioReadyMessage {
  type: 'studio:ready';
}

/** Frame -> studio: the operator clicked a block (`path` is its JSON pointer, `block` its type). */
export interface StudioSelectMessage {
  type: 'studio:select';
  path: string;
  block: string;
}

/** Studio -> frame: outline this block (null: none) and bring it into view. */
export interface StudioSelectedMessage {
  type: 'studio:selected';
  path: string | null;
}

/** Studio -> frame: clicks select blocks (true) or use the page as a visitor would (false). */
export interface StudioPickModeMessage {
  type: 'studio:pick-mode';
  enabled: boolean;
}

/** Frame -> studio: the visitor went to another page inside the frame (path and query, no studio flag). */
export interface StudioNavigatedMessage {
  type: 'studio:navigated';
  path: string;
}

export type StudioMessage =
  | StudioConfigMessage
  | StudioReadyMessage
  | StudioSelectMessage
  | StudioSelectedMessage
  | StudioPickModeMessage
  | StudioNavigatedMessage;

const MAX_POINTER = 512;

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const typed = (data: unknown, type: StudioMessage['type']): data is Record<string, unknown> => isRecord(data) && data.type === type;

/** A JSON pointer into the configuration's layouts, e.g. `/ui/sites/homesite/containers/2/blocks/1`. */
export const isLayoutPointer = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_POINTER && /^\/ui\/sites\/[A-Za-z0-9_-]+\/containers\/\d+(\/blocks\/\d+)*$/.test(value);

/** A page of this site: starts with one slash (not `//host`), no backslashes or control characters. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2048 && /^\/(?![/\\])[^\\\s]*$/.test(value);

/** The entry's `type` as the configuration spells it (an unknown type's error panel is selectable too). */
const isBlockType = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

export const isStudioConfigMessage = (data: unknown): data is StudioConfigMessage => typed(data, 'studio:config') && 'config' in data;

export const isStudioReadyMessage = (data: unknown): data is StudioReadyMessage => typed(data, 'studio:ready');

export const isStudioSelectMessage = (data: unknown): data is StudioSelectMessage =>
  typed(data, 'studio:select') && isLayoutPointer(data.path) && isBlockType(data.block);

export const isStudioSelectedMessage = (data: unknown): data is StudioSelectedMessage =>
  typed(data, 'studio:selected') && (data.path === null || isLayoutPointer(data.path));

export const isStudioPickModeMessage = (data: unknown): data is StudioPickModeMessage =>
  typed(data, 'studio:pick-mode') && typeof data.enabled === 'boolean';

export const isStudioNavigatedMessage = (data: unknown): data is StudioNavigatedMessage => typed(data, 'studio:navigated') && isSitePath(data.path);
