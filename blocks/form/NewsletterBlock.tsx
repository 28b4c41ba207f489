import { useLayoutEffect, useRef, useState } from 'react';
import { recordEvent } from '../../src/api/events';
import { isTrackingAllowed } from '../../src/store/consent';
import { useRuntimeStoreApi } from '../../src/store/hooks';
import type { BlockProps } from '../../src/runtime/types';
import type { ServerDom } from '../../src/runtime/server-dom';
import { FormView } from './FormView';
import type { FormModel } from './model';
import { NEWSLETTER_FORM_SELECTOR } from './read-newsletter';
import { FORM_BLOCK_SKIN, readNewsletterSkin } from './skin';
import { followSmallContainer } from './small-container';

/**
 * The spec (runtime.md §4) says the newsletter subscription event is tracked but names no event (the
 * only analytics event the two spec documents name is system_network_error), so this name is ours.
 */
export const NEWSLETTER_EVENT = 'newsletter_subscription';

/**
 * Shows server nodes (the header, the footnote, the success text) where it is rendered; with
 * `reveal`, without the platform's `hidden` class, which the success text carries until its time.
 */
function Adopted({
  nodes,
  server,
  reveal = false,
}: {
  nodes: Element[];
  server: ServerDom;
  reveal?: boolean;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const parent = holder.current;
    if (!parent) return;
    for (const node of nodes) {
      server.adopt(node, parent);
      if (reveal) server.toggleClass(node, 'hidden', false);
    }
  }, [nodes, server, reveal]);
  return <div ref={holder} className="sr-form__adopted" />;
}

/**
 * A newsletter block: the platform's header, footnote and success text (moved, not copied) around
 * the form's fields, drawn with the class names of the server's markup so that it keeps its
 * look and its size, signing up through the same flow as every form. The inline onsubmit handler,
 * which calls a platform script that is not on the page, is removed while the block is mounted.
 */
export function NewsletterBlock({ data, id, signal, element, server }: BlockProps<FormModel>) {
  const store = useRuntimeStoreApi();
  const form = element.querySelector(NEWSLETTER_FORM_SELECTOR);
  const wrapper = form?.closest('.newsletter-form-wrapper');
  const pick = (selector: string) =>
    Array.from(form?.querySelectorAll(`:scope > ${selector}`) ?? []);
  // Read once: after the first render these nodes live in the block's own rendering.
  const [parts] = useState(() => ({
    header: pick('.newsletter-form-header'),
    footer: [...pick('.newsletter-form-footnote'), ...pick('.form-submission-text')],
    success: pick('.form-submission-text'),
    skin: form ? readNewsletterSkin(form) : FORM_BLOCK_SKIN,
  }));
  useLayoutEffect(() => {
    if (form) server.setAttribute(form, 'onsubmit', null);
  }, [form, server]);
  // Before the first paint of the mounted block, so a narrow block never shows the wide layout.
  useLayoutEffect(() => {
    const following = new AbortController();
    const stop = () => following.abort();
    signal.addEventListener('abort', stop, { once: true });
    followSmallContainer(element, server, following.signal);
    return () => {
      signal.removeEventListener('abort', stop);
      stop();
    };
  }, [element, server, signal]);
  const onSuccess = () => {
    if (!isTrackingAllowed(store.getState())) return;
    void recordEvent({ event: NEWSLETTER_EVENT, data: { formId: data.formId } }).catch(
      () => undefined,
    );
  };
  return (
    // The template styles every part by its class names: not the runtime's form styles (sr-form).
    <div className={`${wrapper?.getAttribute('class') ?? 'newsletter-form-wrapper'} sr-newsletter`}>
      <FormView
        model={data}
        blockId={id}
        signal={signal}
        formClassName="newsletter-form"
        skin={parts.skin}
        header={<Adopted nodes={parts.header} server={server} />}
        // The success text stays where the server put it, hidden, until the sign-up succeeds.
        footer={<Adopted nodes={parts.footer} server={server} />}
        success={<Adopted nodes={parts.success} server={server} reveal />}
        onSuccess={onSuccess}
      />
    </div>
  );
}
