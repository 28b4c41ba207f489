import type { RuntimeStore } from '../store/store';
import { emitControllerError } from './errors';
import { findElements } from './element-watcher';
import type { MountScheduler } from './mount-scheduler';
import type { PackLoader } from './packs';
import type { Registry } from './registry';
import { Unit, type UnitHost } from './unit';
import type { ControllerInfo, ControllerState, Logger } from './types';

export interface ControllerManagerOptions {
  registry: Registry;
  store: RuntimeStore;
  packs: PackLoader;
  log: Logger;
  scheduler: MountScheduler;
  doc?: Document;
}

/**
 * The names in a `data-controller` value, once each: real pages separate them with spaces or with
 * commas ("SyncHeader, AddScrollingClass, HeaderScroll").
 */
export function controllerNames(value: string | null): string[] {
  return Array.from(new Set((value ?? '').split(/[\s,]+/).filter(Boolean)));
}

/** A CSS selector that finds `element`: its id, `body`, or `:nth-of-type` steps from one of those. */
export function selectorFor(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.id) {
      const id = node.id;
      steps.unshift(
        /^[A-Za-z][\w-]*$/.test(id) ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`,
      );
      break;
    }
    if (node.localName === 'body' || node.localName === 'html') {
      steps.unshift(node.localName);
      break;
    }
    let index = 1;
    for (
      let sibling = node.previousElementSibling;
      sibling;
      sibling = sibling.previousElementSibling
    ) {
      if (sibling.localName === node.localName) index += 1;
    }
    steps.unshift(`${node.localName}:nth-of-type(${index})`);
  }
  return steps.join(' > ');
}

/** A unit's state as `controllers()` shows it: a mounted controller is running. */
function controllerState(unit: Unit): ControllerState {
  return unit.state === 'mounted' ? 'running' : unit.state;
}

/**
 * The template controllers of the page: one unit (./unit.ts) per name on each element, started
 * through the scheduler as blocks are, and listed for `SiteRuntime.controllers()`. Names that a
 * block definition takes (7.1 gallery sections) are left to it.
 */
export class ControllerManager {
  private readonly units = new Map<HTMLElement, Map<string, Unit>>();
  /** Each unit's name (a unit knows its definition, which an unknown name has not). */
  private readonly names = new WeakMap<Unit, string>();
  private readonly doc: Document;
  private readonly host: UnitHost;
  private running = false;
  private generatedIds = 0;

  constructor(private readonly options: ControllerManagerOptions) {
    this.doc = options.doc ?? document;
    const { registry, packs, store, log, scheduler } = options;
    this.host = {
      packs,
      store,
      log,
      scheduler,
      noun: 'controller',
      registered: (name) => registry.controller(name),
      describe: (unit) => `Controller ${this.names.get(unit)} on ${selectorFor(unit.element)}`,
      changed: () => undefined,
      failed: (unit, error) =>
        emitControllerError(
          this.doc,
          {
            name: this.names.get(unit) ?? '',
            element: unit.element,
            selector: selectorFor(unit.element),
            error,
          },
          log,
        ),
    };
  }

  start(): void {
    this.running = true;
    this.scan(this.doc);
  }

  /**
   * Starts the controllers found under `root` that are new, or whose name a newly registered
   * definition now knows. `selector` narrows the search (a definition registered after boot).
   */
  scan(root: ParentNode, selector = this.options.registry.controllerSelector()): void {
    if (!this.running) return;
    const { registry } = this.options;
    for (const element of findElements(root, selector)) {
      const names = [
        ...controllerNames(element.getAttribute('data-controller')),
        ...registry.controllersMatching(element),
      ];
      for (const name of names) {
        if (registry.claimedBy(name)) continue;
        const existing = this.units.get(element)?.get(name);
        if (!existing) this.create(element, name);
        else if (!existing.definition) this.classify(existing, name);
      }
    }
  }

  /** Stops the controllers whose element left the document; their server DOM is put back. */
  sweep(): void {
    for (const [element, units] of Array.from(this.units)) {
      if (element.isConnected) continue;
      for (const unit of units.values()) {
        this.options.scheduler.forget(unit);
        unit.dispose();
      }
      this.units.delete(element);
      this.options.log.debug(
        `Controllers of a removed element stopped: ${[...units.keys()].join(', ')}`,
      );
    }
  }

  controllers(): ControllerInfo[] {
    const list: ControllerInfo[] = [];
    for (const [element, units] of this.units) {
      for (const [name, unit] of units) {
        list.push({
          name,
          element,
          selector: selectorFor(element),
          state: controllerState(unit),
          error: unit.error,
        });
      }
    }
    return list;
  }

  /** Every controller unit of the page. */
  all(): Unit[] {
    return [...this.units.values()].flatMap((units) => [...units.values()]);
  }

  /** Stops every controller and restores the server DOM. */
  stop(): void {
    this.running = false;
    for (const units of this.units.values()) units.forEach((unit) => unit.dispose());
    this.units.clear();
  }

  private create(element: HTMLElement, name: string): void {
    let units = this.units.get(element);
    if (!units) {
      units = new Map();
      this.units.set(element, units);
    }
    // One id per element, shared by its controllers (they may derive element ids from it).
    const first = units.values().next().value as Unit | undefined;
    const id = first?.id ?? (element.id || `sr-controller-${++this.generatedIds}`);
    const unit = new Unit(element, id, this.host);
    units.set(name, unit);
    this.names.set(unit, name);
    this.classify(unit, name);
  }

  /** Finds the controller's definition; a name that none has is skipped, quietly: it is common. */
  private classify(unit: Unit, name: string): void {
    unit.classify(
      this.options.registry.controller(name) ?? null,
      `No controller registered for "${name}"`,
    );
    if (unit.state === 'skipped') {
      this.host.log.debug(`${this.host.describe(unit)}: no controller registered for the name`);
    }
    if (this.running) unit.start();
  }
}
