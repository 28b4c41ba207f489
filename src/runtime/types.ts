import type { BoxRule } from '../boxes/box-rule';
import type { ComponentType } from 'react';
import type { PageContext } from '../context/types';
import type { RuntimeStore } from '../store/store';
import type { ServerDom } from './server-dom';

/** When a block mounts: at boot, when near the viewport, or when the browser is idle. */
export type BlockPriority = 'critical' | 'visible' | 'idle';

export type BlockState = 'pending' | 'mounted' | 'skipped' | 'failed';

/** What `SiteRuntime.blocks()` lists for each block element found on the page. */
export interface BlockInfo {
  id: string;
  /** The block definition's name, or `unknown` when no definition matches. */
  type: string;
  /** The numeric `data-block-type`, when the element carries one. */
  blockType: number | null;
  state: BlockState;
  /** Why the block failed or was skipped. */
  error: string | null;
}

/** What every block receives, whether it renders with React (`component`) or not (`attach`). */
export interface BlockProps<Data = unknown> {
  /** The `.sqs-block` element (or the element the definition's selector matched). */
  element: HTMLElement;
  data: Data;
  id: string;
  /**
   * The server DOM of the block's container. A block moves these nodes into what it renders
   * (`server.adopt`) or changes them in place (`server.setAttribute`, `server.toggleClass`); it
   * never serialises and re-parses them. Unmount, failure and destroy() undo every such change.
   */
  server: ServerDom;
  /** Aborted when the block unmounts (removed from the page, failed, destroy()). */
  signal: AbortSignal;
  /**
   * Loads another lazy pack and resolves with what it defined: what a block needs only on a
   * visitor's action (the lightbox, say) stays out of its own pack.
   */
  loadPack: <Exports>(name: string) => Promise<Exports>;
  /**
   * Says the block cannot do its job on this page (a product nobody can buy as shown): it stays
   * as it rendered itself, telling the visitor why, and `blocks()` lists it as `failed` with
   * `reason`.
   */
  unusable: (reason: string) => void;
}

export interface BlockDefinition<Data = unknown> {
  /** Short name, e.g. `accordion`; used for the default class selector `.sqs-block-<name>`. */
  name: string;
  /** The numeric `data-block-type` this definition handles. */
  blockType?: number;
  /**
   * How elements are found. Default: `[data-block-type="<blockType>"]` and `.sqs-block-<name>`.
   */
  selector?: string;
  /** Default `visible`. */
  priority?: BlockPriority;
  /**
   * Reads the block's data from its element. Default: parse `data-block-json` (an empty object
   * when the attribute is absent). Throwing a {@link BlockSkip} skips the block with that reason;
   * any other error skips it too and is logged.
   */
  readData?: (element: HTMLElement) => Data;
  /** The block's server DOM. Default: the element's `.sqs-block-content`, else the element. */
  container?: (element: HTMLElement) => HTMLElement;
  /**
   * A React component, rendered in a root of its own at the end of the container. The container's
   * server nodes are stashed (hidden, still in the document) first; the component adopts the ones
   * it shows. React is fetched (the `react` pack) only for blocks that have a component.
   */
  component?: ComponentType<BlockProps<Data>>;
  /**
   * Or no React at all: enhances the server DOM in place and returns a cleanup. For blocks whose
   * markup is already right (images, say), where a React root would cost more than it gives.
   */
  attach?: (props: BlockProps<Data>) => void | Cleanup;
  /**
   * Name of the lazy pack that registers the component or attach (file `packs/<pack>.js`). The
   * core then holds only this small definition.
   */
  pack?: string;
  /**
   * Other packs to fetch in parallel with `pack` as soon as a block of this type is found (`react`
   * for a family that renders with React). Only a hint for speed: a pack waits for the packs it
   * needs in any case.
   */
  preload?: string[];
  /**
   * Template-controller names (`data-controller`) whose elements this block definition takes (the
   * 7.1 gallery sections): `controllers()` leaves them out, `blocks()` lists them.
   */
  controllers?: readonly string[];
  /**
   * True for a block type with no behaviour (html, spacer, ...): its blocks end `skipped` with the
   * reason "static" and no pack is fetched.
   */
  static?: true;
  /**
   * How the core reserves the block's boxes before the first paint, from its markup alone (see
   * src/boxes/box-rule.ts): its layout never moves the page, even before its pack arrives.
   */
  box?: BoxRule;
}

/** A definition of any data type, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's data type differs
export type AnyBlockDefinition = BlockDefinition<any>;

export type ControllerState = 'pending' | 'running' | 'static' | 'skipped' | 'failed';

/** What `SiteRuntime.controllers()` lists: one entry per controller name on each element. */
export interface ControllerInfo {
  /** The controller's name as `data-controller` gives it (or the definition's, for a selector). */
  name: string;
  element: HTMLElement;
  /** A CSS selector that finds the element (`#id`, `body`, or a path of `:nth-of-type` steps). */
  selector: string;
  state: ControllerState;
  /** Why it failed, was skipped (no definition for the name) or is static. */
  error: string | null;
}

/** What a controller's attach receives: the same as a block's, its element whole as container. */
export type ControllerProps<Data = unknown> = BlockProps<Data>;

/**
 * A template controller: behaviour the site template asks for with `data-controller="Name"` (a
 * list of names is one controller per name) or, for markup that carries no name, a selector.
 */
