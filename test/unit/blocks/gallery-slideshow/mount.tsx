import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ServerDom } from '../../../../src/runtime/server-dom';
import type { BlockDefinition } from '../../../../src/runtime/types';

/**
 * Mounts a slideshow section the way the runtime does: reads its data, stashes the server nodes of
 * the controller element (its own container), renders the component synchronously in a root at
 * its end. `unmount()` aborts, unmounts and puts the server DOM back.
 */
export function mountSection<Data>(
  definition: BlockDefinition<Data>,
  element: HTMLElement,
  loadPack: <Exports>(name: string) => Promise<Exports> = (name) =>
    Promise.reject(new Error(`No pack "${name}" in this test`)),
) {
  const { readData, component: Component, container } = definition;
  if (!readData || !Component || !container) {
    throw new Error(`${definition.name} needs readData, component and container`);
  }
  const data = readData(element);
  const server = new ServerDom(container(element));
  server.stash();
  const host = document.createElement('div');
  server.container.appendChild(host);
  const root = createRoot(host);
  const controller = new AbortController();
  act(() => {
    flushSync(() =>
      root.render(
        <Component
          element={element}
          data={data}
          id="sr-block-test"
          server={server}
          signal={controller.signal}
          loadPack={loadPack}
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
  onTestFinished(unmount);
  return { data, unmount };
}
