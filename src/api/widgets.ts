import { asString, isRecord } from '../lib/coerce';
import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

export interface WidgetDescriptor {
  type: number | string;
  id: string;
  value: unknown;
  /** Events summaries only. */
  collectionId?: string;
}

/**
 * POST /api/widget/GetWidgetRendering. Resolves with the platform-rendered HTML, unsanitised: it
 * may only reach the page through sanitiseHtml (src/lib/sanitise-html.ts).
 */
export async function getWidgetRendering(
  widget: WidgetDescriptor,
  options: CallOptions = {},
): Promise<string> {
  const body = await request(`${API_ROOT}widget/GetWidgetRendering`, {
    ...options,
    method: 'POST',
    form: { widgetJSON: JSON.stringify(widget) },
  });
  return isRecord(body) ? asString(body.html) : '';
}
