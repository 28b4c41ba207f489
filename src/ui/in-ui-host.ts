import { createContext } from 'react';

/** True inside the UI host's own root, whose container already sits directly in <body>. */
export const InUiHostContext = createContext(false);
