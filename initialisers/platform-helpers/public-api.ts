import { getFullStoryId } from '../../src/api/fullstory';
import { placeDetails, placesAutocomplete } from '../../src/api/google-maps';
import {
  disconnectMultilingual,
  getMultilingualSettings,
  getMultilingualStatus,
  putMultilingualLanguages,
} from '../../src/api/multilingual';
import { getSiteHeaderFooter, putSiteHeaderFooter } from '../../src/api/site-header-footer';
import { createSessionDataStore, type SessionDataWriteOptions } from '../../src/lib/session-data';
import type { SessionInfo } from '../../src/lib/session-info';
import {
  decideSessionRecording,
  type SessionRecordingDecision,
} from '../../src/lib/session-recording';
import { generateUuid } from '../../src/lib/uuid';
import { createLogger } from '../../src/runtime/logger';
import { pageLoader } from '../../src/runtime/packs';
import { UTILITIES_PACK } from '../../src/runtime/shared-packs';
import type { PlatformUtilities } from '../../src/utilities/utilities';

// SiteRuntime.platform: the platform helpers of runtime.md section 7 (the typed calls of src/api,
// exposed as they are) and the session helpers of section 9.

const log = createLogger('platform');

export interface SessionRecordingSettings {
  /** The feature toggle. */
  toggle: boolean;
  /** The share of sessions to record, from 0 to 1. */
  sampleRate: number;
}

/** Reads the device's cores and draws the sample; bad settings are logged and give "off". */
function sessionRecording(settings: SessionRecordingSettings): SessionRecordingDecision {
  const toggle = settings?.toggle;
  const sampleRate = settings?.sampleRate;
  if (typeof toggle !== 'boolean') {
    log.error(`sessionRecording: toggle must be a boolean, got ${String(toggle)}`);
    return { record: false, reason: 'toggle' };
  }
  const decision = decideSessionRecording({
    cpuCores: navigator.hardwareConcurrency,
    toggle,
    sampleRate: sampleRate as number,
    random: Math.random,
  });
  if (!decision.record && decision.reason === 'invalid-sample-rate') {
    log.error(
      `sessionRecording: sampleRate must be a number from 0 to 1, got ${String(sampleRate)}`,
    );
  }
  return decision;
}

export function createPlatformHelpers(sessionInfo: () => SessionInfo | null) {
  return {
    fullstory: { getId: getFullStoryId },
    places: { autocomplete: placesAutocomplete, details: placeDetails },
    multilingual: {
      getSettings: getMultilingualSettings,
      getStatus: getMultilingualStatus,
      setLanguages: putMultilingualLanguages,
      disconnect: disconnectMultilingual,
    },
    siteHeaderFooter: { get: getSiteHeaderFooter, put: putSiteHeaderFooter },
    /** Values with an expiry, in local storage or else a cookie (a fresh look at storage each call). */
    sessionData: {
      get: (key: string): unknown => createSessionDataStore().get(key),
      set: (key: string, value: unknown, options?: SessionDataWriteOptions): void =>
        createSessionDataStore().set(key, value, options),
      remove: (key: string): void => createSessionDataStore().remove(key),
    },
    sessionInfo,
    sessionRecording,
    generateUuid: (): string => generateUuid(),
    /** The shared helpers (src/utilities/utilities.ts), from their pack on the first call. */
    utilities: (): Promise<PlatformUtilities> =>
      pageLoader().loadExports<PlatformUtilities>(UTILITIES_PACK),
  };
}

export type PlatformHelpers = ReturnType<typeof createPlatformHelpers>;
