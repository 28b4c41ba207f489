// The wedding-registry block (runtime.md section 7: "a widget script for wedding registry and
// scheduling blocks"). Its class, `sqs-block-zola` ("Zola Block"), is in a public list of the
// platform's block classes (code search id 52945139910); the registry provider's public embed is
// a link its widget script turns into the registry (./assumed.ts, with where each part was seen):
//
//   <div class="sqs-block zola-block sqs-block-zola" id="block-…" data-block-json="{…}">
//     <div class="sqs-block-content">
//       <a class="zola-registry-embed" href="https://www.zola.com/registry/<key>"
//          data-registry-key="<key>">Our Zola Wedding Registry</a></div></div>
//
// No public page showed the block's own JSON: the key is read from the embed link, from a frame
// the widget already drew, or from `registryKey` in the JSON (assumed). The `registry` pack shows
// a card with a link to the registry on the provider's site at once; the widget script loads when
// it may (the restrictive cookie policy waits for consent; offline waits for the network) and
// draws the registry in the block; a failure says so, with "Try again" (src/consent/gated-widget.ts).
// No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const registryBlock = {
  name: 'zola',
  selector: '.sqs-block-zola',
  priority: 'visible',
  pack: 'registry',
} satisfies BlockDefinition;
