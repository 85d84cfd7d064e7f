// Image fields filled from the media library: a button that opens the staff area's picker and
// hands back the chosen picture's id; the form turns it into the processed files' URLs.
import { createContext, useContext, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { MediaPicker } from '../../admin/media/media-picker';
import { IMAGE_WIDTHS } from '../../../schemas/api/wire-constants';
import { libraryImageIdOf, libraryImageSet, libraryImageUrl, type LibraryImageVariant } from '../../../shared/library-image-url';
import { SITE_MEDIA_BASE } from '../../../shared/public-media-url';
import type { JsonSchema } from './schema-fields';

/** Where library pictures' URLs start in the configuration: the site's own `/media/` (pages move them to the content server). */
export const MediaBaseContext = createContext<string>(SITE_MEDIA_BASE);
export const useMediaBase = () => useContext(MediaBaseContext);

const WIDTH_KEYS = IMAGE_WIDTHS.map(String);

/** An object of exactly the four widths as URL strings (ImageWidths, SoftImageWidths, ImageSet). */
export function isImageSet(schema: JsonSchema | undefined): boolean {
  const keys = Object.keys(schema?.properties ?? {});
  return schema?.type === 'object' && keys.length === WIDTH_KEYS.length && WIDTH_KEYS.every((key) => schema.properties?.[key]?.type === 'string');
}

/** The variant a field shows, read from its name or its set's name (`imageSoft`, `posterUpright`...). */
export function variantOf(...keys: string[]): LibraryImageVariant {
  const name = keys.join(' ');
  const soft = /soft/i.test(name);
  if (/upright|portrait/i.test(name)) return soft ? 'uprightsoft' : 'upright';
  return soft ? 'soft' : 'plain';
}

/** The soft set that goes with a plain set, when the same object has one: `image` -> `imageSoft`. */
export function softSiblingOf(key: string, properties: Record<string, JsonSchema>): string | null {
  if (variantOf(key) !== 'plain' && variantOf(key) !== 'upright') return null;
  const sibling = `${key}Soft`;
  return isImageSet(properties[key]) && isImageSet(properties[sibling]) ? sibling : null;
}

/** One URL of a picture: the width in the field's name when it is one, else the 1920 px file. */
export const libraryUrlFor = (base: string, assetId: number, key: string, parentKey = '') =>
  libraryImageUrl(base, assetId, variantOf(key, parentKey), WIDTH_KEYS.includes(key) ? Number(key) : 1920);

export const librarySetFor = (base: string, assetId: number, key: string) => libraryImageSet(base, assetId, variantOf(key));

/** A set and its soft sibling filled from one picture. */
export function pairFor(base: string, assetId: number, key: string, sibling: string): Record<string, Record<string, string>> {
  const variant = variantOf(key);
  return { [key]: libraryImageSet(base, assetId, variant), [sibling]: libraryImageSet(base, assetId, variant === 'upright' ? 'uprightsoft' : 'soft') };
}

/** The library picture a field or set shows now (its 960 px URL for a set), to open the picker on it. */
export const currentLibraryId = (value: unknown): number | undefined =>
  libraryImageIdOf(value && typeof value === 'object' ? (value as Record<string, unknown>)['960'] : value);

/** The button and, while open, the library's picker for one picture. */
export function LibraryPickButton({ label, current, onPick }: { label: string; current?: number; onPick: (assetId: number) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const text = t`Choose from the media library`;
  return (
    <>
      <PickButton type="button" aria-label={t`Choose from the media library: ${label}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text}
      </PickButton>
      {open ? (
        <MediaPicker
          kind="image"
          selected={current === undefined ? [] : [current]}
          onClose={() => setOpen(false)}
          onPick={(assets) => {
            setOpen(false);
            const [asset] = assets;
            if (asset) onPick(asset.id);
          }}
        />
      ) : null}
    </>
  );
}

const PickButton = styled.button`
  justify-self: start;
  padding: 3px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
