// ASSUMED (README): Disqus's embed script address per shortname and its page settings
// (`disqus_config` with the page's address and the item id as identifier), as Disqus documents
// them; the element it fills is #disqus_thread.
import { pageSettingUrl } from '../../src/lib/page-setting';

export const DISQUS_SCRIPT = 'https://{shortname}.disqus.com/embed.js';
export const DISQUS_SCRIPT_META = 'sr-disqus-script';
export const DISQUS_THREAD_ID = 'disqus_thread';

export function disqusScriptUrl(shortname: string): string {
  const base = pageSettingUrl(DISQUS_SCRIPT_META, DISQUS_SCRIPT);
  if (base.includes('{shortname}')) return base.replace('{shortname}', shortname);
  const url = new URL(base);
  url.searchParams.set('shortname', shortname);
  return url.href;
}
