// The app's language switch (app/app.tsx: loads the language's catalog and server texts, then
// activates it), for choices of language inside a page, such as the account settings, as well as
// the header's menu. Outside the app (tests, stories) a choice does nothing unless a provider is given.
import { createContext, useContext } from 'react';

export const LocaleSwitchContext = createContext<(translateCode: string) => void>(() => {});

export const useLocaleSwitch = () => useContext(LocaleSwitchContext);
