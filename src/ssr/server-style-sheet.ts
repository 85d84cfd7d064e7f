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

const keyOf = (id: string, name: string) => `${id} ${name}`;

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
    if (this.missed === key) {
      if (formatted.size >= STYLES_KEPT) formatted.delete(formatted.keys().next().value!);
      formatted.set(key, rules);
    }
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
