// Intl formatters and collators, made once per language and options. Building one costs far more
// than using it (ICU looks up the locale's data each time), and pages format numbers, dates and
// sorted names in every card: a new formatter per call showed as the largest single item of a
// detail page's hydration and of the server's render.

const MAX_ENTRIES = 256;

function memoized<T>(make: (locale: string, options: object) => T) {
  const made = new Map<string, T>();
  return (locale: string, options: object = {}): T => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      // Options come from code, currencies from data: a cap keeps odd values from growing it forever.
      if (made.size >= MAX_ENTRIES) made.clear();
      value = make(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

/** `new Intl.NumberFormat(locale, options)`, shared. Throws like the constructor (an unknown currency). */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memoized((locale, options) => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export const dateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = memoized((locale, options) => new Intl.DateTimeFormat(locale, options));

/** `new Intl.Collator(locale, options)`, shared: sort with `collator(locale).compare`. */
export const collator: (locale: string, options?: Intl.CollatorOptions) => Intl.Collator = memoized((locale, options) => new Intl.Collator(locale, options));
