import { defineEnum, type EnumCode } from './define-enum';

/**
 * Link categories (runtime.md section 5): every link is categorised before use, and a javascript
 * link is never followed. Misc is a protocol other than http, https or ftp; malformed is a protocol
 * without //.
 */
export const LinkCategory = defineEnum({
  EMPTY: 'empty',
  ANCHOR: 'anchor',
  TEL: 'tel',
  SMS: 'sms',
  MAILTO: 'mailto',
  JAVASCRIPT: 'javascript',
  FTP: 'ftp',
  INTERNAL: 'internal',
  EXTERNAL: 'external',
  MISC: 'misc',
  MALFORMED: 'malformed',
});
export type LinkCategory = EnumCode<typeof LinkCategory>;
