import { afterEach, describe, expect, it } from 'vitest';
import { PackLoader } from '../../../src/runtime/packs';

// happy-dom runs no pack script: with file loading disabled it reports each one as loaded, as a
// browser does for a script that ran without calling definePack.

const packScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-sr-pack]'), (script) =>
    new URL(script.src).pathname.replace(/^.*\/packs\//, ''),
  );

let loader: PackLoader;

afterEach(() => loader.reset());

describe('PackLoader.loadExports (InitialiserContext.loadPack)', () => {
  it('resolves with what the pack defined, without fetching it again once defined', async () => {
    loader = new PackLoader(document);
    const exports = { show: () => 'shown' };
    loader.define('banner', exports);
    await expect(loader.loadExports('banner')).resolves.toBe(exports);
    expect(packScripts()).toEqual([]);
  });

  it('rejects when the pack script ran but defined nothing', async () => {
    loader = new PackLoader(document);
    await expect(loader.loadExports('silent')).rejects.toThrow(
      new Error('Pack "silent" defined no exports'),
    );
    expect(packScripts()).toEqual(['silent.js']);
  });

  it('fetches a pack once for any number of callers', async () => {
    loader = new PackLoader(document);
    const loads = [loader.loadExports('once'), loader.loadExports('once')];
    expect(packScripts()).toEqual(['once.js']);
    await Promise.allSettled(loads);
  });
});
