// The model form's state, from a stored model (or empty), and the body it sends: numbers read from
// what was typed, empty texts as null, the picture only when one was picked.
import type { ModelCreate, StaffModelWithMedia } from '../api/staff-models';

export interface ModelDraft {
  fullName: string;
  permaLink: string;
  description: string;
  names: Record<string, string>;
  gender: 'Female' | 'Male';
  age: string;
  height: string;
  weight: string;
  hair: string;
  eyes: string;
  country: string;
  trailer: string;
  metaTitle: string;
  metaDescription: string;
  imagePool: number;
  imageAssetIds: number[];
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function modelDraftOf(model?: StaffModelWithMedia): ModelDraft {
  return {
    fullName: model?.fullName ?? '',
    permaLink: model?.permaLink ?? '',
    description: model?.description ?? '',
    names: model?.names ?? {},
    gender: model?.gender === 'Male' ? 'Male' : 'Female',
    age: text(model?.age),
    height: text(model?.height),
    weight: text(model?.weight),
    hair: text(model?.hair),
    eyes: text(model?.eyes),
    country: text(model?.country),
    trailer: text(model?.trailer),
    metaTitle: text(model?.metaTitle),
    metaDescription: text(model?.metaDescription),
    imagePool: model?.imagePool ?? 0,
    imageAssetIds: model?.imageAssetId ? [model.imageAssetId] : [],
  };
}

export type ModelProblems = Partial<Record<'age' | 'height' | 'weight', true>>;

export function modelBodyOf(draft: ModelDraft): { body: ModelCreate; problems: ModelProblems } {
  const problems: ModelProblems = {};
  const whole = (key: keyof ModelProblems) => {
    const raw = draft[key].trim();
    if (!raw) return null;
    const value = Number(raw);
    if (!Number.isInteger(value)) problems[key] = true;
    return Number.isInteger(value) ? value : null;
  };
  const optional = (value: string) => value.trim() || null;
  const body: ModelCreate = {
    fullName: draft.fullName.trim(),
    permaLink: draft.permaLink.trim(),
    description: draft.description,
    names: draft.names,
    gender: draft.gender,
    age: whole('age'),
    height: whole('height'),
    weight: whole('weight'),
    hair: optional(draft.hair),
    eyes: optional(draft.eyes),
    country: optional(draft.country),
    trailer: optional(draft.trailer),
    metaTitle: optional(draft.metaTitle),
    metaDescription: optional(draft.metaDescription),
    imagePool: draft.imagePool,
  };
  if (draft.imageAssetIds[0]) body.imageAssetId = draft.imageAssetIds[0];
  return { body, problems };
}
