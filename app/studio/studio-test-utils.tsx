// Helpers for the studio's component tests: the editor's CodeMirror view, the document as data,
// and staff, editor and member sessions.
import { screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { mockUser } from '../../mock-api/handlers/session';
import type { SessionUser } from '../../src/state/session';
import { ROLE } from '../../shared/roles';

export const staffUser = { ...mockUser({ role_id: ROLE.staff }), username: 'staff' } as SessionUser;
/** An editor: makes preview links, does not publish. */
export const editorUser = { ...mockUser({ role_id: ROLE.editor }), username: 'editor' } as SessionUser;
export const memberUser = mockUser({ role_id: ROLE.member }) as SessionUser;

export function editorView(): EditorView {
  const editor = screen.getByTestId('config-editor').querySelector<HTMLElement>('.cm-editor');
  const view = editor && EditorView.findFromDOM(editor);
  if (!view) throw new Error('The studio editor is not there');
  return view;
}

/** Replaces the whole document, as if the operator had typed it. */
export function typeDocument(text: string) {
  const view = editorView();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the document loosely, like JSON bodies
export const documentJson = <T = any,>(): T => JSON.parse(editorView().state.doc.toString()) as T;

/**
 * jsdom has no layout: CodeMirror measures text with Range rects. Empty rects keep it running
 * (positions do not matter to these tests).
 */
export function installLayoutStandIns() {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = empty;
}
