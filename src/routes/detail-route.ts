// What every detail block (model, place, channel, video, gallery) needs from its route: the
// permaLink, and leaving for the 404 page when the API does not know it.
import { useContext, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../api/client';
import { PageContext } from './page-context';

/**
 * The route's `permaLink`, from the page context (inside a site page) or the router's params.
 * Undefined where a block is shown without a detail route (catalogue, studio palette).
 */
export function useDetailPermaLink(): string | undefined {
  const page = useContext(PageContext);
  const params = useParams();
  return page?.params.permaLink ?? params.permaLink;
}

/** Replaces the location with `/404` once `error` is a 404. */
export function useNotFoundRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (notFound) void navigate('/404', { replace: true });
  }, [notFound, navigate]);
  return notFound;
}
