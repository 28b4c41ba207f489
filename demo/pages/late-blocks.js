// Late blocks demo: adds accordion blocks after boot and removes them again; the runtime's
// MutationObserver mounts and unmounts them. Plain script (CSP-safe).
(() => {
  'use strict';

  const addButton = document.getElementById('add-block');
  const removeButton = document.getElementById('remove-block');
  const area = document.getElementById('late-blocks-area');
  const log = document.getElementById('late-blocks-log');
  const template = document.getElementById('late-block-template');
  if (!addButton || !removeButton || !area || !log || !(template instanceof HTMLTemplateElement)) {
    return;
  }

  const added = [];
  let counter = 0;

  addButton.addEventListener('click', () => {
    counter += 1;
    const fragment = template.content.cloneNode(true);
    const block = fragment.querySelector('.sqs-block');
    block.id = `block-late-${counter}`;
    area.append(fragment);
    added.push(block);
    log.textContent = `Added ${block.id}. The runtime mounts it as it comes into view.`;
    removeButton.disabled = false;
  });

  removeButton.addEventListener('click', () => {
    const block = added.pop();
    if (!block) return;
    block.remove();
    log.textContent = `Removed ${block.id}. The runtime unmounts it.`;
    removeButton.disabled = added.length === 0;
    // A disabled button drops focus to the body; keep keyboard users next to the controls.
    if (removeButton.disabled) addButton.focus();
  });
})();
