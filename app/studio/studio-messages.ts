// What the studio and its preview frame say to each other through postMessage (same origin only).
// Kept tiny and free of imports: the site bundle carries it for the frame side.

/** Query parameter that makes the site listen to the studio: `/<path>?studioframe=1`. */
export const STUDIO_FRAME_PARAM = 'studioframe';

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

export type StudioMessage = StudioConfigMessage | StudioReadyMessage;

export const isStudioConfigMessage = (data: unknown): data is StudioConfigMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'studio:config' && 'config' in data;

export const isStudioReadyMessage = (data: unknown): data is StudioReadyMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'studio:ready';
