// Per-page SEO texts. A page's blocks may name what the page is about (a model, a video, a post);
// the site page renders the title, description and keywords from that, else from core.seo.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useRenderSink } from '../ssr/render-sink';

export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** The entity's picture for og:image: a public (soft in youth-protection mode) image, relative or absolute. */
  image?: string;
  /** og:type (`video.other`, `profile`, `article`); `website` when absent. */
  ogType?: string;
  /** The entity as schema.org JSON-LD (`@type` and its properties; the page head adds url and language). Server HTML only. */
  structured?: Record<string, unknown>;
}

export const pageMetaAtom = atom<PageMeta | null>(null);

/** Sets the page's SEO texts while the calling block is on the page. */
export function usePageMeta(meta: PageMeta | null | undefined): void {
  const setMeta = useSetAtom(pageMetaAtom);
  const title = meta?.title;
  const description = meta?.description;
  const keywords = meta?.keywords;
  const image = meta?.image;
  const ogType = meta?.ogType;
  const structured = meta?.structured;
  // Server rendering: effects do not run there, so the page's head learns the texts from the sink.
  const sink = useRenderSink();
  if (sink && (title || description || keywords)) sink.setPageMeta({ title, description, keywords, image, ogType, structured });
  // The browser renders no structured data (the server's HTML has it): it stays out of the effect.
  useEffect(() => {
    if (!title && !description && !keywords) return;
    setMeta({ title, description, keywords, image, ogType });
    return () => setMeta(null);
  }, [setMeta, title, description, keywords, image, ogType]);
}

/** Meta descriptions read best at about 155 characters, cut at a word boundary. */
export const metaDescription = (text: string, max = 155): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max).trimEnd()}…`;
};
