import { createContext } from 'react';
import type { SharedBy } from '../sharingTypes';

/** How a page's content tells the share-link frame who shares it (its footer then names the company). */
export const SharerContext = createContext<(sharedBy: SharedBy | null) => void>(() => undefined);
