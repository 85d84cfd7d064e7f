// Layouts for the named sites a configuration leaves out. The app composition supplies them (from
// the default configuration), so the renderer itself depends on no data file.
import { createContext, useContext } from 'react';
import type { Layout } from '../../schemas/config/ui';

export type FallbackLayouts = Partial<Record<string, Layout>>;

export const FallbackLayoutsContext = createContext<FallbackLayouts>({});

export const useFallbackLayouts = (): FallbackLayouts => useContext(FallbackLayoutsContext);
