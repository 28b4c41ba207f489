import type { CSSProperties } from 'react';
import { POPUP_PADDING, POPUP_WIDTH } from './constants';

/** Size of alert, confirm, information and system-error popups (narrow screens shrink it by CSS). */
export const POPUP_STYLE: CSSProperties = { width: POPUP_WIDTH, padding: POPUP_PADDING };