export interface ControllerDefinition<Data = unknown> {
  /** The name as it appears in `data-controller`, e.g. `Header`. */
  name: string;
  /** Also runs on the elements this selector matches (templates that name no controller). */
  selector?: string;
  /** Default `visible`. */
  priority?: BlockPriority;
  /** Reads the controller's data from its element (default: nothing). BlockSkip skips it. */
  readData?: (element: HTMLElement) => Data;
  /** Enhances the element in place; every change goes through `server`, undone on unmount. */
  attach?: (props: ControllerProps<Data>) => void | Cleanup;
  /** The lazy pack (`packs/<pack>.js`) that registers the whole definition. */
  pack?: string;
  /** Other packs to fetch in parallel with `pack` (a hint for speed, as for blocks). */
  preload?: string[];
  /**
   * Why this controller needs no code on a modern browser (CSS does its job): listed as `static`
   * with this reason, and no pack is fetched.
   */
  static?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each controller's data type differs
export type AnyControllerDefinition = ControllerDefinition<any>;

/** Renders a block's component into a React root (the `react` pack's export). */
export interface BlockRenderer {
  renderBlockRoot: (options: {
    container: HTMLElement;
    component: ComponentType<BlockProps<unknown>>;
    props: BlockProps<unknown>;
    store: RuntimeStore;
    /** Called at most once, for the first error the block throws while rendering or in effects. */
    onError: (error: unknown) => void;
  }) => { unmount: () => void };
}

/** Thrown from `readData` to skip a block on purpose, with a reason shown by `blocks()`. */
export class BlockSkip extends Error {
  override name = 'BlockSkip';
}

export interface InitialiserContext {
  context: PageContext;
  store: RuntimeStore;
  /** Aborted on `destroy()`: pass it to addEventListener, fetch and timers helpers. */
  signal: AbortSignal;
  log: Logger;
  /**
   * Loads a lazy pack (`packs/<name>.js`) and resolves with what it passed to `definePack`: rare
   * or heavy parts of a feature (its UI, say) stay out of the core bundle this way.
   */
  loadPack: <Exports>(name: string) => Promise<Exports>;
}

export type Cleanup = () => void;

/**
 * When an initialiser runs: `boot` (the default) at init(), before the blocks are scanned, for
 * features that must act before the visitor sees the page (consent, editor redirect, bars); `idle`
 * afterwards, each in an idle period of its own (with a time-out), for features that can wait.
 */
export type InitialiserUrgency = 'boot' | 'idle';

/**
 * What the features pack (RuntimeOptions.featuresPack) defines: the built-in initialisers, run
 * before any the page registered, and what it adds to `window.SiteRuntime`, once.
 */
export interface FeaturesPack {
  initialisers: readonly InitialiserDefinition[];
  install: (runtime: SiteRuntimeApi) => void;
}

export interface InitialiserDefinition {
  name: string;
  urgency?: InitialiserUrgency;
  /** Runs once per `init()`. May return a cleanup (or a promise of one) that `destroy()` runs. */
  init: (ctx: InitialiserContext) => void | Cleanup | Promise<void | Cleanup>;
}

export interface Logger {
  debug: (message: string, ...details: unknown[]) => void;
  warn: (message: string, ...details: unknown[]) => void;
  error: (message: string, ...details: unknown[]) => void;
}

/** The public API on `window.SiteRuntime`. */
export interface SiteRuntimeApi {
  version: string;
  init: () => void;
  destroy: () => void;
  /** Scans `root` (default: the document) again for blocks that are not mounted yet. */
  refresh: (root?: ParentNode) => void;
  registerInitialiser: (definition: InitialiserDefinition) => void;
  /** Registers a block type; after boot it mounts the matching elements already on the page. */
  registerBlock: <Data>(definition: BlockDefinition<Data>) => void;
  /** Registers a template controller; after boot it starts on the matching elements. */
  registerController: <Data>(definition: ControllerDefinition<Data>) => void;
  /**
   * Called by a lazy pack with what it offers to the initialiser that loads it; a promise of it
   * when the pack's start continues in later tasks (it counts as started when that resolves).
   */
  definePack: (name: string, exports: unknown) => void;
  /**
   * Called by every pack file as it arrives (the build wraps each pack in this call): the core
   * runs `start`, in a task of its own, once the packs it `needs` have started.
   */
  registerPack: (
    name: string,
    needs: string[],
    start: () => void,
    options?: { stylesheet?: boolean; css?: string },
  ) => void;
  store: RuntimeStore;
  blocks: () => BlockInfo[];
  controllers: () => ControllerInfo[];
}

/** Events dispatched on `document`. */
export interface RuntimeEventMap {
  'site-runtime:features': CustomEvent;
  'site-runtime:ready': CustomEvent<{ blocks: BlockInfo[]; controllers: ControllerInfo[] }>;
  'site-runtime:block-error': CustomEvent<{ id: string; type: string; error: unknown }>;
  'site-runtime:controller-error': CustomEvent<{
    name: string;
    element: HTMLElement;
    selector: string;
    error: unknown;
  }>;
  'site-runtime:initialiser-error': CustomEvent<{ name: string; error: unknown }>;
  /** Every initialiser of this init() has run, the `idle` ones included; names in their order. */
  'site-runtime:initialised': CustomEvent<{ initialisers: string[] }>;
  /** Dispatched by features and pages (src/runtime/report-error.ts) for the error reporter. */
  'site-runtime:report-error': CustomEvent<{ error: unknown; custom?: Record<string, unknown> }>;
}
