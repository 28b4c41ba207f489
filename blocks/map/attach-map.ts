import { gatedLoad } from '../../src/consent/gated-load';
import { formatMessage } from '../../src/i18n/strings';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { externalMapsUrl } from './assumed';
import { mapLocale, mapsKey } from './locale';
import { styleOptions } from './map-styles';
import { MARKER_ICON_URL, MARKER_SCALE, MARKER_SIZE } from './marker-icon';
import { loadMapsApi, onMapsReady, type MapsApi } from './provider';
import { markerPayload, trackMarkerClick } from './marker-tracker';
import { mapStrings } from './strings';
import type { MapData, MapLocation } from './types';
import '../../src/consent/consent-card.css';
import './map.css';
import { element } from '../../src/lib/element';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';

/** widgets.md section 9: the map follows its frame's size changes, 60 ms after the last. */
export const MAP_UPDATE_DEBOUNCE_MS = 60;
/** The template's height unit of `vsize-N` blocks. */
const VSIZE_UNIT_PX = 34;

const log = createLogger('map');

/** The place as a visitor reads it: the title, else the address, else the coordinates. */
export function placeName(location: MapLocation): string {
  const address = [location.addressLine1, location.addressLine2, location.addressCountry]
    .filter(Boolean)
    .join(', ');
  return (
    location.addressTitle ||
    address ||
    formatMessage(mapStrings.coordinates, { lat: location.markerLat, lng: location.markerLng })
  );
}

/** The external maps page of the marker: the address when there is one, else the position. */
export function mapsPageUrl(location: MapLocation): string {
  const address = [
    location.addressTitle,
    location.addressLine1,
    location.addressLine2,
    location.addressCountry,
  ]
    .filter(Boolean)
    .join(', ');
  const query = address || `${location.markerLat},${location.markerLng}`;
  return externalMapsUrl(query, location.markerLat, location.markerLng, location.mapZoom);
}

function mapsLink(location: MapLocation, className: string): HTMLAnchorElement {
  const link = element('a', className, mapStrings.openInMaps);
  link.href = mapsPageUrl(location);
  link.target = '_blank';
  link.rel = 'noopener';
  link.append(' ', element('span', VISUALLY_HIDDEN, mapStrings.newTab));
  return link;
}

function addressCard(location: MapLocation): HTMLElement {
  const card = element('div', 'sr-map__card');
  const address = element('address', 'sr-map__address');
  const lines = [location.addressLine1, location.addressLine2, location.addressCountry];
  if (location.addressTitle)
    address.append(element('strong', 'sr-map__title', location.addressTitle));
  for (const line of lines.filter(Boolean)) address.append(element('span', 'sr-map__line', line));
  if (!address.hasChildNodes())
    address.append(element('span', 'sr-map__line', placeName(location)));
  card.append(address, mapsLink(location, 'sr-map__link'));
  return card;
}

/** The frame's height when the template gives it none (pages without the template's CSS). */
function sizeUnsizedFrame(root: HTMLElement, container: HTMLElement, data: MapData): void {
  if (container.getBoundingClientRect().height > 1) return;
  if (data.aspectPercent) root.style.aspectRatio = `100 / ${data.aspectPercent}`;
  else if (data.vSize) root.style.height = `${data.vSize * VSIZE_UNIT_PX}px`;
  else root.style.aspectRatio = '16 / 9';
}

/**
 * Map block and component: the address card at once, then the provider's map when it may and can
 * load (see ./index.ts).
 */
