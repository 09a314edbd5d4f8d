import { createContext } from 'react';

/** Whether a component is drawn inside a Markdown table (inline code then offers line breaks). */
export const InTable = createContext(false);
