// The document, read through its prototypes. HTML gives `document` a named property for every
// <img>, <form>, <iframe>, <embed> and <object> with a name (and for <object>s and named <img>s by
// id), and those hide the document's built-ins ([LegacyOverrideBuiltIns]): content holding
// `<img name="cookie">` makes `document.cookie` that image, `<form name="head">` makes
// `document.head` that form, `<img name="createElement">` leaves no createElement to call. A
// form's fields hide the form's built-ins the same way. The runtime reads documents (and any root
// that may be one, or a form) only through the getters and methods captured here when the module
// is evaluated, which no element can hide.
//
// Use it as a namespace: `import * as dom from '…/lib/dom'`, then `dom.body()`, `dom.create('div')`.

type AnyFunction = (...args: never[]) => unknown;

function findDescriptor(proto: object, name: string): PropertyDescriptor | undefined {
  for (let owner: object | null = proto; owner; owner = Object.getPrototypeOf(owner) as object) {
    const found = Object.getOwnPropertyDescriptor(owner, name);
    if (found) return found;
  }
  return undefined;
}

function descriptor(proto: object, name: string): PropertyDescriptor {
  const found = findDescriptor(proto, name);
  if (!found) throw new TypeError(`site-runtime: the browser has no ${name}`);
  return found;
}

/** A test's stand-in for a document: no DOM object at all, so nothing can be named into it. */
const isStandIn = (target: object): boolean => !(target instanceof EventTarget);

/**
 * What a script put on the object itself is honoured: a test's stub, a consent manager's cookie
 * wrapper (an accessor, a function or a plain value). A named element never is: it shows as a data
 * property holding an object (the element, an HTMLCollection of several, or a frame's window).
 * A stand-in that is no DOM object at all (a test's plain object) is read as it is.
 */
function scriptOverride(target: object, name: string): PropertyDescriptor | undefined {
  if (isStandIn(target)) return findDescriptor(target, name) ?? { value: undefined };
  const own = Object.getOwnPropertyDescriptor(target, name);
  if (!own || own.get || own.set) return own;
  return typeof own.value === 'object' && own.value !== null ? undefined : own;
}

function getter<T>(proto: object, name: string): (target: object) => T {
  const get = descriptor(proto, name).get as (this: object) => T;
  return (target) => {
    const own = scriptOverride(target, name);
    if (!own) return get.call(target);
    return own.get ? (own.get.call(target) as T) : (own.value as T);
  };
}

/** The method `name` for `target`: the prototype's, captured once, unless a script overrode it. */
function method<F extends AnyFunction>(proto: object, name: string): (target: object) => F {
  const intrinsic = descriptor(proto, name).value as F;
  return (target) => {
    const own = scriptOverride(target, name);
    return typeof own?.value === 'function' ? (own.value as F) : intrinsic;
  };
}

type QueryAll = (this: ParentNode, selector: string) => NodeListOf<Element>;
type QueryOne = (this: ParentNode, selector: string) => Element | null;

