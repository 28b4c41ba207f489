// A Stryker ignorer (stryker.config.mjs `ignorers: ['debug-log']`): no mutants inside a call to a
// logger's or the console's `debug` (`log.debug(…)`, `this.ctx.log.debug(…)`). Those lines only
// show in debug mode, as notes for whoever builds the page; changing their text or dropping them
// changes nothing a visitor, an author or a script on the page can notice. Errors and warnings
// are still mutated: tests check them. An `if` whose only statement is such a line goes too.
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

/** `if (…) log.debug(…)`, with no else: a condition whose only effect is the debug line. */
function isDebugGuard(node) {
  if (node.type !== 'IfStatement' || node.alternate) return false;
  const body = node.consequent.type === 'BlockStatement' ? node.consequent.body : [node.consequent];
  return (
    body.length === 1 && body[0].type === 'ExpressionStatement' && isDebugCall(body[0].expression)
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'debug-log', {
    shouldIgnore(path) {
      if (isDebugCall(path.node)) return 'a debug log line: a note for developers only';
      if (isDebugGuard(path.node)) return 'a condition that only decides a debug log line';
      return undefined;
    },
  }),
];
