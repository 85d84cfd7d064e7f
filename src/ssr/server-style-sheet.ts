// The server render's style sheet, with the CSS of every style already seen kept across renders.
// styled-components names a style by a hash of its component and its CSS text, but with a new sheet
// per page it formats that CSS again (stylis) on every render: about a tenth of a page's server
// CPU. This sheet answers "is this style known?" from the renders before it and then holds its
// rules as if just formatted, so each page's style tags stay exactly what a fresh sheet would write.
import { ServerStyleSheet, __PRIVATE__ } from 'styled-components';

const { StyleSheet } = __PRIVATE__;

/** Styles kept (component and CSS variant); the oldest go first beyond it. */
export const STYLES_KEPT = 5000;
const formatted = new Map<string, string[]>();
/** The kept styles by class name (a name is a hash of its CSS, so one style in practice). */
const byName = new Map<string, Set<string>>();
/** Kept keyframes (`sc-keyframes-…` ids): CSS names them in `animation`, not markup in `class`. */
const keyframes = new Map<string, string>();

const keyOf = (id: string, name: string) => `${id} ${name}`;

function keep(key: string, id: string, name: string, rules: string[]) {
  if (formatted.size >= STYLES_KEPT) forget(formatted.keys().next().value!);
  formatted.set(key, rules);
  if (id.startsWith('sc-keyframes-')) keyframes.set(key, name);
  else byName.set(name, (byName.get(name) ?? new Set()).add(key));
}

function forget(key: string) {
  formatted.delete(key);
  keyframes.delete(key);
  const name = key.slice(key.indexOf(' ') + 1);
  byName.get(name)?.delete(key);
  if (byName.get(name)?.size === 0) byName.delete(name);
}

class KeptStylesSheet extends StyleSheet {
  /** The style just asked about and not known: the rules inserted next for it are its formatting. */
  private missed: string | null = null;

  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    const key = keyOf(id, name);
    const rules = formatted.get(key);
    if (rules) {
      super.insertRules(id, name, rules);
      return true;
    }
    this.missed = key;
    return false;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    const key = keyOf(id, name);
    // Only rules formatted for a name the sheet was asked about are the same on every render: a
    // global style with props inserts its rules without asking and may differ per page.
    if (this.missed === key) keep(key, id, name, rules);
    this.missed = null;
    super.insertRules(id, name, rules);
  }
}

/** A ServerStyleSheet for one page render, sharing formatted styles with the renders before it. */
export function serverStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  sheet.instance = new KeptStylesSheet({ isServer: true });
  return sheet;
}

/** How many formatted styles are kept (tests). */
export const keptStyleCount = () => formatted.size;

/**
 * The kept styles a piece of server markup uses: those its class names name, and the keyframes
 * their CSS animates with. A class no kept style has (not a styled component's) adds nothing.
 */
export function stylesOfMarkup(html: string): string[] {
  const keys = new Set<string>();
  for (const [, classes] of html.matchAll(/ class="([^"]*)"/g))
    for (const name of classes!.split(' ')) for (const key of byName.get(name) ?? []) keys.add(key);
  const css = [...keys].flatMap((key) => formatted.get(key) ?? []).join('');
  for (const [key, name] of keyframes) if (css.includes(name)) keys.add(key);
  return [...keys];
}

/**
 * Puts kept styles into a page's sheet as if the markup using them had just rendered there. False,
 * adding nothing, when one of them is no longer kept: that markup must be rendered again.
 */
export function addKeptStyles(sheet: ServerStyleSheet, keys: readonly string[]): boolean {
  if (!keys.every((key) => formatted.has(key))) return false;
  for (const key of keys) {
    const at = key.indexOf(' ');
    sheet.instance.hasNameForId(key.slice(0, at), key.slice(at + 1));
  }
  return true;
}
