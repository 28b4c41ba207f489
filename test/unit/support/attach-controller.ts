import { ServerDom } from '../../../src/runtime/server-dom';
import { controllerNames } from '../../../src/runtime/controller-manager';
import type { ControllerDefinition } from '../../../src/runtime/types';

/**
 * Starts a controller on `element` the way the runtime does (its element is the journal's
 * container); `stop()` aborts, runs the cleanup and puts the server DOM back, as unmount does.
 */
export function attachController(definition: ControllerDefinition, element: HTMLElement) {
  if (!definition.attach) throw new Error(`${definition.name} has no attach`);
  const server = new ServerDom(element);
  const controller = new AbortController();
  /** What the controller said makes it unusable (BlockProps.unusable). */
  const unusable: string[] = [];
  const cleanup = definition.attach({
    element,
    data: definition.readData?.(element),
    id: element.id || 'controller',
    server,
    signal: controller.signal,
    loadPack: (name) => Promise.reject(new Error(`No pack "${name}" in this test`)),
    unusable: (reason) => void unusable.push(reason),
  });
  return {
    server,
    unusable,
    stop: () => {
      controller.abort();
      if (typeof cleanup === 'function') cleanup();
      server.restore();
    },
  };
}

/** Presses a key on the element that has the focus (or on `target`), as a keyboard would. */
export function press(
  key: string,
  options: KeyboardEventInit = {},
  target?: Element,
): KeyboardEvent {
  const on = target ?? document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options });
  on.dispatchEvent(event);
  if (key === ' ' || key === 'Enter') {
    on.dispatchEvent(
      new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, ...options }),
    );
  }
  return event;
}

/**
 * Starts every definition on each element of the page whose `data-controller` names it, in
 * document order, as the runtime does; `stopAll()` stops them in the reverse order.
 */
export function attachAll(definitions: readonly ControllerDefinition[]) {
  const running = Array.from(document.querySelectorAll<HTMLElement>('[data-controller]')).flatMap(
    (element) =>
      definitions
        .filter((definition) =>
          controllerNames(element.getAttribute('data-controller')).includes(definition.name),
        )
        .map((definition) => attachController(definition, element)),
  );
  return { stopAll: () => running.reverse().forEach(({ stop }) => stop()) };
}
