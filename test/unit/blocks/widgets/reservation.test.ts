import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetTockScript } from '../../../../blocks/reservation/attach-reservation';
import { reservationDefinitions } from '../../../../blocks/reservation/definition';
import { createRuntimeStore, updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';

const [openTableDefinition, tockDefinition] = reservationDefinitions;

function runtime(
  account: { id: string } | null,
  roles: Record<string, unknown>,
  restrictive = false,
) {
  const store = createRuntimeStore();
  const { context } = store.getState();
  store.setState({
    context: {
      ...context,
      authenticatedAccount: account,
      websiteRoles: roles,
      websiteSettings: {
        ...context.websiteSettings,
        cookieSettings: {
          ...context.websiteSettings.cookieSettings,
          isRestrictiveCookiePolicyEnabled: restrictive,
        },
      },
    },
  });
  updateSlice(store, 'consent', { accepted: null });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
}

const mounted: Array<() => void> = [];

function mount(className: string, json: string) {
  document.body.innerHTML = `<div class="sqs-block ${className}" id="b" data-block-json='${json}'><div class="sqs-block-content">&nbsp;</div></div>`;
  const definition = className === 'sqs-block-tock' ? tockDefinition : openTableDefinition;
  if (!definition) throw new Error('no definition');
  const result = attachBlock(definition, document.getElementById('b') as HTMLElement);
  mounted.push(result.unmount);
  return result;
}

beforeEach(() => runtime(null, {}));
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
  delete (window as { tock?: unknown }).tock;
  resetTockScript();
});

describe('table-booking blocks', () => {
  it('a logged-in owner sees only the Preview Only alert; a viewer-only account the widget', () => {
    runtime({ id: 'owner' }, { owner: [1] });
    mount('sqs-block-opentable', '{"restaurantId":"1"}');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Preview OnlyLog out of your account to use the table-booking block.',
    );
    expect(document.querySelector('script')).toBeNull();
    runtime({ id: 'viewer' }, { viewer: [10] });
    mount('sqs-block-tock', '{"slug":"bistro"}');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.querySelector('.sr-widget')).not.toBeNull();
  });

  it('waits for consent under the restrictive policy, with a link to the booking page', () => {
    runtime(null, {}, true);
    mount('sqs-block-opentable', '{"restaurantId":"412810"}');
    expect(document.querySelector('.sr-widget')?.getAttribute('data-sr-widget-state')).toBe(
      'consent',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('a.sr-widget__link')?.getAttribute('href')).toBe(
      'https://www.opentable.com/restref/client/?rid=412810',
    );
  });

  it("loads Tock's script once, with its queue kept, the slug and the layout on its container", () => {
    mount('sqs-block-tock', '{"businessSlug":"harbour-kitchen","variant":1019}');
    const container = document.getElementById('Tock_widget_container');
    expect(container?.dataset).toMatchObject({ tockDisplayMode: 'Inline', tockLayout: 'column' });
    expect('tockExperience' in (container?.dataset ?? {})).toBe(true);
    expect((window as { tock?: { queue?: unknown[] } }).tock?.queue).toEqual([
      ['init', 'harbour-kitchen'],
    ]);
    expect(document.querySelectorAll('script[data-sr-tock]')).toHaveLength(1);
  });

  it('puts the server markup back on unmount', () => {
    const { container, serverHtml, unmount } = mount('sqs-block-opentable', '{"rid":"5"}');
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});
