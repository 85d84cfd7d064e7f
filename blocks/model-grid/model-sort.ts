// The orders the model grid offers; the component and the block's data declaration share them.
import type { ModelSort } from '../../src/api/lists';

export const MODEL_SORTS: readonly ModelSort[] = ['name', 'newest', 'rating'];
export const isModelSort = (value: string | undefined): value is ModelSort => MODEL_SORTS.includes(value as ModelSort);