/** Captured at the first use: the core's entry makes one while it is evaluated. */
function capture() {
  const DOC = Document.prototype;
  const TARGET = EventTarget.prototype;
  const parents = { DOC, ELEMENT: Element.prototype, FRAGMENT: DocumentFragment.prototype };
  const byNodeType = <M extends AnyFunction>(name: string) => ({
    [Node.DOCUMENT_NODE]: method<M>(parents.DOC, name),
    [Node.ELEMENT_NODE]: method<M>(parents.ELEMENT, name),
    [Node.DOCUMENT_FRAGMENT_NODE]: method<M>(parents.FRAGMENT, name),
  });
  return {
    nodeType: getter<number>(Node.prototype, 'nodeType'),
    documentBaseUri: getter<string>(DOC, 'baseURI'),
    nodeBaseUri: getter<string>(Node.prototype, 'baseURI'),
    // Typed as lib.dom types them (a document being built may have neither yet).
    head: getter<HTMLHeadElement>(DOC, 'head'),
    body: getter<HTMLElement>(DOC, 'body'),
    root: getter<HTMLElement>(DOC, 'documentElement'),
    scripts: getter<HTMLCollectionOf<HTMLScriptElement>>(DOC, 'scripts'),
    currentScript: getter<HTMLOrSVGScriptElement | null>(DOC, 'currentScript'),
    activeElement: getter<Element | null>(DOC, 'activeElement'),
    readyState: getter<DocumentReadyState>(DOC, 'readyState'),
    visibilityState: getter<DocumentVisibilityState>(DOC, 'visibilityState'),
    url: getter<string>(DOC, 'URL'),
    title: getter<string>(DOC, 'title'),
    referrer: getter<string>(DOC, 'referrer'),
    view: getter<(Window & typeof globalThis) | null>(DOC, 'defaultView'),
    adoptedStyleSheets: 'adoptedStyleSheets' in DOC ? descriptor(DOC, 'adoptedStyleSheets') : null,
    createElement: method<Document['createElement']>(DOC, 'createElement'),
    createElementNS: method<(namespace: string, name: string) => Element>(DOC, 'createElementNS'),
    createTextNode: method<Document['createTextNode']>(DOC, 'createTextNode'),
    createTreeWalker: method<Document['createTreeWalker']>(DOC, 'createTreeWalker'),
    getElementById: method<Document['getElementById']>(DOC, 'getElementById'),
    addEventListener: method<EventTarget['addEventListener']>(TARGET, 'addEventListener'),
    removeEventListener: method<EventTarget['removeEventListener']>(TARGET, 'removeEventListener'),
    dispatchEvent: method<EventTarget['dispatchEvent']>(TARGET, 'dispatchEvent'),
    querySelectorAll: byNodeType<QueryAll>('querySelectorAll'),
    querySelector: byNodeType<QueryOne>('querySelector'),
  };
}

let captured: ReturnType<typeof capture> | null = null;
const intrinsics = (): ReturnType<typeof capture> => (captured ??= capture());

/** Takes the intrinsics now (the core's entry, while it is evaluated). */
export function captureIntrinsics(): void {
  intrinsics();
}

function parentNodeMethod<M>(
  name: 'querySelector' | 'querySelectorAll',
  table: Record<number, (target: object) => M>,
  root: ParentNode,
): M {
  if (isStandIn(root)) return scriptOverride(root, name)?.value as M;
  const found = table[intrinsics().nodeType(root)];
  if (!found) throw new TypeError('site-runtime: not a document, element or fragment');
  return found(root);
}

export const head = (doc: Document = document): HTMLHeadElement => intrinsics().head(doc);
export const body = (doc: Document = document): HTMLElement => intrinsics().body(doc);
/** `<html>`: documentElement. */
export const root = (doc: Document = document): HTMLElement => intrinsics().root(doc);
export const scripts = (doc: Document = document): HTMLScriptElement[] =>
  Array.from(intrinsics().scripts(doc));
export const currentScript = (doc: Document = document): HTMLOrSVGScriptElement | null =>
  intrinsics().currentScript(doc);
export const activeElement = (doc: Document = document): Element | null =>
  intrinsics().activeElement(doc);
export const readyState = (doc: Document = document): DocumentReadyState =>
  intrinsics().readyState(doc);
export const visibilityState = (doc: Document = document): DocumentVisibilityState =>
  intrinsics().visibilityState(doc);
/** The page's address (document.URL), which a <base> does not change. */
export const url = (doc: Document = document): string => intrinsics().url(doc);
/** What relative URLs resolve against: the page's address, or a <base>'s. */
export const baseURI = (node: Node = document): string =>
  intrinsics().nodeType(node) === Node.DOCUMENT_NODE
    ? intrinsics().documentBaseUri(node)
    : intrinsics().nodeBaseUri(node);
export const title = (doc: Document = document): string => intrinsics().title(doc);
export const referrer = (doc: Document = document): string => intrinsics().referrer(doc);
export const view = (doc: Document = document): (Window & typeof globalThis) | null =>
  intrinsics().view(doc);

/**
 * The cookie accessor, looked up at each use: a script may wrap it (consent managers do, on the
 * document or on Document.prototype, to hold cookies back), and the runtime's cookies must pass
 * through such a wrapper too. A named element only ever shows as a data property: an accessor on
 * the document itself is a script's.
 */
