// Helpers for the media library's component tests: staff sessions and files to upload.
import { File as NodeFile } from 'node:buffer';
import { mockUser } from '../../../mock-api/handlers/session';
import type { SessionUser } from '../../../src/state/session';
import { ROLE } from '../../../shared/roles';

/** A publisher: uploads, browses and deletes. */
export const publisherUser = { ...mockUser({ role_id: ROLE.staff }), username: 'publisher' } as SessionUser;
/** An editor: uploads and browses, does not delete. */
export const editorUser = { ...mockUser({ role_id: ROLE.editor }), username: 'editor' } as SessionUser;

/**
 * A file of `size` bytes as a browser's file dialog gives it. Node's File, not jsdom's: msw reads a
 * request body made of a jsdom Blob as a few bytes of text, so tus would never see its upload end.
 */
export const fileOf = (name: string, type: string, size = 2048) => new NodeFile([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 }) as unknown as File;
