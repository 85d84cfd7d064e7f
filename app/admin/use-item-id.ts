// The id in an item's address: a number, or null for `new` (the create form). Anything else is
// unknown and shows the not-found note.
import { useParams } from 'react-router';

export function useItemId(): number | null | 'unknown' {
  const { id } = useParams();
  if (id === 'new') return null;
  return id && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 'unknown';
}
