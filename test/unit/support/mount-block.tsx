import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ServerDom } from '../../../src/runtime/server-dom';
import type { BlockDefinition } from '../../../src/runtime/types';

/**
 * Mounts a React block the way the runtime does: reads its data, stashes the server nodes of its
 * container (the definition's, else the block's `.sqs-block-content`), renders the component
 * synchronously in a root at the container's end. `unmount()` aborts, unmounts and puts the
 * server DOM back.
 */
export function mountBlock<Data>(
  definition: BlockDefinition<Data>,
  block: HTMLElement,
  loadPack: <Exports>(name: string) => Promise<Exports> = (name) =>
    Promise.reject(new Error(`No pack "${name}" in this test`)),
) {
  const { readData, component: Component } = definition;
  if (!readData || !Component) throw new Error(`${definition.name} needs readData and component`);
  const data = readData(block);
  const container =
    definition.container?.(block) ??
    block.querySelector<HTMLElement>(':scope > .sqs-block-content') ??
    block;
  const serverHtml = container.innerHTML;
  const server = new ServerDom(container);
  server.stash();
  const host = document.createElement('div');
  container.appendChild(host);
  const root = createRoot(host);
  const controller = new AbortController();
  act(() => {
    flushSync(() =>
      root.render(
        <Component
          element={block}
          data={data}
          id={block.id || 'sr-block-test'}
          server={server}
          signal={controller.signal}
          loadPack={loadPack}
          unusable={() => undefined}
        />,
      ),
    );
  });
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    controller.abort();
    act(() => root.unmount());
    host.remove();
    server.restore();
  };
  // Unmounted after each test, so no observer or listener outlives it.
  onTestFinished(unmount);
  return { container, serverHtml, data, unmount };
}
