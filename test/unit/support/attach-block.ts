import { ServerDom } from '../../../src/runtime/server-dom';
import type { BlockDefinition } from '../../../src/runtime/types';

/**
 * Mounts a DOM-only block the way the runtime does: reads its data, then calls `attach` on the
 * server DOM of its content. `unmount()` does what the runtime does on unmount: aborts, runs the
 * cleanup, puts the server DOM back.
 */
export function attachBlock<Data>(
  definition: BlockDefinition<Data>,
  block: HTMLElement,
  loadPack: <Exports>(name: string) => Promise<Exports> = (name) =>
    Promise.reject(new Error(`No pack "${name}" in this test`)),
) {
  const { readData, attach } = definition;
  if (!readData || !attach) throw new Error(`${definition.name} must define readData and attach`);
  const data = readData(block);
  const container = block.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? block;
  const serverHtml = container.innerHTML;
  const server = new ServerDom(container);
  const controller = new AbortController();
  /** What the block said makes it unusable (BlockProps.unusable), in order. */
  const unusable: string[] = [];
  const cleanup = attach({
    element: block,
    data,
    id: block.id,
    server,
    signal: controller.signal,
    loadPack,
    unusable: (reason) => void unusable.push(reason),
  });
  const unmount = () => {
    controller.abort();
    cleanup?.();
    server.restore();
  };
  return { container, serverHtml, unmount, unusable };
}
