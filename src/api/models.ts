// Model detail and the updates a model appears in: key + hook side by side.
import type { Model, Update } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';

export const modelKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/models/${encodeURIComponent(permaLink)}`] as const) : null;

export const useModel = (permaLink: string | undefined) => useApiData<Model>(modelKey(permaLink));

export type ModelUpdateKind = 'photos' | 'videos';

/** Galleries (`public/photos?model=`) or videos (`public/videos?model=`) of one model; the total comes from `maxresults`. */
export const modelUpdatesKey = (kind: ModelUpdateKind, permaLink: string | undefined, size: number) =>
  permaLink ? ([`public/${kind}`, { model: permaLink, p: 0, s: size }] as const) : null;

export const useModelUpdates = (kind: ModelUpdateKind, permaLink: string | undefined, size: number) =>
  useApiList<Update>(modelUpdatesKey(kind, permaLink, size));
