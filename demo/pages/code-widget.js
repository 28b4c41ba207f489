// Stands in for a third-party widget in the code block demo: a code block loads this file, then its
// inline script calls codeWidget.render(document.currentScript, text), which only works once this
// file has run. Each call adds one line after the calling script.
(() => {
  'use strict';
  window.codeWidget = {
    renders: 0,
    render(script, text) {
      window.codeWidget.renders += 1;
      const line = document.createElement('p');
      line.className = 'code-widget';
      line.textContent = text;
      script.after(line);
    },
  };
})();
