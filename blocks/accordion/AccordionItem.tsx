import { useRef } from 'react';
import type { AccordionItemState } from './accordion-state';
import type { AccordionItemData, ServerPresentation } from './types';
import { useHeightAnimation } from './use-height-animation';

const OPEN_DROPDOWN_CLASS = 'accordion-item__dropdown--open';
const ANIMATING_CLASS = 'sr-accordion-animating';

interface AccordionItemProps {
  data: AccordionItemData;
  state: AccordionItemState;
  buttonId: string;
  panelId: string;
  /** Whether the panel is a labelled region (not when more than six panels can be open). */
  region: boolean;
  onToggle: () => void;
}

function Divider({ presentation }: { presentation: ServerPresentation }) {
  return <div className={presentation.className} style={presentation.style} aria-hidden="true" />;
}

export function AccordionItem({
  data,
  state,
  buttonId,
  panelId,
  region,
  onToggle,
}: AccordionItemProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useHeightAnimation(panelRef, state.open, state.animating);

  // A closing panel stays visible (and keeps the template's open class) until its animation ends.
  const visible = state.open || state.animating;
  const Heading = data.heading.tag;
  const dropdownClass = [
    data.dropdown.className,
    visible ? OPEN_DROPDOWN_CLASS : '',
    state.animating ? ANIMATING_CLASS : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={data.item.className} style={data.item.style}>
      {data.topDivider && <Divider presentation={data.topDivider} />}
      <Heading
        className={data.heading.className}
        style={data.heading.style}
        role={data.heading.explicitRole ? 'heading' : undefined}
        aria-level={data.heading.explicitRole ? data.heading.level : undefined}
      >
        <button
          type="button"
          id={buttonId}
          className={data.button.className}
          style={data.button.style}
          aria-expanded={state.open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={data.title.className} style={data.title.style}>
            {data.title.text}
          </span>
          {data.icon && (
            <div
              className={data.icon.className}
              style={data.icon.style}
              data-is-open={String(state.open)}
              aria-hidden="true"
              // Decorative icon markup rendered by the platform.
              dangerouslySetInnerHTML={{ __html: data.icon.html }}
            />
          )}
        </button>
      </Heading>
      <div
        ref={panelRef}
        id={panelId}
        className={dropdownClass}
        style={data.dropdown.style}
        role={region ? 'region' : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!visible}
      >
        <div
          className={data.description.className}
          style={data.description.style}
          // Platform-rendered rich text (DESIGN.md: only such fields are inserted as HTML).
          dangerouslySetInnerHTML={{ __html: data.description.html }}
        />
      </div>
      {data.bottomDivider && <Divider presentation={data.bottomDivider} />}
    </li>
  );
}
