// The script of a code block served with the code block demo page: the browser runs it as it reads
// the page, and it says how many times it ran. The runtime must never run it again.
(() => {
  'use strict';
  window.codeServedRuns = (window.codeServedRuns ?? 0) + 1;
  const line = document.createElement('p');
  line.className = 'code-served';
  line.textContent = `This script ran ${window.codeServedRuns} time(s).`;
  document.currentScript?.after(line);
})();
