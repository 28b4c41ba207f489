// The `error-reporter` pack: built to dist/packs/error-reporter.js and loaded by the core at the
// first error of the page. A page that throws nothing never fetches it.
import { ERROR_REPORTER_PACK } from './constants';
import { errorReporterPack } from './pack-exports';

window.SiteRuntime?.definePack(ERROR_REPORTER_PACK, errorReporterPack);
