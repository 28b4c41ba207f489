// A Stryker ignorer (stryker.config.mjs `ignorers: ['debug-log']`): no mutants inside a call to a
// logger's or the console's `debug` (`log.debug(…)`, `this.ctx.log.debug(…)`). Those lines only
// show in debug mode, as notes for whoever builds the page; changing their text or dropping them
// changes nothing a visitor, an author or a script on the page can notice. Errors and warnings
// are still mutated: tests check them.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

function isDebugCall(node) {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  return (
    (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'debug'
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'debug-log', {
    shouldIgnore(path) {
      return isDebugCall(path.node) ? 'a debug log line: a note for developers only' : undefined;
    },
  }),
];
