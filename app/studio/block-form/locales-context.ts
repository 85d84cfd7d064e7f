// The document's locales (core.locales), for the per-locale tabs of localized texts.
import { createContext, useContext } from 'react';

export interface FormLocales {
  available: readonly string[];
  default: string;
}

export const LocalesContext = createContext<FormLocales>({ available: ['en_US'], default: 'en_US' });
export const useFormLocales = () => useContext(LocalesContext);
