// The whole definition of the social links blocks: what the core knows (./index.ts), the reader
// and the attach. Registered by the `social-links` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachSocialLinks } from './attach-social-links';
import { socialLinksBlock, templateSocialLinks } from './index';
import { readSocialLinks, type SocialLinksData } from './read-social-links';

export const socialLinksBlockDefinition: BlockDefinition<SocialLinksData> = {
  ...socialLinksBlock,
  readData: readSocialLinks,
  attach: attachSocialLinks,
};

export const templateSocialLinksDefinition: BlockDefinition<SocialLinksData> = {
  ...templateSocialLinks,
  readData: readSocialLinks,
  attach: attachSocialLinks,
};
