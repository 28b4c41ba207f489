import type { ComponentType } from 'react';
import type { PageContext } from '../context/types';
import type { RuntimeStore } from '../store/store';

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

/** Props every block component receives. */
export interface BlockProps<Data = unknown> {
  /** The `.sqs-block` element (or the element the definition's selector matched). */
  element: HTMLElement;
  /** The HTML the server rendered inside the mount container, before the runtime touched it. */
  serverHtml: string;
  data: Data;
  id: string;
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
  /** Where the React root goes. Default: the element's `.sqs-block-content`, else the element. */
  container?: (element: HTMLElement) => HTMLElement;
  /** The component; absent when it lives in a lazy pack. */
  component?: ComponentType<BlockProps<Data>>;
  /** Name of the lazy pack that registers the component (file `packs/<pack>.js`). */
  pack?: string;
}

/** A definition of any data type, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's data type differs
export type AnyBlockDefinition = BlockDefinition<any>;

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

export interface InitialiserDefinition {
  name: string;
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
  /** Called by a lazy pack with what it offers to the initialiser that loads it. */
  definePack: (name: string, exports: unknown) => void;
  store: RuntimeStore;
  blocks: () => BlockInfo[];
}

/** Events dispatched on `document`. */
export interface RuntimeEventMap {
  'site-runtime:ready': CustomEvent<{ blocks: BlockInfo[] }>;
  'site-runtime:block-error': CustomEvent<{ id: string; type: string; error: unknown }>;
  'site-runtime:initialiser-error': CustomEvent<{ name: string; error: unknown }>;
  /** Dispatched by features and pages (src/runtime/report-error.ts) for the error reporter. */
  'site-runtime:report-error': CustomEvent<{ error: unknown; custom?: Record<string, unknown> }>;
}
