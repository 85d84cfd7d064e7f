// The news form's state, from a stored post (or empty for a new one), and the body it sends.
import type { StaffPost, StaffPostCreateBody } from '../api/staff-news';

export interface PostDraft {
  fullName: string;
  content: string;
  /** fullName_de_DE, content_de_DE, ... */
  names: Record<string, string>;
  permaLink: string;
  categoryId: number | null;
  tagIds: number[];
  modelIds: number[];
}

export function postDraftOf(post?: StaffPost): PostDraft {
  return {
    fullName: post?.fullName ?? '',
    content: post?.content ?? '',
    names: post?.names ?? {},
    permaLink: post?.permaLink ?? '',
    categoryId: post?.categoryId ?? null,
    tagIds: post?.tagIds ?? [],
    modelIds: post?.modelIds ?? [],
  };
}

/** The body to send, or null when no category is chosen (the server needs one). */
export function postBodyOf(draft: PostDraft): StaffPostCreateBody | null {
  if (draft.categoryId === null) return null;
  return {
    fullName: draft.fullName.trim(),
    permaLink: draft.permaLink.trim(),
    content: draft.content,
    names: draft.names,
    categoryId: draft.categoryId,
    tagIds: draft.tagIds,
    modelIds: draft.modelIds,
  };
}

/** Whether an HTML text has nothing a reader would see. */
export const isBlankHtml = (html: string) => !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