export function attachMap(props: BlockProps<MapData>): Cleanup {
  const { data, server, signal, id } = props;
  const { location, options } = data;
  const context = window.SiteRuntime?.store.getState().context;
  const key = mapsKey(context?.gmRenderKey ?? '');
  const locale = mapLocale(context?.website.language ?? '');

  const root = element('div', 'sqs-block-map-content sr-map');
  const card = addressCard(location);
  const status = element('div', 'sr-map__status');
  status.setAttribute('role', 'status');
  const actions = element('div', 'sr-map__actions');
  card.append(status, actions);
  const wrapper = element('div', 'sqs-map-wrapper sr-map__canvas');
  wrapper.setAttribute('role', 'region');
  wrapper.setAttribute(
    'aria-label',
    formatMessage(mapStrings.region, { place: placeName(location) }),
  );
  wrapper.tabIndex = -1;
  wrapper.hidden = true;
  root.append(card, wrapper);
  server.stash();
  server.add(root, server.container);
  sizeUnsizedFrame(root, server.container, data);

  const cleanups: Cleanup[] = [];
  let focusMap = false;

  function drawMap(api: MapsApi): void {
    const centre = { lat: location.mapLat, lng: location.mapLng };
    const { mapTypeId, styles } = styleOptions(options);
    wrapper.hidden = false;
    card.hidden = true;
    const map = new api.Map(wrapper, {
      center: centre,
      zoom: location.mapZoom,
      mapTypeId,
      styles,
      disableDefaultUI: options.disableDefaultUI,
      zoomControl: options.showControls,
      fullscreenControl: options.showControls,
      mapTypeControl: false,
      streetViewControl: false,
      clickableIcons: false,
      scrollwheel: options.scrollwheel,
      gestureHandling: options.draggable
        ? options.scrollwheel
          ? 'greedy'
          : 'cooperative'
        : 'none',
    });
    const marker = new api.Marker({
      map,
      position: { lat: location.markerLat, lng: location.markerLng },
      title: placeName(location),
      draggable: options.markerDraggable,
      clickable: options.linkOnClick,
      icon: {
        url: MARKER_ICON_URL,
        size: new api.Size(MARKER_SIZE.width, MARKER_SIZE.height),
        scaledSize: new api.Size(
          MARKER_SIZE.width * MARKER_SCALE,
          MARKER_SIZE.height * MARKER_SCALE,
        ),
        anchor: new api.Point(
          (MARKER_SIZE.width * MARKER_SCALE) / 2,
          MARKER_SIZE.height * MARKER_SCALE,
        ),
      },
    });
    if (options.linkOnClick) {
      api.event.addListener(marker, 'click', () => {
        window.open(mapsPageUrl(location), '_blank', 'noopener');
        trackMarkerClick(markerPayload(location)).catch((error: unknown) =>
          log.warn(`${id}: the marker click was not tracked`, error),
        );
      });
    }
    // The keyboard's way to the maps page: a link that shows when focused.
    root.append(mapsLink(location, 'sr-map__skip'));

    let timer = 0;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = window.setTimeout(() => map.setCenter(centre), MAP_UPDATE_DEBOUNCE_MS);
    });
    observer.observe(wrapper);
    cleanups.push(() => {
      observer.disconnect();
      clearTimeout(timer);
      api.event.clearInstanceListeners(marker);
      marker.setMap(null);
    });
    if (focusMap) wrapper.focus();
  }

  const gate = gatedLoad({
    id: `${id}-map`,
    status,
    actions,
    strings: {
      consent: mapStrings.consent,
      load: mapStrings.show,
      loading: mapStrings.loading,
      offline: mapStrings.offline,
      failed: mapStrings.failed,
      retry: mapStrings.retry,
    },
    start: async (byVisitor) => {
      focusMap = byVisitor;
      if (!key) log.error(`${id}: the page context has no maps key (gmRenderKey)`);
      const api = await loadMapsApi(key, locale);
      if (!signal.aborted) drawMap(api);
    },
    onState: (state) => {
      root.dataset.srMapState = state === 'ready' ? 'map' : state;
      root.setAttribute('aria-busy', String(state === 'loading'));
    },
    log,
    signal,
  });
  gate.load();
  // Another map's successful retry loads the script for this one too.
  cleanups.push(
    onMapsReady(() => {
      if (gate.state() === 'failed') gate.load();
    }),
  );

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
