import { BlockSkip, type BlockDefinition } from './types';

/** Parses `data-block-json` (getAttribute has already decoded the HTML entities). */
export function readBlockJson(element: HTMLElement): unknown {
  const json = element.getAttribute('data-block-json');
  if (json === null || json.trim() === '') return {};
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new BlockSkip(
      `Invalid data-block-json: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export function defaultSelector(definition: Pick<BlockDefinition, 'name' | 'blockType'>): string {
  const byClass = `.sqs-block-${definition.name}`;
  return definition.blockType === undefined
    ? byClass
    : `[data-block-type="${definition.blockType}"], ${byClass}`;
}

/** The React root goes in the server's `.sqs-block-content` so the block's frame stays. */
export function defaultContainer(element: HTMLElement): HTMLElement {
  return element.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? element;
}