function cookieAccessor(doc: Document): PropertyDescriptor {
  const own = scriptOverride(doc, 'cookie');
  return own?.get || own?.set ? own : descriptor(Object.getPrototypeOf(doc) as object, 'cookie');
}

/** document.cookie; throws where cookies are refused (a sandboxed frame). */
export const cookie = (doc: Document = document): string =>
  (cookieAccessor(doc).get as (this: Document) => string).call(doc);
/** Writes one cookie (`name=value; attributes`), as assigning document.cookie does. */
export const setCookie = (text: string, doc: Document = document): void =>
  void (cookieAccessor(doc).set as (this: Document, value: string) => void).call(doc, text);

/** The adopted-stylesheets accessor: a script's, or the prototype's (null: the browser has none). */
const adoptedAccessor = (doc: Document): PropertyDescriptor | null =>
  scriptOverride(doc, 'adoptedStyleSheets') ?? intrinsics().adoptedStyleSheets;

/** The document's adopted stylesheets; empty where the browser has none. */
export function adoptedStyleSheets(doc: Document = document): CSSStyleSheet[] {
  const accessor = adoptedAccessor(doc);
  if (!accessor) return [];
  return (accessor.get ? accessor.get.call(doc) : accessor.value) as CSSStyleSheet[];
}
export function setAdoptedStyleSheets(sheets: CSSStyleSheet[], doc: Document = document): void {
  adoptedAccessor(doc)?.set?.call(doc, sheets);
}

export function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  doc?: Document,
): HTMLElementTagNameMap[K];
export function create(tag: string, doc?: Document): HTMLElement;
export function create(tag: string, doc: Document = document): HTMLElement {
  return intrinsics().createElement(doc).call(doc, tag);
}

export function createSvg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  doc: Document = document,
): SVGElementTagNameMap[K] {
  return intrinsics()
    .createElementNS(doc)
    .call(doc, 'http://www.w3.org/2000/svg', tag) as SVGElementTagNameMap[K];
}

export const createText = (text: string, doc: Document = document): Text =>
  intrinsics().createTextNode(doc).call(doc, text);

export const createTreeWalker = (
  rootNode: Node,
  whatToShow?: number,
  filter?: NodeFilter | null,
): TreeWalker => {
  const doc = rootNode.ownerDocument ?? (rootNode as Document);
  return intrinsics().createTreeWalker(doc).call(doc, rootNode, whatToShow, filter);
};

export const byId = (id: string, doc: Document = document): HTMLElement | null =>
  intrinsics().getElementById(doc).call(doc, id);

/** The first element under `root` (a document, an element, a form or a fragment) matching. */
export function query<K extends keyof HTMLElementTagNameMap>(
  root: ParentNode,
  selector: K,
): HTMLElementTagNameMap[K] | null;
export function query<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
): E | null;
export function query(root: ParentNode, selector: string): Element | null {
  return parentNodeMethod('querySelector', intrinsics().querySelector, root).call(root, selector);
}

/** Every element under `root` matching, in document order, as an array. */
export function queryAll<K extends keyof HTMLElementTagNameMap>(
  root: ParentNode,
  selector: K,
): HTMLElementTagNameMap[K][];
export function queryAll<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[];
export function queryAll(root: ParentNode, selector: string): Element[] {
  return Array.from(
    parentNodeMethod('querySelectorAll', intrinsics().querySelectorAll, root).call(root, selector),
  );
}

/** addEventListener on a document (or any target a name could hide: a form, a window). */
export function on<K extends keyof DocumentEventMap>(
  target: EventTarget,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  options?: boolean | AddEventListenerOptions,
): void;
export function on(
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | AddEventListenerOptions,
): void;
export function on(
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | AddEventListenerOptions,
): void {
  intrinsics().addEventListener(target).call(target, type, listener, options);
}

export function off<K extends keyof DocumentEventMap>(
  target: EventTarget,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  options?: boolean | EventListenerOptions,
): void;
export function off(
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | EventListenerOptions,
): void;
export function off(
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | EventListenerOptions,
): void {
  intrinsics().removeEventListener(target).call(target, type, listener, options);
}

export const emit = (target: EventTarget, event: Event): boolean =>
  intrinsics().dispatchEvent(target).call(target, event);
