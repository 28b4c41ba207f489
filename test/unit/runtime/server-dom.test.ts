import { beforeEach, describe, expect, it } from 'vitest';
import { ServerDom, STASH_ATTRIBUTE } from '../../../src/runtime/server-dom';

let container: HTMLElement;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="c"><p id="first">one</p>text<section id="s"><input id="i"><b id="b">b</b></section></div>';
  container = document.getElementById('c') as HTMLElement;
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('ServerDom', () => {
  it('replaces an element’s content (text, nodes) and puts the server’s own children back', () => {
    const html = container.innerHTML;
    const paragraph = byId('first');
    const text = paragraph.firstChild;
    const server = new ServerDom(container);
    server.replaceContent(paragraph, 'two');
    expect(paragraph.innerHTML).toBe('two');
    const bold = document.createElement('b');
    bold.textContent = 'three';
    server.replaceContent(paragraph, bold, ' four');
    expect(paragraph.innerHTML).toBe('<b>three</b> four');
    server.replaceContent(byId('s'), '');
    expect(byId('s').childNodes).toHaveLength(1);
    server.restore();
    expect(container.innerHTML).toBe(html);
    // The very node, not a copy.
    expect(byId('first').firstChild).toBe(text);
  });

  it('remembers the container’s nodes as they were when the block mounted', () => {
    const server = new ServerDom(container);
    expect(server.nodes.map((node) => node.nodeName)).toEqual(['P', '#text', 'SECTION']);
  });

  it('stashes nodes in a hidden holder inside the container, and restores the very same nodes', () => {
    const input = byId('i') as HTMLInputElement;
    input.value = 'typed';
    const before = Array.from(container.childNodes);
    const server = new ServerDom(container);
    server.stash();
    const holder = container.querySelector(`[${STASH_ATTRIBUTE}]`) as HTMLElement;
    expect(holder.hidden).toBe(true);
    expect(Array.from(holder.childNodes)).toEqual(before);
    expect(input.isConnected).toBe(true);

    server.restore();
    expect(Array.from(container.childNodes)).toEqual(before);
    expect(container.querySelector(`[${STASH_ATTRIBUTE}]`)).toBeNull();
    expect((byId('i') as HTMLInputElement).value).toBe('typed');
  });

  it('puts nodes moved out of nodes that were themselves moved back where each was', () => {
    const html = container.innerHTML;
    const server = new ServerDom(container);
    const rendering = document.createElement('div');
    container.appendChild(rendering);
    // Deep first, then its parent, then a sibling: the order a component's effects might take.
    server.adopt(byId('b'), rendering);
    server.adopt(byId('s'), rendering, rendering.firstChild);
    server.adopt(byId('first'), rendering);
    server.stash();
    expect(rendering.querySelectorAll('#b, #s, #first')).toHaveLength(3);

    server.restore();
    rendering.remove();
    expect(container.innerHTML).toBe(html);
  });

  it('undoes attribute and class changes, including attributes that were absent', () => {
    const section = byId('s');
    section.className = 'server kept';
    const server = new ServerDom(container);
    server.setAttribute(section, 'aria-expanded', 'true');
    server.setAttribute(section, 'aria-expanded', 'false');
    server.setAttribute(section, 'class', null);
    server.toggleClass(byId('first'), 'is-open', true);
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(byId('first').className).toBe('is-open');

    server.restore();
    expect(section.hasAttribute('aria-expanded')).toBe(false);
    expect(section.className).toBe('server kept');
    expect(byId('first').hasAttribute('class')).toBe(false);
  });

  it('leaves an untouched container exactly as it was, without moving a node', () => {
    const first = byId('first');
    const server = new ServerDom(container);
    server.setAttribute(first, 'data-x', '1');
    server.restore();
    expect(container.firstChild).toBe(first);
    expect(first.hasAttribute('data-x')).toBe(false);
  });
});
