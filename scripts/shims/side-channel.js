// Build-time stand-in for the `side-channel` package that qs uses to remember objects it has
// seen. The original pulls in object-inspect and get-intrinsic (about 30 kB minified) to support
// engines without WeakMap; every browser the runtime targets has one.
'use strict';

module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  var store = function (key) {
    return (typeof key === 'object' && key !== null) || typeof key === 'function' ? weak : strong;
  };
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
    delete: function (key) {
      return store(key).delete(key);
    },
  };
};
